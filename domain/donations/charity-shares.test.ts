import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CHARITIES_PER_GIFT, charityChoiceProblem, charityShares } from './charity-shares.ts';

describe('charities per gift (spec §9: up to three)', () => {
  it('allows at most three charities per gift', () => {
    expect(MAX_CHARITIES_PER_GIFT).toBe(3);
  });

  it('accepts one to the allowed number of distinct charities', () => {
    expect(charityChoiceProblem([7], 3)).toBeNull();
    expect(charityChoiceProblem([7, 8], 2)).toBeNull();
    expect(charityChoiceProblem([7, 8, 9], 3)).toBeNull();
  });

  it('refuses no charity, more than the product allows and the same charity twice', () => {
    expect(charityChoiceProblem([], 3)).toBe('none-chosen');
    expect(charityChoiceProblem([7, 8], 1)).toBe('too-many');
    expect(charityChoiceProblem([7, 8, 9], 2)).toBe('too-many');
    expect(charityChoiceProblem([7, 7], 3)).toBe('duplicate');
    expect(charityChoiceProblem([7, 8, 7], 3)).toBe('duplicate');
  });

  it('never allows more than three, whatever the product says', () => {
    expect(charityChoiceProblem([1, 2, 3, 4], 5)).toBe('too-many');
    expect(charityChoiceProblem([1, 2, 3], 5)).toBeNull();
  });
});

describe('sharing a gift among its charities', () => {
  it('gives equal shares and the remainder to the first ones', () => {
    expect(charityShares(5_000, 1)).toEqual([5_000]);
    expect(charityShares(5_000, 2)).toEqual([2_500, 2_500]);
    expect(charityShares(5_000, 3)).toEqual([1_667, 1_667, 1_666]);
    expect(charityShares(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(charityShares(2, 3)).toEqual([1, 1, 0]);
  });

  it('shares nothing among no charity', () => {
    expect(charityShares(5_000, 0)).toEqual([]);
  });

  it('always sums to the gift, in whole points differing by at most one, larger first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: MAX_CHARITIES_PER_GIFT }), (points, count) => {
        const shares = charityShares(points, count);
        expect(shares).toHaveLength(count);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(points);
        for (const share of shares) expect(Number.isInteger(share)).toBe(true);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
      }),
    );
  });
});
