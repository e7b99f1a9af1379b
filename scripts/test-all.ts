/**
 * `npm test`: every check and test suite, stopping at the first failure, then
 * the budget report (scripts/budgets.ts) and the time each part took (CI keeps
 * the whole run under 15 minutes on a 2-core machine; the times show which
 * part grows).
 *
 * Parts that need nothing of each other run side by side in one stage (the
 * unit suite spends much of its time waiting on PostgreSQL, the checks and
 * the build fill that time); a side-by-side part's output is printed whole
 * when it ends, so logs never interleave. Stages run in order: the journeys
 * need the build, the reports need the journeys, and Lighthouse runs alone.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { REPORT_FILES } from './budgets';
import { ensureChromium } from './support/ensure-chromium';

/** Each stage: lanes run side by side, each lane's parts one after another. */
const STAGES: readonly (readonly (readonly string[])[])[] = [
  [['check:api', 'check:types', 'check:boundaries', 'check:domain-api'], ['build', 'size'], ['test:unit']],
  // Stryker mostly waits on its test runners: beside the journeys it took no time off them (463 s against 468 s) and
  // its own half minute off the run (November 2026). Lighthouse stays alone: it measures the machine's speed.
  [['test:e2e'], ['test:mutation']],
  [['report:lighthouse']],
  [['report:budgets']],
];

interface PartResult {
  part: string;
  seconds: number;
  ok: boolean;
}

function runPart(part: string, buffered: boolean): Promise<PartResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', part], { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (buffered) process.stdout.write(`\n== ${part} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      resolve({ part, seconds, ok: code === 0 });
    });
  });
}

async function runLane(lane: readonly string[], buffered: boolean): Promise<PartResult[]> {
  const results: PartResult[] = [];
  for (const part of lane) {
    const result = await runPart(part, buffered);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

async function main(): Promise<void> {
  // The journeys need a Chromium: Debian's, installed here when the machine has none (as .ci/run does).
  await ensureChromium();
  // The budget report reads what this run measured, never an earlier run's figures.
  for (const file of Object.values(REPORT_FILES)) rmSync(dirname(file), { recursive: true, force: true });

  const times: PartResult[] = [];
  const started = Date.now();
  let failed: string | null = null;
  for (const stage of STAGES) {
    const lanes = await Promise.all(stage.map((lane) => runLane(lane, stage.length > 1)));
    times.push(...lanes.flat());
    failed = lanes.flat().find((result) => !result.ok)?.part ?? null;
    if (failed !== null) break;
  }

  console.log('\n== time per part (side-by-side parts overlap)');
  for (const { part, seconds } of times) console.log(`${part.padEnd(18)} ${String(seconds).padStart(5)} s`);
  console.log(`${'total (wall)'.padEnd(18)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`);
  if (failed !== null) {
    console.error(`\nnpm test failed at ${failed}.`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
