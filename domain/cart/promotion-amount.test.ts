import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineTotal } from './cart-subtotal.ts';
import { isEligibleLine, promotionAmount, promotionItemCount, promotionLineAmounts, type PromotableLine, type PromotionRule } from './promotion-amount.ts';

const lines: PromotableLine[] = [
  { productId: 1, quantity: 2, price: 1_000, saleAmount: 0 },
  { productId: 2, quantity: 1, price: 3_000, saleAmount: 500 },
  { productId: 1, quantity: 1, price: 999, saleAmount: 0 },
];

describe('promotion amounts', () => {
  it('takes a whole percentage of every line, rounded down per line', () => {
    const rule: PromotionRule = { kind: 'percentage', percentage: 10, productId: null };
    expect(promotionLineAmounts(rule, lines)).toEqual([200, 250, 99]);
    expect(promotionAmount(rule, lines)).toBe(549);
  });

  it('spends a fixed amount on the lines in order until it runs out', () => {
    const rule: PromotionRule = { kind: 'amount', points: 2_500, productId: null };
    expect(promotionLineAmounts(rule, lines)).toEqual([2_000, 500, 0]);
    expect(promotionAmount(rule, lines)).toBe(2_500);
  });

  it('never takes more than the cart costs', () => {
    expect(promotionAmount({ kind: 'amount', points: 1_000_000, productId: null }, lines)).toBe(2_000 + 2_500 + 999);
  });

  it('applies a single-product promotion to that product’s lines only', () => {
    const rule: PromotionRule = { kind: 'amount', points: 2_500, productId: 1 };
    expect(promotionLineAmounts(rule, lines)).toEqual([2_000, 0, 500]);
    expect(promotionItemCount(rule, lines)).toBe(3);
    expect(isEligibleLine(rule, lines[1]!)).toBe(false);
    expect(isEligibleLine(rule, lines[0]!)).toBe(true);
    expect(promotionAmount({ kind: 'percentage', percentage: 50, productId: 2 }, lines)).toBe(1_250);
  });

  it('is nothing for a promotion whose product is not in the cart', () => {
    expect(promotionAmount({ kind: 'percentage', percentage: 50, productId: 9 }, lines)).toBe(0);
    expect(promotionItemCount({ kind: 'percentage', percentage: 50, productId: 9 }, lines)).toBe(0);
  });

  it('counts every item for a whole-cart promotion', () => {
    expect(promotionItemCount({ kind: 'amount', points: 1, productId: null }, lines)).toBe(4);
  });

  const line = fc.record({
    productId: fc.integer({ min: 1, max: 3 }),
    quantity: fc.integer({ min: 1, max: 100 }),
    price: fc.integer({ min: 1, max: 100_000 }),
    saleAmount: fc.integer({ min: 0, max: 100_000 }),
  });
  const rule: fc.Arbitrary<PromotionRule> = fc.oneof(
    fc.record({ kind: fc.constant('amount' as const), points: fc.nat(1_000_000), productId: fc.option(fc.integer({ min: 1, max: 3 })) }),
    fc.record({ kind: fc.constant('percentage' as const), percentage: fc.integer({ min: 0, max: 100 }), productId: fc.option(fc.integer({ min: 1, max: 3 })) }),
  );

  it('always gives each line a whole amount from 0 to its total, and never more than the promotion or the eligible total', () => {
    fc.assert(
      fc.property(rule, fc.array(line, { maxLength: 10 }), (promotion, cart) => {
        const amounts = promotionLineAmounts(promotion, cart);
        expect(amounts).toHaveLength(cart.length);
        amounts.forEach((amount, index) => {
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(cartLineTotal(cart[index]!));
          if (!isEligibleLine(promotion, cart[index]!)) expect(amount).toBe(0);
        });
        const eligibleTotal = cart.filter((l) => isEligibleLine(promotion, l)).reduce((sum, l) => sum + cartLineTotal(l), 0);
        const total = promotionAmount(promotion, cart);
        expect(total).toBeLessThanOrEqual(eligibleTotal);
        if (promotion.kind === 'amount') expect(total).toBe(Math.min(promotion.points, eligibleTotal));
      }),
    );
  });
});
