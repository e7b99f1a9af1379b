import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RouteMessagePart } from '@rewards-storefront/domain/routing/route-manifest';
import { PAGE_MESSAGES } from './route-pages';

/** One chunk of Vite's build manifest (`build.manifest`), keyed by its source path relative to ui/. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** What a page needs beyond the entry: hrefs of its modules and of its stylesheets. */
export interface RoutePreloads {
  modules: string[];
  styles: string[];
}

export const NO_PRELOADS: RoutePreloads = { modules: [], styles: [] };

/** Where `vite build` writes its manifest inside the storefront folder. */
export const MANIFEST_PATH = join('.vite', 'manifest.json');

/** The manifest of the build in `storefrontDir`, or null when there is none (no build yet, or an unreadable one). */
export function readViteManifest(storefrontDir: string): ViteManifest | null {
  const path = join(storefrontDir, MANIFEST_PATH);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * The manifest key of a part of a language's messages (a dynamic import of its JSON file with `?part=`,
 * ui/i18n/message-parts.ts): the core, which every page shows, or a part a route names beyond it.
 */
export function translationsKey(locale: Locale, part: RouteMessagePart | 'core' = 'core'): string {
  return `i18n/locales/${locale}.json?part=${part}`;
}

function staticClosure(manifest: ViteManifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * Computes, per page, the chunks and stylesheets to announce in the HTML: the
 * page's chunk and its static imports, and the language's core messages with
 * the parts the page's route names,
 * minus the entry's own closure (index.html already preloads it). Memoised:
 * a build never changes while the server runs.
 */
export class RoutePreloadPlanner {
  private readonly entryFiles: Set<string>;
  private readonly cache = new Map<string, RoutePreloads>();

  constructor(private readonly manifest: ViteManifest) {
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const entryKeys = entryKey ? staticClosure(manifest, entryKey, new Set()) : new Set<string>();
    this.entryFiles = new Set([...entryKeys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
  }

  preloadsFor(page: string | null, locale: Locale): RoutePreloads {
    const cacheKey = `${page ?? ''}|${locale}`;
    let preloads = this.cache.get(cacheKey);
    if (!preloads) {
      preloads = this.plan(page, locale);
      this.cache.set(cacheKey, preloads);
    }
    return preloads;
  }

  private plan(page: string | null, locale: Locale): RoutePreloads {
    // A path no route names (a typo, a probe) gets nothing: the not-found page is in the entry.
    if (page === null) return NO_PRELOADS;
    const keys = new Set<string>();
    // A key the build lacks adds nothing: e.g. translations bundled into the entry rather than a chunk per language.
    const messages = [translationsKey(locale), ...(PAGE_MESSAGES[page] ?? []).map((part) => translationsKey(locale, part))];
    for (const root of [page, ...messages]) staticClosure(this.manifest, root, keys);
    const modules = new Set<string>();
    const styles = new Set<string>();
    for (const key of keys) {
      const chunk = this.manifest[key]!;
      if (!this.entryFiles.has(chunk.file)) modules.add(chunk.file);
      for (const css of chunk.css ?? []) if (!this.entryFiles.has(css)) styles.add(css);
    }
    const href = (file: string) => `/${file}`;
    return { modules: [...modules].map(href), styles: [...styles].map(href) };
  }
}

/**
 * The <link> tags for `preloads`. `crossorigin` as Vite's loader sets it on the
 * tags it adds later, so the browser reuses these responses; a stylesheet is
 * only preloaded (not applied): Vite's loader adds it in its order when the page loads.
 */
export function preloadLinks({ modules, styles }: RoutePreloads): string {
  return [
    ...modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ].join('');
}
