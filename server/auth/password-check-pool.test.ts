import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { defaultHashThreads, PasswordCheckPool, type DerivationRequest } from './password-check-pool';

/** Costly enough (about 10-30 ms) that the queue fills while the first derivation runs. */
const SLOW = { N: 16_384, r: 8, p: 1, keyLength: 32 };

const request = (lane: DerivationRequest['lane'], addressKey: string | null = null): DerivationRequest => ({
  password: 'Wrong#2026',
  salt: Buffer.alloc(16, 1),
  parameters: SLOW,
  lane,
  addressKey,
});

const outcome = (promise: Promise<Buffer>) =>
  promise.then(
    () => 'done' as const,
    (error: unknown) => (error instanceof ApiError ? error.code : 'error'),
  );

describe('the password checks pool (scrypt on its own threads, bounded queue)', () => {
  let pool: PasswordCheckPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  it('takes half the cores, at least one', () => {
    expect(defaultHashThreads(1)).toBe(1);
    expect(defaultHashThreads(2)).toBe(1);
    expect(defaultHashThreads(3)).toBe(1);
    expect(defaultHashThreads(8)).toBe(4);
  });

  it('derives the same key as scrypt, on a worker thread', async () => {
    pool = new PasswordCheckPool({ threads: 1, queueLimit: 1 });
    const { scryptSync } = await import('node:crypto');
    const key = await pool.derive(request('open'));
    expect(key.equals(scryptSync('Wrong#2026', Buffer.alloc(16, 1), 32, { N: SLOW.N, r: SLOW.r, p: SLOW.p, maxmem: 64 * 1024 * 1024 }))).toBe(true);
  });

  it('runs one check per thread, queues up to its limit and refuses the rest at once with 429 SIGN_IN_BUSY', async () => {
    pool = new PasswordCheckPool({ threads: 1, queueLimit: 2 });
    const outcomes = Array.from({ length: 6 }, () => outcome(pool!.derive(request('open', 'address:a'))));
    expect(pool.queued).toBe(2);
    expect(await Promise.all(outcomes)).toEqual(['done', 'done', 'done', 'SIGN_IN_BUSY', 'SIGN_IN_BUSY', 'SIGN_IN_BUSY']);
    expect(pool.derivationsStarted).toBe(3);
  });

  it('when full, a known device, or an address holding less, takes the place of the flooding address’s newest check', async () => {
    pool = new PasswordCheckPool({ threads: 1, queueLimit: 3 });
    const flood = Array.from({ length: 4 }, () => outcome(pool!.derive(request('open', 'address:flood'))));
    const trusted = outcome(pool.derive(request('trusted', 'address:member')));
    const other = outcome(pool.derive(request('open', 'address:other')));
    expect(await trusted).toBe('done');
    expect(await other).toBe('done');
    expect(await Promise.all(flood)).toEqual(['done', 'done', 'SIGN_IN_BUSY', 'SIGN_IN_BUSY']);
  });

  it('serves the trusted lane first, then open checks round-robin by address', async () => {
    pool = new PasswordCheckPool({ threads: 1, queueLimit: 10 });
    const order: string[] = [];
    const track = (name: string, lane: DerivationRequest['lane'], address: string) =>
      pool!.derive(request(lane, address)).then(() => order.push(name));
    await Promise.all([
      track('first', 'open', 'a'),
      track('a2', 'open', 'a'),
      track('a3', 'open', 'a'),
      track('b1', 'open', 'b'),
      track('device', 'trusted', 'c'),
    ]);
    expect(order).toEqual(['first', 'device', 'a2', 'b1', 'a3']);
  });
});
