import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractBreach } from './support/error-contract';
import { describeFailure } from './support/failure-report';
import { FuzzCaller, statusSummary } from './support/fuzz-caller';
import { requestsFor, type FuzzRequest } from './support/fuzz-request';
import { loadOperations } from './support/openapi-operations';
import { createTestApp, ManualClock, type TestApp } from './support/test-app';
import { wrongTypedFields, wrongTypedRequest } from './support/wrong-typed-body';

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
    // A safety net, not a budget: about a minute on a quiet 2-core machine, over three on a loaded one.
    420_000,
  );

  it('refuses every body field of the wrong JSON type with a 400 naming it (no coercion: "2", true or [3] is not a quantity)', async () => {
    const cases = wrongTypedFields(loadOperations());
    expect(cases.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const [index, wrong] of cases.entries()) {
      const request = wrongTypedRequest(wrong, SEED + index);
      const response = await caller.send(request);
      const fields = response.statusCode === 400 ? (JSON.parse(response.body) as { errors?: Array<{ field: string }> }).errors?.map((e) => e.field) : [];
      if (!fields?.includes(wrong.field)) {
        failures.push(`${wrong.operation.id} ${wrong.field}=${JSON.stringify(wrong.value)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  }, 120_000);
});
