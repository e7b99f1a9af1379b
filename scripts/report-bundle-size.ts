/**
 * `npm run size`: the gzipped JavaScript and CSS each first page downloads
 * (scripts/first-load.ts), from the last build (run `npm run build` first).
 * Leaves the figures for the budget report and fails when /shop passes its
 * ceiling (scripts/budgets.ts); the build itself fails there too
 * (scripts/first-load-budget.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BUDGETS, REPORT_FILES } from './budgets';
import { measureFirstLoads } from './first-load';

const figures = measureFirstLoads('dist/storefront');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

console.log('First load, gzipped (entry, route chunk, their static imports and the parts of the page language’s messages it shows):');
for (const [route, { jsBytes, cssBytes }] of Object.entries(figures)) {
  console.log(`  ${route.padEnd(15)} JavaScript ${kb(jsBytes).padStart(9)}   CSS ${kb(cssBytes).padStart(8)}`);
}
mkdirSync(dirname(REPORT_FILES.bundleSize), { recursive: true });
writeFileSync(REPORT_FILES.bundleSize, `${JSON.stringify(figures, null, 2)}\n`);

const shopKb = figures['/shop'].jsBytes / 1024;
const { target, ceiling } = BUDGETS.firstLoadJsKb;
console.log(`  /shop budget: target ${target} kB, ceiling ${ceiling} kB`);
if (shopKb > ceiling) {
  console.error(`/shop loads ${shopKb.toFixed(1)} kB of JavaScript first, over its ${ceiling} kB ceiling (scripts/budgets.ts).`);
  process.exit(1);
}
