/**
 * `npm run size`: the gzipped JavaScript and CSS each first page downloads,
 * read from the Vite manifest of the last build (run `npm run build` first).
 * A page loads the entry with its static imports, then its own lazy route
 * chunk with that chunk's static imports. Fails when /shop passes its
 * ceiling (scripts/budgets.ts) and leaves the figures for the budget report.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, REPORT_FILES } from './budgets';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const outDir = 'dist/storefront';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}

function gzipped(file: string): number {
  return gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
}

function measure(keys: Set<string>): { js: number; css: number } {
  let js = 0;
  const cssFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js += gzipped(chunk.file);
    for (const css of chunk.css ?? []) cssFiles.add(css);
  }
  let css = 0;
  for (const file of cssFiles) css += gzipped(file);
  return { js, css };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry in the Vite manifest: run `npm run build` first.');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const pages: Record<string, string> = {
  '/shop': 'pages/shop-page.tsx',
  '/login': 'pages/login-page.tsx',
};
console.log('First load, gzipped (entry + route chunk and their static imports):');
const figures: Record<string, { jsBytes: number; cssBytes: number }> = {};
for (const [route, source] of Object.entries(pages)) {
  const routeKey = Object.keys(manifest).find((key) => key.endsWith(source));
  const keys = closure(entryKey);
  if (routeKey) closure(routeKey, keys);
  const { js, css } = measure(keys);
  figures[route] = { jsBytes: js, cssBytes: css };
  console.log(`  ${route.padEnd(8)} JavaScript ${kb(js).padStart(9)}   CSS ${kb(css).padStart(8)}`);
}
mkdirSync(dirname(REPORT_FILES.bundleSize), { recursive: true });
writeFileSync(REPORT_FILES.bundleSize, `${JSON.stringify(figures, null, 2)}\n`);

const shopKb = (figures['/shop']?.jsBytes ?? 0) / 1024;
const { target, ceiling } = BUDGETS.firstLoadJsKb;
console.log(`  /shop budget: target ${target} kB, ceiling ${ceiling} kB`);
if (shopKb > ceiling) {
  console.error(`/shop loads ${shopKb.toFixed(1)} kB of JavaScript first, over its ${ceiling} kB ceiling (scripts/budgets.ts).`);
  process.exit(1);
}
