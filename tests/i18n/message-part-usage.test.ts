import { ROUTE_MANIFEST, type RouteManifestEntry } from '@rewards-storefront/domain/routing/route-manifest';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partOfKey, type MessagePart, type MessageTree } from '../../ui/i18n/message-parts';
import { TRANSLATIONS } from '../fakes/translations';

/**
 * Which keys each route's code can show, read from the sources: the page's
 * module and everything it imports (and, from ui/, loads later: a dialog, a
 * menu), with the use cases of the capabilities the route names. A key
 * written in that code must be in the core or in a part the route names
 * (domain/routing/route-manifest.ts); the entry's code (layout, header,
 * dialogs, error pages) only in the core. A key the code builds from a
 * variable counts by its written prefix ("orders.status.${s}": every key
 * under "orders.status."). Adapters bound by the composition root and keys
 * with no written group are not followed: the every-route journey opens
 * every page in both languages.
 */

const ROOT = join(__dirname, '..', '..');

const ALIASES: readonly (readonly [string, string])[] = [
  ['@rewards-storefront/domain/', 'domain/'],
  ['@application/', 'application/'],
  ['@infrastructure/', 'infrastructure/'],
  ['@ui/', 'ui/'],
];

/** Dynamic imports that bind code rather than show it: capabilities are followed per route, adapters not at all. */
const NOT_FOLLOWED_DYNAMICALLY = ['ui/di/', 'ui/composition-root.ts', 'ui/i18n/'];

function leaves(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`)));
}

const KEYS = leaves(TRANSLATIONS['en-CA']);
const GROUPS = Object.keys(TRANSLATIONS['en-CA']);
/** 'cart.notice.addedTitle', or 'orders.status.' + '*' for a key built from a written prefix. */
const WRITTEN_KEY = new RegExp(`['"\`]((?:${GROUPS.join('|')})\\.[\\w.-]*)(['"\`]|\\$\\{)`, 'g');

function resolveModule(from: string, specifier: string): string | null {
  let path: string | null = null;
  if (specifier.startsWith('.')) path = normalize(join(dirname(from), specifier));
  for (const [alias, folder] of ALIASES) if (specifier.startsWith(alias)) path = folder + specifier.slice(alias.length);
  if (path === null) return null;
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(join(ROOT, candidate))) return candidate;
  }
  return null;
}

const sources = new Map<string, string>();
const source = (file: string) => {
  let text = sources.get(file);
  if (text === undefined) {
    text = readFileSync(join(ROOT, file), 'utf8');
    sources.set(file, text);
  }
  return text;
};

function importsOf(file: string): string[] {
  const text = source(file);
  const specifiers = [...text.matchAll(/^\s*(?:import|export)(?!\s+type\s)[^'"]*?from\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  specifiers.push(...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]!));
  if (!NOT_FOLLOWED_DYNAMICALLY.some((prefix) => file.startsWith(prefix))) {
    specifiers.push(...[...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!));
  }
  return specifiers.map((specifier) => resolveModule(file, specifier)).filter((path) => path !== null);
}

function closure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(file));
  }
  return seen;
}

/** The catalogue's keys a written key or prefix stands for: itself, its plural forms, or the keys under it. */
function keysWritten(written: string, isPrefix: boolean): string[] {
  if (isPrefix) return KEYS.filter((key) => key.startsWith(written));
  return KEYS.filter((key) => key === written || key.startsWith(`${written}.`) || key.startsWith(`${written}_`));
}

/** "file: key (part)" for every key written in `files` whose part is not one of `allowed`. */
function keysOutside(files: Iterable<string>, allowed: readonly MessagePart[]): string[] {
  const outside = new Set<string>();
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const [, written, end] of source(file).matchAll(WRITTEN_KEY)) {
      for (const key of keysWritten(written!, end === '${')) {
        const part = partOfKey(key);
        if (part === undefined || !allowed.includes(part)) outside.add(`${file}: ${key} (${part ?? 'no part'})`);
      }
    }
  }
  return [...outside].sort();
}

/** Each later capability's factory module and the capabilities it needs first (ui/di/capabilities.ts). */
const CAPABILITY_MODULES = new Map(
  [...source('ui/di/capabilities.ts').matchAll(/(\w+): \{\s*needs: \[([^\]]*)\],\s*load: \(\) => import\('([^']+)'\)/g)].map(
    ([, name, needs, specifier]) => {
      const needed = [...needs!.matchAll(/'(\w+)'/g)].map((match) => match[1]!);
      return [name!, { needs: needed, module: resolveModule('ui/di/capabilities.ts', specifier!)! }] as const;
    },
  ),
);

function capabilityRoots(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const capability = CAPABILITY_MODULES.get(name);
    if (!capability) throw new Error(`ui/di/capabilities.ts declares no capability ${name}`);
    return [capability.module, ...capabilityRoots(capability.needs)];
  });
}

const routeFiles = (entry: RouteManifestEntry) => closure([`ui/${entry.page}`, ...capabilityRoots(entry.capabilities)]);

describe('the keys each page’s code writes are in the parts its route names', () => {
  it('reads the later capabilities’ modules from ui/di/capabilities.ts', () => {
    expect([...CAPABILITY_MODULES.keys()].sort()).toEqual(['accountPortal', 'checkout', 'identity', 'orders', 'redemptions', 'signIn']);
  });

  it('finds keys in the code it reads (the reader is not blind)', () => {
    const shop = ROUTE_MANIFEST.find((entry) => entry.path === 'shop')!;
    expect(keysOutside(routeFiles(shop), []).length).toBeGreaterThan(50);
  });

  it('the entry’s code (layout, header, menus, dialogs, error pages) writes only core keys', () => {
    const entry = closure(['ui/main.tsx']);
    expect(entry.has('ui/layout/site-header.tsx') && entry.has('ui/sign-in/sign-in-modal.tsx')).toBe(true);
    expect(keysOutside(entry, ['core'])).toEqual([]);
  });

  for (const entry of ROUTE_MANIFEST) {
    it(`/${entry.path} (${entry.page}) writes keys of the core and of ${entry.messages?.join(', ') || 'no other part'}`, () => {
      expect(keysOutside(routeFiles(entry), ['core', ...(entry.messages ?? [])])).toEqual([]);
    });
  }
});
