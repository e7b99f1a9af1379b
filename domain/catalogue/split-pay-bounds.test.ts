import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsToCashCents } from '../points/points-to-cash.ts';
import { clampSplitPoints, splitPayBounds, splitPayment } from './split-pay.ts';

describe('split pay bounds (spec §5)', () => {
  it('needs at least 80% in points and allows up to the whole total', () => {
    expect(splitPayBounds(10_000)).toEqual({ minPoints: 8_000, maxPoints: 10_000 });
    expect(splitPayBounds(10_001)).toEqual({ minPoints: 8_001, maxPoints: 10_001 });
  });

  it('takes a product’s higher minimum share, never a lower one', () => {
    expect(splitPayBounds(10_000, 90)).toEqual({ minPoints: 9_000, maxPoints: 10_000 });
    expect(splitPayBounds(10_000, 50)).toEqual({ minPoints: 8_000, maxPoints: 10_000 });
  });

  it('clamps a chosen amount into the bounds, whole', () => {
    expect(clampSplitPoints(10_000, 5_000)).toBe(8_000);
    expect(clampSplitPoints(10_000, 12_000)).toBe(10_000);
    expect(clampSplitPoints(10_000, 8_500.9)).toBe(8_500);
    expect(clampSplitPoints(10_000, 8_000)).toBe(8_000);
    expect(clampSplitPoints(10_000, Number.NaN)).toBe(10_000);
    expect(clampSplitPoints(10_000, 5_000, 95)).toBe(9_500);
  });
});

describe('splitPayment', () => {
  it('charges the card the cash value of the points not paid, at the rate (one point is one cent at 0.01)', () => {
    expect(splitPayment({ totalPoints: 10_000, points: 8_000, conversionRate: 0.01 })).toEqual({
      ok: true,
      points: 8_000,
      cashPoints: 2_000,
      cashCents: 2_000,
    });
    expect(splitPayment({ totalPoints: 10_000, points: 10_000, conversionRate: 0.01 })).toEqual({ ok: true, points: 10_000, cashPoints: 0, cashCents: 0 });
    expect(splitPayment({ totalPoints: 3, points: 3, conversionRate: 0.005 })).toMatchObject({ cashCents: 0 });
    expect(splitPayment({ totalPoints: 1_000, points: 800, conversionRate: 0.005 })).toMatchObject({ cashPoints: 200, cashCents: 100 });
  });

  it('refuses under the minimum share, over the total, or a fraction of a point', () => {
    expect(splitPayment({ totalPoints: 10_000, points: 7_999, conversionRate: 0.01 })).toEqual({ ok: false, reason: 'below-minimum-points' });
    expect(splitPayment({ totalPoints: 10_000, points: 10_001, conversionRate: 0.01 })).toEqual({ ok: false, reason: 'above-total' });
    expect(splitPayment({ totalPoints: 10_000, points: 8_000.5, conversionRate: 0.01 })).toEqual({ ok: false, reason: 'not-whole-points' });
    expect(splitPayment({ totalPoints: 10_000, points: 8_500, conversionRate: 0.01, percent: 90 })).toEqual({ ok: false, reason: 'below-minimum-points' });
  });

  it('never goes under 80% points, and points + cash always equal the total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: -1_000, max: 6_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (total, points, percent) => {
          const split = splitPayment({ totalPoints: total, points, conversionRate: 0.01, percent });
          if (!split.ok) {
            expect(points < splitPayBounds(total, percent).minPoints || points > total).toBe(true);
            return;
          }
          expect(split.points * 100).toBeGreaterThanOrEqual(total * 80);
          expect(split.points * 100).toBeGreaterThanOrEqual(total * percent);
          expect(split.points + split.cashPoints).toBe(total);
          expect(split.cashCents).toBe(pointsToCashCents(split.cashPoints, 0.01));
        },
      ),
    );
  });

  it('accepts every amount the clamp gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5_000_000 }), fc.double({ noNaN: false }), (total, requested) => {
        expect(splitPayment({ totalPoints: total, points: clampSplitPoints(total, requested), conversionRate: 0.01 }).ok).toBe(true);
      }),
    );
  });
});
