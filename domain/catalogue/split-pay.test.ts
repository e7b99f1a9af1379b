import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_POINTS_SHARE_PERCENT, minimumPoints, splitPayMessage } from './split-pay.ts';

describe('splitPayMessage', () => {
  it('asks for a minimum of points when the minimum points share is under 100%', () => {
    expect(splitPayMessage({ minPercentagePoints: 80, minPercentageFiat: 0 })).toBe('minimum-points-required');
    expect(splitPayMessage({ minPercentagePoints: 99, minPercentageFiat: 20 })).toBe('minimum-points-required');
    expect(splitPayMessage({ minPercentagePoints: 0, minPercentageFiat: 0 })).toBe('minimum-points-required');
  });

  it('checks the points share first, as spec §5 lists it, even when cash is 100%', () => {
    expect(splitPayMessage({ minPercentagePoints: 0, minPercentageFiat: 100 })).toBe('minimum-points-required');
  });

  it('says cash only when the points share is 100% and the cash share is 100%', () => {
    expect(splitPayMessage({ minPercentagePoints: 100, minPercentageFiat: 100 })).toBe('cash-only');
  });

  it('says points only otherwise', () => {
    expect(splitPayMessage({ minPercentagePoints: 100, minPercentageFiat: 0 })).toBe('points-only');
    expect(splitPayMessage({ minPercentagePoints: 100, minPercentageFiat: 99 })).toBe('points-only');
    expect(splitPayMessage({ minPercentagePoints: 100, minPercentageFiat: 101 })).toBe('points-only');
  });
});

describe('minimumPoints', () => {
  it('requires at least 80% in points by default (spec §9)', () => {
    expect(MIN_POINTS_SHARE_PERCENT).toBe(80);
    expect(minimumPoints(10000)).toBe(8000);
  });

  it('rounds a fractional share up, so the points share is never short', () => {
    expect(minimumPoints(29)).toBe(24);
    expect(minimumPoints(1)).toBe(1);
    expect(minimumPoints(101, 50)).toBe(51);
  });

  it('takes another share when given', () => {
    expect(minimumPoints(2500, 100)).toBe(2500);
    expect(minimumPoints(2500, 0)).toBe(0);
    expect(minimumPoints(0)).toBe(0);
  });

  it('always gives the fewest whole points that reach the share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (total, percent) => {
        const points = minimumPoints(total, percent);
        expect(Number.isInteger(points)).toBe(true);
        expect(points).toBeGreaterThanOrEqual(0);
        expect(points).toBeLessThanOrEqual(total);
        expect(points * 100).toBeGreaterThanOrEqual(total * percent);
        expect((points - 1) * 100).toBeLessThan(total * percent);
      }),
    );
  });
});
