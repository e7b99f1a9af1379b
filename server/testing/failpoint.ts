/**
 * Crash-test failpoints (tests/api/checkout-crash.test.ts): with
 * TEST_FAILPOINT=<step>:<Idempotency-Key>[,<step>:<Idempotency-Key>…] in the
 * environment, the request of each key stops at its step for good (it prints
 * "failpoint <step> reached" and never goes on), so the test can kill -9 the
 * node with a checkout at each step. Unset (always, outside that test) it
 * does nothing.
 */
const configured = new Set(
  (process.env.TEST_FAILPOINT ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== ''),
);

export type FailpointStep =
  | 'intent-created'
  | 'processor-authorized'
  | 'intent-authorized'
  | 'order-written'
  | 'order-committed'
  | 'processor-captured'
  // A cancellation: written (not committed), its card refund owed and committed, then made at the processor (not recorded).
  | 'cancellation-written'
  | 'refund-owed'
  | 'processor-refunded';

export async function failpoint(step: FailpointStep, idempotencyKey: string): Promise<void> {
  if (configured.size === 0 || !configured.has(`${step}:${idempotencyKey}`)) return;
  process.stdout.write(`failpoint ${step} reached\n`);
  await new Promise<never>(() => undefined);
}
