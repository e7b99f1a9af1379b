import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXTERNAL_REDEMPTION_MINIMUM_POINTS,
  REDEMPTION_AMOUNT_MESSAGE_KEYS,
  parsePointsInput,
  redemptionAmountProblem,
} from './redemption-amount.ts';

const bounds = { balance: 10_000, minimum: EXTERNAL_REDEMPTION_MINIMUM_POINTS, maximum: null };

describe('redemption amounts (spec §5)', () => {
  it('needs an amount', () => {
    expect(redemptionAmountProblem(null, bounds)).toBe('required');
    expect(redemptionAmountProblem(Number.NaN, bounds)).toBe('required');
  });

  it('takes at least 2,500 points, whole ones', () => {
    expect(EXTERNAL_REDEMPTION_MINIMUM_POINTS).toBe(2_500);
    expect(redemptionAmountProblem(2_499, bounds)).toBe('below-minimum');
    expect(redemptionAmountProblem(2_500.5, bounds)).toBe('below-minimum');
    expect(redemptionAmountProblem(2_500, bounds)).toBeNull();
  });

  it('is never above the pooled balance', () => {
    expect(redemptionAmountProblem(10_000, bounds)).toBeNull();
    expect(redemptionAmountProblem(10_001, bounds)).toBe('above-balance');
  });

  it('is never above a maximum, which is told before the balance', () => {
    const capped = { ...bounds, maximum: 5_000 };
    expect(redemptionAmountProblem(5_000, capped)).toBeNull();
    expect(redemptionAmountProblem(5_001, capped)).toBe('above-maximum');
    expect(redemptionAmountProblem(20_000, capped)).toBe('above-maximum');
  });

  it('names the four messages of spec §5', () => {
    expect(REDEMPTION_AMOUNT_MESSAGE_KEYS).toEqual({
      required: 'redemptions.amount.required',
      'above-balance': 'redemptions.amount.aboveBalance',
      'above-maximum': 'redemptions.amount.aboveMaximum',
      'below-minimum': 'redemptions.amount.belowMinimum',
    });
  });

  it('accepts exactly the amounts between the minimum and the balance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (points, balance) => {
        const accepted = redemptionAmountProblem(points, { balance, minimum: 2_500, maximum: null }) === null;
        expect(accepted).toBe(points >= 2_500 && points <= balance);
      }),
    );
  });
});

describe('reading an amount in points', () => {
  it('reads digits with either language’s grouping', () => {
    expect(parsePointsInput(' 3000 ')).toBe(3_000);
    expect(parsePointsInput('3,000')).toBe(3_000);
    expect(parsePointsInput('3 000')).toBe(3_000);
    expect(parsePointsInput('3\u00a0000')).toBe(3_000);
    expect(parsePointsInput('3\u202f000')).toBe(3_000);
  });

  it('is nothing when empty and not a number otherwise', () => {
    expect(parsePointsInput('  ')).toBeNull();
    expect(parsePointsInput('3.5')).toBeNaN();
    expect(parsePointsInput('-3')).toBeNaN();
    expect(parsePointsInput('abc3000')).toBeNaN();
    expect(parsePointsInput('3000abc')).toBeNaN();
    expect(parsePointsInput('1234567890123')).toBeNaN();
    expect(parsePointsInput('123456789012')).toBe(123_456_789_012);
  });
});
