import { describe, expect, it } from 'vitest';
import { externalRedemptionMinimum } from './external-redemption-minimum.ts';
import { redemptionAmountProblem } from './redemption-amount.ts';

describe('cash back and direct deposit take at least 2,500 points (spec §5, §9)', () => {
  it('raises a cash back or direct deposit product set up with less to 2,500', () => {
    expect(externalRedemptionMinimum('cash_back', 100)).toBe(2_500);
    expect(externalRedemptionMinimum('direct_deposit', 2_499)).toBe(2_500);
  });

  it('keeps a product minimum of 2,500 or more as it is', () => {
    expect(externalRedemptionMinimum('cash_back', 2_500)).toBe(2_500);
    expect(externalRedemptionMinimum('direct_deposit', 2_501)).toBe(2_501);
    expect(externalRedemptionMinimum('cash_back', 10_000)).toBe(10_000);
  });

  it('leaves a miles transfer its own minimum', () => {
    expect(externalRedemptionMinimum('miles_transfer', 2)).toBe(2);
  });

  it('refuses 2,499 points and takes 2,500 for cash back set up with a lower minimum', () => {
    const minimum = externalRedemptionMinimum('cash_back', 1);
    const bounds = { balance: 100_000, minimum, maximum: null };
    expect(redemptionAmountProblem(2_499, bounds)).toBe('below-minimum');
    expect(redemptionAmountProblem(2_500, bounds)).toBeNull();
  });
});
