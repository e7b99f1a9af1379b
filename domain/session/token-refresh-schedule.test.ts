import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REFRESH_AT_FRACTION, TOKEN_LIFETIME_SECONDS, refreshAt, refreshDelayMs, tokenExpiry } from './token-refresh-schedule.ts';

const issuedAt = new Date('2026-03-01T12:00:00.000Z');
const expiresAt = new Date('2026-03-01T13:00:00.000Z');
const at = (offsetMs: number) => new Date(issuedAt.getTime() + offsetMs);

describe('token refresh schedule', () => {
  it('gives tokens an hour by default and refreshes at 90% of it (spec §9)', () => {
    expect(TOKEN_LIFETIME_SECONDS).toBe(3600);
    expect(REFRESH_AT_FRACTION).toBe(0.9);
  });

  it('refreshes 54 minutes into an hour-long token', () => {
    expect(refreshAt({ issuedAt, expiresAt })).toEqual(new Date('2026-03-01T12:54:00.000Z'));
    expect(refreshDelayMs({ issuedAt, expiresAt, now: issuedAt })).toBe(3_240_000);
  });

  it('waits only what is left of the 90% once time has passed', () => {
    expect(refreshDelayMs({ issuedAt, expiresAt, now: at(3_000_000) })).toBe(240_000);
    expect(refreshDelayMs({ issuedAt, expiresAt, now: at(3_239_999) })).toBe(1);
  });

  it('refreshes at once at exactly 90% of the lifetime', () => {
    expect(refreshDelayMs({ issuedAt, expiresAt, now: at(3_240_000) })).toBe(0);
  });

  it('refreshes at once when 90% is already past, even after expiry', () => {
    expect(refreshDelayMs({ issuedAt, expiresAt, now: at(3_500_000) })).toBe(0);
    expect(refreshDelayMs({ issuedAt, expiresAt, now: at(10_000_000) })).toBe(0);
  });

  it('refreshes at once when a date is invalid rather than never', () => {
    const invalid = new Date(Number.NaN);
    expect(refreshDelayMs({ issuedAt: invalid, expiresAt, now: issuedAt })).toBe(0);
    expect(refreshDelayMs({ issuedAt, expiresAt, now: invalid })).toBe(0);
  });

  it('scales with the lifetime the server gave', () => {
    const shortLived = { issuedAt, expiresAt: at(10_000) };
    expect(refreshDelayMs({ ...shortLived, now: issuedAt })).toBe(9_000);
    expect(refreshAt({ issuedAt, expiresAt: at(1_001) }).getTime() - issuedAt.getTime()).toBe(901);
  });

  it('is never negative, never NaN, and never grows as time passes', () => {
    const date = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z') });
    fc.assert(
      fc.property(date, date, date, fc.nat(10_000_000), (issued, expires, now, later) => {
        const delay = refreshDelayMs({ issuedAt: issued, expiresAt: expires, now });
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(Number.isFinite(delay)).toBe(true);
        const laterDelay = refreshDelayMs({ issuedAt: issued, expiresAt: expires, now: new Date(now.getTime() + later) });
        expect(laterDelay).toBeLessThanOrEqual(delay);
      }),
    );
  });

  it('refreshes between issue and expiry for any positive lifetime', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 * 24 * 3600 * 1000 }), (lifetimeMs) => {
        const moment = refreshAt({ issuedAt, expiresAt: at(lifetimeMs) }).getTime();
        expect(moment).toBeGreaterThanOrEqual(issuedAt.getTime());
        expect(moment).toBeLessThanOrEqual(issuedAt.getTime() + lifetimeMs);
        expect(Math.abs(moment - issuedAt.getTime() - lifetimeMs * 0.9)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('tokenExpiry', () => {
  it('expires a token after the lifetime the server gave', () => {
    expect(tokenExpiry(issuedAt, 600)).toEqual(at(600_000));
    expect(tokenExpiry(issuedAt, 1)).toEqual(at(1_000));
  });

  it('defaults to 3600 seconds when the server gave no usable lifetime', () => {
    expect(tokenExpiry(issuedAt)).toEqual(expiresAt);
    expect(tokenExpiry(issuedAt, null)).toEqual(expiresAt);
    expect(tokenExpiry(issuedAt, 0)).toEqual(expiresAt);
    expect(tokenExpiry(issuedAt, -60)).toEqual(expiresAt);
    expect(tokenExpiry(issuedAt, Number.NaN)).toEqual(expiresAt);
    expect(tokenExpiry(issuedAt, Number.POSITIVE_INFINITY)).toEqual(expiresAt);
  });

  it('is always after the issue time', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -10_000, max: 10_000_000 }), { nil: undefined }), (seconds) => {
        expect(tokenExpiry(issuedAt, seconds).getTime()).toBeGreaterThan(issuedAt.getTime());
      }),
    );
  });
});
