import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsToCashCents } from '../points/points-to-cash.ts';
import {
  ERASER_WINDOW_DAYS,
  REDEEMABLE_STATUSES,
  eraserDeadline,
  eraserEligibility,
  eraserPoints,
  redeemableStatus,
} from './annual-fee-eraser.ts';

const POSTED = new Date('2026-01-10T05:00:00.000Z');
const DEADLINE = new Date('2026-04-10T05:00:00.000Z');
const fee = (redeemedAt: Date | null = null) => ({ postedAt: POSTED, redeemedAt });

describe('the annual-fee eraser (spec §4, §9)', () => {
  it('redeems a fee within 90 days of its posting, the deadline included', () => {
    expect(ERASER_WINDOW_DAYS).toBe(90);
    expect(eraserDeadline(POSTED)).toEqual(DEADLINE);
    expect(eraserEligibility(fee(), POSTED)).toEqual({ ok: true, deadline: DEADLINE });
    expect(eraserEligibility(fee(), DEADLINE)).toEqual({ ok: true, deadline: DEADLINE });
    expect(eraserEligibility(fee(), new Date(DEADLINE.getTime() + 1))).toEqual({ ok: false, reason: 'expired' });
  });

  it('redeems a fee once only', () => {
    expect(eraserEligibility(fee(new Date('2026-02-01T00:00:00Z')), POSTED)).toEqual({ ok: false, reason: 'already-redeemed' });
  });

  it('shows a fee redeemable, then expired, or redeemed whenever it was', () => {
    expect(REDEEMABLE_STATUSES).toEqual(['redeemable', 'redeemed', 'expired']);
    expect(redeemableStatus(fee(), DEADLINE)).toBe('redeemable');
    expect(redeemableStatus(fee(), new Date(DEADLINE.getTime() + 1))).toBe('expired');
    expect(redeemableStatus(fee(new Date('2026-02-01T00:00:00Z')), new Date('2027-01-01T00:00:00Z'))).toBe('redeemed');
  });

  it('erases a fee with one point a cent at the programme’s rate', () => {
    expect(eraserPoints(15_000, 0.01)).toBe(15_000);
    expect(eraserPoints(12_050, 0.01)).toBe(12_050);
    expect(eraserPoints(1, 0.01)).toBe(1);
    expect(eraserPoints(0, 0.01)).toBe(0);
  });

  it('rounds up to the points that cover the whole fee at other rates', () => {
    expect(eraserPoints(100, 0.03)).toBe(34);
    expect(eraserPoints(15_000, 1)).toBe(150);
    expect(eraserPoints(29, 0.01)).toBe(29);
  });

  it('always gives the fewest points whose cash value covers the fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(0.01, 0.007, 0.0125, 0.03, 1, 0.5), (feeCents, rate) => {
        const points = eraserPoints(feeCents, rate);
        expect(pointsToCashCents(points, rate)).toBeGreaterThanOrEqual(feeCents);
        expect(pointsToCashCents(points - 1, rate)).toBeLessThan(feeCents);
      }),
    );
  });
});
