import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBreach } from './support/error-contract';
import { describeFailure } from './support/failure-report';
import { FuzzCaller, statusSummary } from './support/fuzz-caller';
import { requestsFor, type FuzzRequest } from './support/fuzz-request';
import { loadOperations } from './support/openapi-operations';
import { createTestApp, ManualClock, type TestApp } from './support/test-app';

/** Fixed, so that every run sends the same requests; FUZZ_SEED=<n> explores further (and replays a report's seed). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const TOTAL_REQUESTS = 10_000;

describe('schema-driven fuzzing of every operation in openapi/programme-api.yaml', () => {
  let t: TestApp;
  let caller: FuzzCaller;
  // Starts at the real time, after the seed's data was written (an earlier clock makes histories run backwards);
  // the caller moves it on only to get past a sign-in pause.
  const clock = new ManualClock();

  beforeAll(async () => {
    // The file's own database: fuzzed writes (carts, addresses, registrations) touch nothing else.
    t = await createTestApp({ clock });
    caller = new FuzzCaller(t.app, clock, 'elite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it(
    `answers ${TOTAL_REQUESTS.toLocaleString('en-CA')} generated requests with no 5xx, every 4xx an ErrorBody and every 400 with field errors`,
    async () => {
      const operations = loadOperations();
      expect(operations.length).toBeGreaterThan(50);
      const runsEach = Math.ceil(TOTAL_REQUESTS / operations.length);
      const failures: string[] = [];

      for (const [index, operation] of operations.entries()) {
        const seed = SEED + index;
        const details = await fc.check(
          fc.asyncProperty(requestsFor(operation), async (request: FuzzRequest) => {
            const breach = contractBreach(await caller.send(request));
            if (breach) throw new Error(breach);
          }),
          { seed, numRuns: runsEach },
        );
        if (details.failed) {
          const breach = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
          failures.push(describeFailure(operation, SEED, details.counterexample?.[0], breach));
        }
      }

      console.info(`openapi fuzzing: ${caller.sent} requests over ${operations.length} operations (seed ${SEED}): ${statusSummary(caller.statuses)}`);
      expect(failures, `\n${failures.join('\n\n')}\n`).toEqual([]);
      expect(caller.sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
    },
    180_000,
  );
});
