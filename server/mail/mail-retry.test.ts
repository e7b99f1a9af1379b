import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_RETRY, retryDelayMs } from './mail-retry';

describe('a refused email waits twice as long before each new try, up to a ceiling', () => {
  const policy = { baseDelayMs: 1_000, maxDelayMs: 10_000 };

  it('waits the base after the first refusal, then doubles', () => {
    expect([1, 2, 3, 4].map((failed) => retryDelayMs(failed, policy))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });

  it('never waits longer than the ceiling', () => {
    expect(retryDelayMs(5, policy)).toBe(10_000);
    expect(retryDelayMs(60, policy)).toBe(10_000);
    expect(retryDelayMs(5_000, policy)).toBe(10_000);
    expect(retryDelayMs(5, { baseDelayMs: 1_000, maxDelayMs: 16_000 })).toBe(16_000);
    expect(retryDelayMs(6, { baseDelayMs: 1_000, maxDelayMs: 16_001 })).toBe(16_001);
  });

  it('treats a count below one as the first refusal', () => {
    expect(retryDelayMs(0, policy)).toBe(1_000);
  });

  it('by default waits a minute, then up to an hour, for ten attempts', () => {
    expect(DEFAULT_MAIL_RETRY).toEqual({ baseDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 10 });
    expect(retryDelayMs(7, DEFAULT_MAIL_RETRY)).toBe(3_600_000);
    expect(retryDelayMs(6, DEFAULT_MAIL_RETRY)).toBe(1_920_000);
  });
});
