import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_SIGN_IN_THROTTLE, SIGN_IN_THROTTLE } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { PasswordCheckPool, signInBusy } from '../../server/auth/password-check-pool';
import { createTestApp, DEMO_PASSWORD, errorBody, loginRequest, ManualClock, type TestApp } from './support/test-app';

const WRONG = 'Wrong#2026';
const LIMIT = CLIENT_ADDRESS_SIGN_IN_THROTTLE.maxAttempts;

/**
 * Issue 22 item 8: a burst of wrong passwords. Every attempt is reserved in
 * PostgreSQL before its password is hashed, so an address's limit bounds the
 * hashes it costs; the hashing threads' queue is bounded and a full one
 * answers 429 at once; a known device is served first.
 */
describe('a flood of wrong passwords hashes at most the address limit and starves nobody', () => {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  // Room for every check: what bounds the hashes here is the reservation, not the queue.
  const checks = new PasswordCheckPool({ threads: 1, queueLimit: 1000 });
  let t: TestApp;

  beforeAll(async () => {
    // The mail dispatcher and the payment recovery sweep take a connection on their own timers: on a slow machine
    // one ran during the flood and was counted as a third sign-in connection. They are off here.
    t = await createTestApp({ clock, passwordCheckPool: checks, config: { mailDispatchIntervalMs: 0, recoverySweepIntervalMs: 0 } });
    // The decoy for unknown names is made once; make it before counting.
    await t.app.inject({ ...loginRequest('warm-up-unknown', WRONG), remoteAddress: '192.0.2.250' });
  });
  afterAll(async () => {
    await t.close();
    await checks.close();
  });

  const signInFrom = (remoteAddress: string, userAccount: string, password?: string, deviceToken?: string) =>
    t.app.inject({
      ...loginRequest(userAccount, password),
      remoteAddress,
      ...(deviceToken
        ? { payload: { ...loginRequest(userAccount, password).payload, device_token: deviceToken } }
        : {}),
    });

  it('300 parallel wrong passwords on different names from one address hash at most the address limit', async () => {
    const before = checks.derivationsStarted;
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => signInFrom('198.51.100.10', `flood-name-${i}`, WRONG)),
    );
    const hashed = checks.derivationsStarted - before;
    expect(hashed).toBeLessThanOrEqual(LIMIT);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(hashed);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    // Refused without hashing, right password or not.
    const after = checks.derivationsStarted;
    expect((await signInFrom('198.51.100.10', 'elite')).statusCode).toBe(429);
    expect(checks.derivationsStarted).toBe(after);
  }, 120_000);

  it('a flood from one address never makes anyone wait for a database connection, and once paused asks PostgreSQL nothing', async () => {
    const pool = t.db.pool;
    let mostBusy = 0;
    let mostWaiting = 0;
    let sampling = true;
    const sample = () => {
      mostBusy = Math.max(mostBusy, pool.totalCount - pool.idleCount);
      mostWaiting = Math.max(mostWaiting, pool.waitingCount);
      if (sampling) setImmediate(sample);
    };
    sample();
    const responses = await Promise.all(
      Array.from({ length: 300 }, (_, i) => signInFrom('198.51.100.77', `pool-flood-${i}`, WRONG)),
    );
    sampling = false;
    expect(responses.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(LIMIT);
    // Two attempts of the address at a time, each on one connection; the pool holds ten.
    expect(mostWaiting).toBe(0);
    expect(mostBusy).toBeLessThanOrEqual(2);

    const asked = { queries: 0, connections: 0 };
    const query = pool.query.bind(pool);
    const connect = pool.connect.bind(pool);
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      asked.queries += 1;
      return (query as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    pool.connect = ((...args: Parameters<typeof pool.connect>) => {
      asked.connections += 1;
      return (connect as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.connect;
    try {
      const later = await Promise.all(Array.from({ length: 50 }, (_, i) => signInFrom('198.51.100.77', `pool-flood-late-${i}`, WRONG)));
      expect(later.every((response) => response.statusCode === 429)).toBe(true);
      expect(later[0]?.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
    } finally {
      pool.query = query;
      pool.connect = connect;
    }
    expect(asked).toEqual({ queries: 0, connections: 0 });
  }, 120_000);

  it('a member on a known device signs in while 300 guesses at their own name and others arrive from elsewhere', async () => {
    const device = (await signInFrom('192.0.2.1', 'marie')).json<{ data: { device_token: string } }>().data.device_token;
    const flood = Promise.all(
      Array.from({ length: 300 }, (_, i) => signInFrom(`203.0.113.${i % 10}`, i % 2 === 0 ? 'marie' : `other-${i}`, WRONG)),
    );
    const member = await signInFrom('192.0.2.1', 'marie', DEMO_PASSWORD, device);
    await flood;
    expect(member.statusCode).toBe(200);
    expect((await signInFrom('192.0.2.1', 'marie', DEMO_PASSWORD, device)).statusCode).toBe(200);
  }, 120_000);

  it('the account limit still holds per account: five of twenty parallel guesses are hashed', async () => {
    const before = checks.derivationsStarted;
    await Promise.all(Array.from({ length: 20 }, () => signInFrom('192.0.2.20', 'select', WRONG)));
    expect(checks.derivationsStarted - before).toBeLessThanOrEqual(SIGN_IN_THROTTLE.maxAttempts);
  });
});

describe('a full hashing queue answers 429 SIGN_IN_BUSY at once, and the attempt is not counted', () => {
  /** A pool whose queue is always full (the pool's own admission is unit-tested in server/auth/password-check-pool.test.ts). */
  class FullPool extends PasswordCheckPool {
    override derive(): Promise<Buffer> {
      return Promise.reject(signInBusy(3));
    }
  }
  const checks = new FullPool({ threads: 1 });
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ passwordCheckPool: checks });
  });
  afterAll(async () => {
    await t.close();
    await checks.close();
  });

  it('answers 429 SIGN_IN_BUSY with Retry-After, and leaves no attempt on the account or the address', async () => {
    const busy = await t.app.inject({ ...loginRequest('elite'), remoteAddress: '198.51.100.20' });
    expect(busy.statusCode).toBe(429);
    expect(errorBody(busy)).toEqual({
      code: 'SIGN_IN_BUSY',
      message: 'Many sign-ins are being checked right now. Please try again in a few seconds.',
      data: { retry_after_seconds: 3 },
    });
    expect(busy.headers['retry-after']).toBe('3');
    const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM sign_in_attempt');
    expect(rows[0]!.n).toBe(0);
  });
});
