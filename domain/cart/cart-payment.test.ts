import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartPayment } from './cart-payment.ts';

const splitCart = { total: 25_000, hasSplitPay: true, minPercentagePoints: 80, conversionRate: 0.01 };

describe('how a cart is paid (spec §5 split pay)', () => {
  it('is all in points until the member asks for less', () => {
    expect(cartPayment(splitCart, null)).toEqual({ points: 25_000, cashPoints: 0, cashCents: 0, minPoints: 20_000, maxPoints: 25_000 });
  });

  it('charges the card for the rest: floor(points × rate × 100) cents', () => {
    expect(cartPayment(splitCart, 22_001)).toEqual({
      points: 22_001,
      cashPoints: 2_999,
      cashCents: 2_999,
      minPoints: 20_000,
      maxPoints: 25_000,
    });
    expect(cartPayment({ ...splitCart, conversionRate: 0.0075 }, 20_000)).toMatchObject({ cashPoints: 5_000, cashCents: 3_750 });
  });

  it('never goes under the minimum share in points, nor over the total', () => {
    expect(cartPayment(splitCart, 1_000)).toMatchObject({ points: 20_000, cashPoints: 5_000, cashCents: 5_000 });
    expect(cartPayment(splitCart, 99_999)).toMatchObject({ points: 25_000, cashPoints: 0 });
    expect(cartPayment(splitCart, 20_500.9)).toMatchObject({ points: 20_500 });
  });

  it('keeps a product’s higher minimum share', () => {
    expect(cartPayment({ ...splitCart, minPercentagePoints: 90 }, 0)).toMatchObject({ points: 22_500, minPoints: 22_500 });
  });

  it('is all in points for a cart that cannot be split, whatever is asked', () => {
    expect(cartPayment({ ...splitCart, hasSplitPay: false }, 20_000)).toEqual({
      points: 25_000,
      cashPoints: 0,
      cashCents: 0,
      minPoints: 25_000,
      maxPoints: 25_000,
    });
  });

  it('always adds up to the total, within its bounds', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.option(fc.integer({ min: -1_000, max: 20_000_000 })),
        fc.boolean(),
        (total, requested, split) => {
          const payment = cartPayment({ total, hasSplitPay: split, minPercentagePoints: 80, conversionRate: 0.01 }, requested);
          expect(payment.points + payment.cashPoints).toBe(total);
          expect(payment.points).toBeGreaterThanOrEqual(payment.minPoints);
          expect(payment.points).toBeLessThanOrEqual(payment.maxPoints);
          expect(payment.maxPoints).toBe(total);
          expect(payment.cashCents).toBe(payment.cashPoints);
          expect(payment.minPoints * 100).toBeGreaterThanOrEqual(total * (split ? 80 : 100));
        },
      ),
    );
  });
});
