/**
 * What each first page downloads before it can show, read from the Vite
 * manifest of a build: the entry with its static imports, the route's lazy
 * page chunk with its static imports, and the parts of the page language's
 * messages it shows (the server asks for all three in the page's HTML,
 * server/storefront).
 * Code that a page loads later (a menu's dropdown, a later capability) is
 * not counted: it is not waited for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The measured pages: their route's page module and the parts of their language's messages they show (manifest
 * keys): the core (ui/i18n/message-parts.ts), and the parts their route names (domain/routing/route-manifest.ts).
 */
export const FIRST_LOAD_PAGES = {
  '/shop': { page: 'catalogue/shop-page.tsx', messages: ['i18n/locales/en-CA.json?part=core'] },
  '/shop/:product': { page: 'product/product-page.tsx', messages: ['i18n/locales/en-CA.json?part=core'] },
  '/fr/shop': { page: 'catalogue/shop-page.tsx', messages: ['i18n/locales/fr-CA.json?part=core'] },
  '/login': { page: 'sign-in/login-page.tsx', messages: ['i18n/locales/en-CA.json?part=core', 'i18n/locales/en-CA.json?part=sign-in'] },
} as const;

export type FirstLoadPage = keyof typeof FIRST_LOAD_PAGES;

export interface FirstLoad {
  /** Gzip level 9 bytes of JavaScript, messages included. */
  readonly jsBytes: number;
  readonly cssBytes: number;
}

export function measureFirstLoads(outDir: string): Record<FirstLoadPage, FirstLoad> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest: run `npm run build` first.');

  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const gzipped = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

  const figures = {} as Record<FirstLoadPage, FirstLoad>;
  for (const [route, { page, messages }] of Object.entries(FIRST_LOAD_PAGES) as [
    FirstLoadPage,
    (typeof FIRST_LOAD_PAGES)[FirstLoadPage],
  ][]) {
    const keys = closure(entryKey, new Set());
    closure(page, keys);
    for (const part of messages) closure(part, keys);
    let jsBytes = 0;
    const cssFiles = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key];
      if (!chunk) continue;
      jsBytes += gzipped(chunk.file);
      for (const css of chunk.css ?? []) cssFiles.add(css);
    }
    let cssBytes = 0;
    for (const file of cssFiles) cssBytes += gzipped(file);
    figures[route] = { jsBytes, cssBytes };
  }
  return figures;
}
