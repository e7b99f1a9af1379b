import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  comparePointValues,
  hundredthsOfCentPerPoint,
  isBelowPointValue,
  MILES_RATIO_POINTS,
  pointValue,
  pointValueOfMiles,
  pointValueOfRate,
  RATE_POINTS,
} from './value-per-point.ts';

describe('pointValue', () => {
  it('keeps cents over points as given', () => {
    expect(pointValue(2_500, 2_250)).toEqual({ cents: 2_500, points: 2_250 });
    expect(pointValue(0, 1)).toEqual({ cents: 0, points: 1 });
  });

  it('refuses fractions, negative cents and no points as caller bugs', () => {
    expect(() => pointValue(1.5, 1)).toThrow(RangeError);
    expect(() => pointValue(-1, 1)).toThrow(RangeError);
    expect(() => pointValue(1, 0)).toThrow(RangeError);
    expect(() => pointValue(1, 0.5)).toThrow(RangeError);
    expect(() => pointValue(2 ** 53, 1)).toThrow(RangeError);
    expect(() => pointValue(1, 2 ** 53)).toThrow('got 1 over 9007199254740992');
  });
});

describe('pointValueOfRate', () => {
  it('reads the programme rate over a million points, exactly', () => {
    expect(RATE_POINTS).toBe(1_000_000);
    expect(pointValueOfRate(0.01)).toEqual({ cents: 1_000_000, points: 1_000_000 });
    expect(pointValueOfRate(0.000001)).toEqual({ cents: 100, points: 1_000_000 });
    expect(pointValueOfRate(0.0125)).toEqual({ cents: 1_250_000, points: 1_000_000 });
  });
});

describe('pointValueOfMiles', () => {
  it('is miles per point times the reference value of a mile in hundredths of a cent', () => {
    expect(MILES_RATIO_POINTS).toBe(10_000);
    expect(pointValueOfMiles(0.8, 150)).toEqual({ cents: 1_200_000, points: 1_000_000 });
    expect(pointValueOfMiles(1, 150)).toEqual({ cents: 1_500_000, points: 1_000_000 });
    expect(pointValueOfMiles(0.5, 150)).toEqual({ cents: 750_000, points: 1_000_000 });
    expect(pointValueOfMiles(1.2345, 1)).toEqual({ cents: 12_345, points: 1_000_000 });
  });

  it('rounds a fifth decimal of miles to the nearest ten-thousandth', () => {
    expect(pointValueOfMiles(0.00005, 100).cents).toBe(100);
    expect(pointValueOfMiles(0.00004, 100).cents).toBe(0);
  });
});

describe('comparePointValues', () => {
  it('orders by value a point, not by either number alone', () => {
    expect(comparePointValues(pointValue(2_500, 2_250), pointValue(1, 1))).toBe(1);
    expect(comparePointValues(pointValue(1, 1), pointValue(2_500, 2_250))).toBe(-1);
    expect(comparePointValues(pointValue(1, 1), pointValue(2, 2))).toBe(0);
    expect(comparePointValues(pointValue(3, 4), pointValue(2, 3))).toBe(1);
  });

  it('is exact where floating-point division is not', () => {
    const big = Number.MAX_SAFE_INTEGER;
    // As doubles big / (big - 1) and (big - 1) / (big - 2) are the same number.
    expect(big / (big - 1)).toBe((big - 1) / (big - 2));
    expect(comparePointValues(pointValue(big, big - 1), pointValue(big - 1, big - 2))).toBe(-1);
    expect(comparePointValues(pointValue(big - 1, big - 2), pointValue(big, big - 1))).toBe(1);
  });

  it('is antisymmetric and agrees with cross-multiplication', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), fc.nat(1_000_000), fc.integer({ min: 1, max: 1_000_000 }), (ac, ap, bc, bp) => {
        const a = pointValue(ac, ap);
        const b = pointValue(bc, bp);
        expect(comparePointValues(a, b)).toBe(Math.sign(ac * bp - bc * ap));
        expect(comparePointValues(b, a) + comparePointValues(a, b)).toBe(0);
      }),
    );
  });
});

describe('isBelowPointValue', () => {
  it('is true only when strictly less', () => {
    expect(isBelowPointValue(pointValue(750_000, 1_000_000), pointValue(1, 1))).toBe(true);
    expect(isBelowPointValue(pointValue(1, 1), pointValue(2, 2))).toBe(false);
    expect(isBelowPointValue(pointValue(3, 2), pointValue(1, 1))).toBe(false);
  });
});

describe('hundredthsOfCentPerPoint', () => {
  it('rounds half up in hundredths of a cent', () => {
    expect(hundredthsOfCentPerPoint(pointValue(2_500, 2_250))).toBe(111);
    expect(hundredthsOfCentPerPoint(pointValue(1, 8))).toBe(13);
    expect(hundredthsOfCentPerPoint(pointValue(1, 3))).toBe(33);
    expect(hundredthsOfCentPerPoint(pointValue(2, 3))).toBe(67);
    expect(hundredthsOfCentPerPoint(pointValue(1, 1))).toBe(100);
    expect(hundredthsOfCentPerPoint(pointValue(0, 7))).toBe(0);
    expect(hundredthsOfCentPerPoint(pointValue(1, 200))).toBe(1);
    expect(hundredthsOfCentPerPoint(pointValue(1, 201))).toBe(0);
  });

  it('is within half a hundredth of the exact value, and exactly half rounds up', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 10_000_000 }), (cents, points) => {
        const shown = hundredthsOfCentPerPoint(pointValue(cents, points));
        const exactTimesTwoPoints = cents * 200;
        expect(shown * 2 * points).toBeLessThanOrEqual(exactTimesTwoPoints + points);
        expect(shown * 2 * points).toBeGreaterThan(exactTimesTwoPoints - points);
      }),
    );
  });
});
