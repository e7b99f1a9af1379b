import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, idleDeadline, isIdle } from './idle-timeout.ts';

const lastActivity = new Date('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(lastActivity.getTime() + ms);

describe('idle timeout', () => {
  it('is 15 minutes (spec §9)', () => {
    expect(IDLE_TIMEOUT_MS).toBe(15 * 60 * 1000);
  });

  it('expires the session 15 minutes after the last activity', () => {
    expect(idleDeadline(lastActivity)).toEqual(new Date('2026-03-01T12:15:00.000Z'));
  });

  it('is not idle before the deadline', () => {
    expect(isIdle(lastActivity, lastActivity)).toBe(false);
    expect(isIdle(lastActivity, later(IDLE_TIMEOUT_MS - 1))).toBe(false);
  });

  it('is idle from the deadline on', () => {
    expect(isIdle(lastActivity, later(IDLE_TIMEOUT_MS))).toBe(true);
    expect(isIdle(lastActivity, later(IDLE_TIMEOUT_MS + 3_600_000))).toBe(true);
  });

  it('counts an invalid date as idle, ending the session', () => {
    expect(isIdle(new Date(Number.NaN), lastActivity)).toBe(true);
    expect(isIdle(lastActivity, new Date(Number.NaN))).toBe(true);
  });

  it('stays idle once idle as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -IDLE_TIMEOUT_MS, max: 3 * IDLE_TIMEOUT_MS }), fc.nat(IDLE_TIMEOUT_MS), (elapsed, more) => {
        expect(isIdle(lastActivity, later(elapsed))).toBe(elapsed >= IDLE_TIMEOUT_MS);
        if (isIdle(lastActivity, later(elapsed))) {
          expect(isIdle(lastActivity, later(elapsed + more))).toBe(true);
        }
      }),
    );
  });
});
