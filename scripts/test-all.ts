/**
 * `npm test`: every check and test suite in order, stopping at the first
 * failure, then the budget report (scripts/budgets.ts) and the time each part took (CI keeps the whole run under 15
 * minutes on a 2-core machine; the times show which part grows).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { REPORT_FILES } from './budgets';

const PARTS = [
  'check:api',
  'check:types',
  'check:boundaries',
  'test:unit',
  'build',
  'size',
  'test:e2e',
  'report:lighthouse',
  'test:mutation',
  'report:budgets',
] as const;

// The budget report reads what this run measured, never an earlier run's figures.
for (const file of Object.values(REPORT_FILES)) rmSync(dirname(file), { recursive: true, force: true });

const times: Array<{ part: string; seconds: number }> = [];
let failed: string | null = null;
for (const part of PARTS) {
  const started = Date.now();
  const { status } = spawnSync('npm', ['run', '--silent', part], { stdio: 'inherit' });
  times.push({ part, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) {
    failed = part;
    break;
  }
}

console.log('\n== time per part');
for (const { part, seconds } of times) console.log(`${part.padEnd(18)} ${String(seconds).padStart(5)} s`);
console.log(`${'total'.padEnd(18)} ${String(times.reduce((sum, { seconds }) => sum + seconds, 0)).padStart(5)} s`);
if (failed !== null) {
  console.error(`\nnpm test failed at ${failed}.`);
  process.exit(1);
}
