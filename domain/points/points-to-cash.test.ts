import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONVERSION_RATE } from './points-currency.ts';
import { pointsToCashCents } from './points-to-cash.ts';

/** Exact floor(points × rate × 100) for rate = rateDigits / 10^rateScale, computed with BigInt as an oracle. */
function exactCents(points: number, rateDigits: number, rateScale: number): number {
  const numerator = BigInt(points) * BigInt(rateDigits) * BigInt(100);
  const denominator = BigInt(10) ** BigInt(rateScale);
  const quotient = numerator / denominator;
  const isBelowZeroWithRemainder = numerator < BigInt(0) && quotient * denominator !== numerator;
  return Number(isBelowZeroWithRemainder ? quotient - BigInt(1) : quotient);
}

const decimalRate = fc
  .record({ digits: fc.integer({ min: 1, max: 100_000 }), scale: fc.integer({ min: 0, max: 8 }) })
  .map(({ digits, scale }) => ({ digits, scale, rate: Number(`${digits}e-${scale}`) }));

describe('pointsToCashCents', () => {
  it('values one point at one cent at the server rate 0.01, without floating-point loss (29 points are 29 cents)', () => {
    expect(pointsToCashCents(29, 0.01)).toBe(29);
    expect(pointsToCashCents(152_300, 0.01)).toBe(152_300);
    expect(pointsToCashCents(2_500, 0.01)).toBe(2_500);
  });

  it('uses the default conversion rate 1 when none is given', () => {
    expect(DEFAULT_CONVERSION_RATE).toBe(1);
    expect(pointsToCashCents(29)).toBe(2_900);
  });

  it('floors a fraction of a cent away', () => {
    expect(pointsToCashCents(1, 0.005)).toBe(0);
    expect(pointsToCashCents(3, 0.005)).toBe(1);
    expect(pointsToCashCents(199, 0.005)).toBe(99);
    expect(pointsToCashCents(7, 0.0125)).toBe(8);
  });

  it('floors toward minus infinity for a negative amount', () => {
    expect(pointsToCashCents(-1, 0.005)).toBe(-1);
    expect(pointsToCashCents(-3, 0.005)).toBe(-2);
    expect(pointsToCashCents(-29, 0.01)).toBe(-29);
  });

  it('gives zero, never minus zero, for zero points', () => {
    expect(Object.is(pointsToCashCents(0, 0.01), 0)).toBe(true);
    expect(Object.is(pointsToCashCents(-0, 0.01), 0)).toBe(true);
    expect(Object.is(pointsToCashCents(0, -0.01), 0)).toBe(true);
  });

  it('reads rates printed in exponent notation exactly', () => {
    expect(pointsToCashCents(30_000_000, 1e-7)).toBe(300);
    expect(pointsToCashCents(20_000_000, 1.5e-7)).toBe(300);
    expect(pointsToCashCents(1, 2.5e-8)).toBe(0);
  });

  it('reads numbers printed with a positive exponent exactly when the product is within exact cents', () => {
    expect(pointsToCashCents(1.5e21, 1e-21)).toBe(150);
    expect(pointsToCashCents(1e21, 1e-20)).toBe(1_000);
    expect(pointsToCashCents(1, 2e21)).toBe(2e23);
  });

  it('reads fractional points exactly', () => {
    expect(pointsToCashCents(0.29, 100)).toBe(2_900);
    expect(pointsToCashCents(1.5, 1)).toBe(150);
  });

  it('stays within floating-point precision of the exact product beyond 2^53 cents', () => {
    expect(pointsToCashCents(1e21, 0.01)).toBe(1e21);
    expect(pointsToCashCents(2 ** 53, 1)).toBe(2 ** 53 * 100);
    expect(pointsToCashCents(1e15, 0.07)).toBe(7e15);
    // Found by fast-check: about 1.16 parts in 2^52 off, within the documented bound.
    expect(Math.abs(pointsToCashCents(9_007_199_254_740_463, 282.2) - exactCents(9_007_199_254_740_463, 2822, 1))).toBeLessThanOrEqual(
      exactCents(9_007_199_254_740_463, 2822, 1) * 2 ** -51 + 1,
    );
    fc.assert(
      fc.property(fc.integer({ min: 1e12, max: Number.MAX_SAFE_INTEGER }), decimalRate, (points, { digits, scale, rate }) => {
        const exact = exactCents(points, digits, scale);
        // Up to four roundings of one part in 2^53 each (three products and a division): two parts in 2^52.
        expect(Math.abs(pointsToCashCents(points, rate) - exact)).toBeLessThanOrEqual(exact * 2 ** -51 + 1);
      }),
    );
  });

  it('keeps exact arithmetic up to the largest exact integer number of cents', () => {
    expect(pointsToCashCents(90_071_992_547_409, 1)).toBe(9_007_199_254_740_900);
  });

  it('rejects non-finite input as a caller bug', () => {
    expect(() => pointsToCashCents(Number.NaN, 0.01)).toThrow(RangeError);
    expect(() => pointsToCashCents(Number.POSITIVE_INFINITY, 0.01)).toThrow(RangeError);
    expect(() => pointsToCashCents(100, Number.NaN)).toThrow(RangeError);
    expect(() => pointsToCashCents(100, Number.NEGATIVE_INFINITY)).toThrow('finite');
  });

  it('rejects a result beyond any number of cents as a caller bug', () => {
    expect(() => pointsToCashCents(1e300, 1e10)).toThrow(RangeError);
    expect(() => pointsToCashCents(-1e300, 1e10)).toThrow('beyond any number of cents');
    expect(pointsToCashCents(1e300, 1e-300)).toBe(100);
  });

  it('is the exact floor of points × rate × 100 for whole points and decimal rates', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), decimalRate, (points, { digits, scale, rate }) => {
        expect(pointsToCashCents(points, rate)).toBe(exactCents(points, digits, scale));
      }),
    );
  });

  it('is never more than points × rate × 100 and never a cent or more below it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), decimalRate, (points, { rate }) => {
        const cents = pointsToCashCents(points, rate);
        const product = points * rate * 100;
        const tolerance = Math.max(1, Math.abs(product)) * 1e-12;
        expect(Number.isInteger(cents)).toBe(true);
        expect(cents).toBeLessThanOrEqual(product + tolerance);
        expect(cents).toBeGreaterThan(product - 1 - tolerance);
      }),
    );
  });

  it('never decreases when the points grow', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000_000), fc.nat(1_000_000), decimalRate, (points, extra, { rate }) => {
        expect(pointsToCashCents(points + extra, rate)).toBeGreaterThanOrEqual(pointsToCashCents(points, rate));
      }),
    );
  });
});
