import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartAmounts, chargedLineFees, withLineQuantity, type Cart, type CartLine, type CartLineFee } from './cart.ts';

function aLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    productId: 10,
    productSlug: 'kettle',
    productName: 'Kettle',
    imageUrl: null,
    productVariantId: 100,
    variant: [],
    productType: 'merchandise',
    labels: [],
    promotionEndDate: null,
    quantity: 1,
    price: 1_000,
    saleAmount: 0,
    promotionAmount: 0,
    promotions: [],
    maxQuantity: 10,
    notes: null,
    isEgift: false,
    egiftRecipient: null,
    charities: [],
    ...overrides,
  };
}

function aCart(lines: CartLine[], overrides: Partial<Cart> = {}): Cart {
  const amounts = cartAmounts(lines);
  return {
    cartId: 5,
    itemCount: amounts.itemCount,
    points: amounts.subtotal,
    lines,
    promotionCodes: [],
    hasPromotionsEnabled: true,
    subtotal: amounts.subtotal,
    promotionAmount: amounts.promotionAmount,
    feeAmount: amounts.feeAmount,
    total: amounts.total,
    hasSplitPay: false,
    minPoints: amounts.total,
    minPercentagePoints: 100,
    conversionRate: 0.01,
    cartMinimumPoints: 1_000,
    comment: null,
    requiresShipping: true,
    consentsRequired: ['program_rules'],
    ...overrides,
  };
}

const amountsLine = fc.record({
  quantity: fc.integer({ min: 0, max: 100 }),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  saleAmount: fc.integer({ min: 0, max: 1_000_000 }),
  promotionAmount: fc.integer({ min: 0, max: 200_000_000 }),
});

describe('cart amounts (spec §4)', () => {
  it('count the items, take the subtotal of spec §4 and the promotion codes off it', () => {
    const lines = [
      { quantity: 2, price: 5_000, saleAmount: 1_000, promotionAmount: 800 },
      { quantity: 3, price: 1_000, saleAmount: 0, promotionAmount: 0 },
    ];
    expect(cartAmounts(lines)).toEqual({ itemCount: 5, subtotal: 11_000, promotionAmount: 800, feeAmount: 0, total: 10_200 });
  });

  it('never take more off a line than it costs', () => {
    expect(cartAmounts([{ quantity: 1, price: 1_000, saleAmount: 200, promotionAmount: 5_000 }])).toEqual({
      itemCount: 1,
      subtotal: 800,
      promotionAmount: 800,
      feeAmount: 0,
      total: 0,
    });
  });

  it('charge each line the fees that are mandatory or chosen, per unit, and add every line’s to the total (issue 21 item 18)', () => {
    const gift = { id: 7, code: 'gift-wrap', name: 'Gift wrap', amount: 150, isMandatory: false, isSelected: true };
    const eco = { id: 8, code: 'eco', name: 'Eco fee', amount: 40, isMandatory: true, isSelected: false };
    const card = { id: 9, code: 'card', name: 'Greeting card', amount: 90, isMandatory: false, isSelected: false };
    expect(chargedLineFees({ quantity: 2, fees: [gift, eco, card] })).toEqual([
      { fee: gift, points: 300 },
      { fee: eco, points: 80 },
    ]);
    expect(chargedLineFees({ quantity: 3 })).toEqual([]);
    const lines = [
      { quantity: 2, price: 5_000, saleAmount: 0, promotionAmount: 1_000, fees: [gift, eco, card] },
      { quantity: 1, price: 1_000, saleAmount: 0, promotionAmount: 0, fees: [eco] as CartLineFee[] },
    ];
    expect(cartAmounts(lines)).toEqual({ itemCount: 3, subtotal: 11_000, promotionAmount: 1_000, feeAmount: 420, total: 10_420 });
  });

  it('are all zero for an empty cart', () => {
    expect(cartAmounts([])).toEqual({ itemCount: 0, subtotal: 0, promotionAmount: 0, feeAmount: 0, total: 0 });
  });

  it('always hold 0 ≤ saving ≤ subtotal and total = subtotal − saving, in whole points', () => {
    fc.assert(
      fc.property(fc.array(amountsLine, { maxLength: 15 }), (lines) => {
        const { itemCount, subtotal, promotionAmount, total } = cartAmounts(lines);
        expect(itemCount).toBe(lines.reduce((sum, line) => sum + line.quantity, 0));
        expect(Number.isInteger(total)).toBe(true);
        expect(promotionAmount).toBeGreaterThanOrEqual(0);
        expect(promotionAmount).toBeLessThanOrEqual(subtotal);
        expect(total).toBe(subtotal - promotionAmount);
      }),
    );
  });
});

describe('a quantity change applied at once (spec §4)', () => {
  const kettle = aLine({ id: 1, quantity: 2, price: 5_000, saleAmount: 1_000, promotionAmount: 800 });
  const mugs = aLine({ id: 2, productId: 11, quantity: 3, price: 1_000 });

  it('sets the line’s quantity and recomputes the amounts, the other lines untouched', () => {
    const changed = withLineQuantity(aCart([kettle, mugs]), 1, 4);
    expect(changed.lines).toEqual([{ ...kettle, quantity: 4 }, mugs]);
    expect(changed).toMatchObject({
      itemCount: 7,
      points: 19_000,
      subtotal: 19_000,
      promotionAmount: 800,
      total: 18_200,
      minPoints: 18_200,
    });
  });

  it('cuts a line’s saving down to what the line costs now', () => {
    const saved = aLine({ id: 1, quantity: 3, price: 1_000, promotionAmount: 2_500 });
    const changed = withLineQuantity(aCart([saved]), 1, 2);
    expect(changed.lines[0]?.promotionAmount).toBe(2_000);
    expect(changed).toMatchObject({ subtotal: 2_000, promotionAmount: 2_000, total: 0 });
  });

  it('removes the line at 0 or less', () => {
    expect(withLineQuantity(aCart([kettle, mugs]), 1, 0)).toMatchObject({ lines: [mugs], itemCount: 3, subtotal: 3_000, total: 3_000 });
    expect(withLineQuantity(aCart([kettle, mugs]), 2, -1).lines).toEqual([kettle]);
  });

  it('keeps a quantity of exactly 1', () => {
    expect(withLineQuantity(aCart([kettle]), 1, 1).lines).toEqual([{ ...kettle, quantity: 1 }]);
  });

  it('keeps the split-pay minimum share of the new total', () => {
    const split = aCart([mugs], { hasSplitPay: true, minPercentagePoints: 80 });
    expect(withLineQuantity(split, 2, 5)).toMatchObject({ total: 5_000, minPoints: 4_000 });
    expect(withLineQuantity(aCart([mugs], { hasSplitPay: true, minPercentagePoints: 90 }), 2, 1)).toMatchObject({
      total: 1_000,
      minPoints: 900,
    });
  });

  it('changes nothing for a line the cart does not have', () => {
    const cart = aCart([kettle]);
    expect(withLineQuantity(cart, 99, 0)).toBe(cart);
  });

  it('always gives the amounts of its lines, whatever the change', () => {
    fc.assert(
      fc.property(
        fc.array(amountsLine, { minLength: 1, maxLength: 8 }),
        fc.nat(),
        fc.integer({ min: -1, max: 100 }),
        (amounts, pick, quantity) => {
          const lines = amounts.map((line, index) => aLine({ ...line, id: index + 1 }));
          const lineId = (pick % lines.length) + 1;
          const changed = withLineQuantity(aCart(lines), lineId, quantity);
          const { itemCount, subtotal, promotionAmount, total } = cartAmounts(changed.lines);
          expect(changed).toMatchObject({ itemCount, subtotal, points: subtotal, promotionAmount, total, minPoints: total });
          expect(changed.lines.filter((line) => line.id !== lineId)).toEqual(lines.filter((line) => line.id !== lineId));
        },
      ),
    );
  });
});
