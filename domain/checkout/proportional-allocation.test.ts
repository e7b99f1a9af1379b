import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally } from './proportional-allocation.ts';

describe('allocateProportionally', () => {
  it('shares an amount in proportion to the weights', () => {
    expect(allocateProportionally(100, [1, 1])).toEqual([50, 50]);
    expect(allocateProportionally(2_000, [6_000, 4_000])).toEqual([1_200, 800]);
  });

  it('gives the remainder to the largest fractions, ties to the earlier share', () => {
    expect(allocateProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocateProportionally(5, [1, 2])).toEqual([2, 3]);
    expect(allocateProportionally(10, [1, 2])).toEqual([3, 7]);
    expect(allocateProportionally(7, [5, 1, 4])).toEqual([3, 1, 3]);
    expect(allocateProportionally(2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(allocateProportionally(5, [1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 1, 1, 0]);
    expect(allocateProportionally(3, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('gives nothing to a zero weight and nothing at all without weight', () => {
    expect(allocateProportionally(10, [0, 3])).toEqual([0, 10]);
    expect(allocateProportionally(10, [0, 0])).toEqual([0, 0]);
    expect(allocateProportionally(10, [])).toEqual([]);
    expect(allocateProportionally(0, [4, 5])).toEqual([0, 0]);
  });

  it('always adds up exactly, each share whole and within one of its exact part', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 12 }), (amount, weights) => {
        const shares = allocateProportionally(amount, weights);
        const total = weights.reduce((sum, weight) => sum + weight, 0);
        expect(shares).toHaveLength(weights.length);
        shares.forEach((share, index) => {
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          if (weights[index] === 0) expect(share).toBe(0);
          if (total > 0) expect(Math.abs(share - (amount * weights[index]!) / total)).toBeLessThan(1);
        });
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total > 0 ? amount : 0);
      }),
    );
  });
});
