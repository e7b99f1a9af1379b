/**
 * Crash-test failpoints (tests/api/checkout-crash.test.ts): with
 * TEST_FAILPOINT=<step>:<Idempotency-Key> in the environment, the request of
 * that key stops at that step for good (it prints "failpoint <step> reached"
 * and never goes on), so the test can kill -9 the node exactly there. Unset
 * (always, outside that test) it does nothing.
 */
const configured = process.env.TEST_FAILPOINT?.trim() ?? '';

export type FailpointStep = 'intent-created' | 'processor-authorized' | 'intent-authorized' | 'order-written' | 'order-committed' | 'processor-captured';

export async function failpoint(step: FailpointStep, idempotencyKey: string): Promise<void> {
  if (configured === '' || configured !== `${step}:${idempotencyKey}`) return;
  process.stdout.write(`failpoint ${step} reached\n`);
  await new Promise<never>(() => undefined);
}
