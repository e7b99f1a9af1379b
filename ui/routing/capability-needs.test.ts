/**
 * A page whose stores or use cases belong to a later capability must name
 * it (capabilityPage in app-routes.tsx), or the page fails when a member
 * opens it first. This reads the sources: for every route's page, every
 * TOKENS.x its code (static and lazy imports within ui/) resolves must be
 * bound at start or by the capabilities the route names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ROUTE_MANIFEST } from '@domain/routing/route-manifest';
import { describe, expect, it } from 'vitest';
import { withNeeds } from '../di/capability-loader';
import { CAPABILITY_NAMES, type CapabilityName } from '../di/lazy-capabilities';

const UI = resolve(__dirname, '..');
const read = (path: string) => readFileSync(path, 'utf8');

/** Tokens a binder file binds (`bindClass(binder, t.x, …)` and the like). */
function boundBy(file: string): Set<string> {
  return new Set(
    [...read(join(UI, 'di', file)).matchAll(/bind(?:Class|Singleton|Value)\(\s*binder,\s*t\.(\w+)/g)].map((match) => match[1]!),
  );
}

const LAZY_BINDER_FILES: Record<CapabilityName, string> = {
  orders: 'bind-orders.ts',
  checkout: 'bind-checkout.ts',
  identity: 'bind-identity.ts',
  accountPortal: 'bind-account-portal.ts',
  redemptions: 'bind-redemptions.ts',
};
const lazyTokens = new Map(CAPABILITY_NAMES.map((name) => [name, boundBy(LAZY_BINDER_FILES[name])]));
const allLazy = new Set([...lazyTokens.values()].flatMap((tokens) => [...tokens]));

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@ui/')
    ? join(UI, specifier.slice(4))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  return null;
}

/** The TOKENS a module and everything it imports within ui/ (statically or lazily) use. */
function tokensUsed(entry: string): Set<string> {
  const seen = new Set<string>();
  const tokens = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = read(file);
    for (const match of source.matchAll(/TOKENS\.(\w+)/g)) tokens.add(match[1]!);
    for (const match of source.matchAll(/(?:from\s+|import\()\s*'([^']+)'/g)) {
      const target = resolveImport(file, match[1]!);
      if (target !== null && !target.includes(`${join(UI, 'di')}`)) visit(target);
    }
  };
  visit(entry);
  return tokens;
}

/** Every routed page with the capabilities its route names (the route manifest's). */
function routedPages(): Array<{ page: string; needs: CapabilityName[] }> {
  return ROUTE_MANIFEST.map((route) => ({ page: join(UI, route.page), needs: [...route.capabilities] }));
}

describe('Routes and the capabilities they name', () => {
  it('finds every routed page and what each later capability binds', () => {
    expect(routedPages().length).toBeGreaterThan(40);
    for (const { page } of routedPages()) expect(existsSync(page), page).toBe(true);
    for (const [name, tokens] of lazyTokens) expect(tokens.size, name).toBeGreaterThan(0);
  });

  it('name every later capability whose stores or use cases their page uses', () => {
    const missing: string[] = [];
    for (const { page, needs } of routedPages()) {
      const available = new Set(withNeeds(needs).flatMap((name) => [...(lazyTokens.get(name) ?? [])]));
      for (const token of tokensUsed(page)) {
        if (allLazy.has(token) && !available.has(token)) missing.push(`${page.slice(UI.length + 1)} uses ${token}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keep the layout and the route frame to the capabilities bound at start', () => {
    const frame = ['layout/site-layout.tsx', 'routing/route-guard.tsx', 'routing/route-error-page.tsx', 'pages/not-found-page.tsx'];
    const used = frame.flatMap((file) =>
      [...tokensUsed(join(UI, file))].filter((token) => allLazy.has(token)).map((token) => `${file}: ${token}`),
    );
    expect(used).toEqual([]);
  });
});
