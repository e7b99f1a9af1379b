import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartLineTotal, cartSubtotal, cartTotal } from './cart-subtotal.ts';

const line = fc.record({
  quantity: fc.integer({ min: 0, max: 100 }),
  price: fc.integer({ min: 0, max: 1_000_000 }),
  saleAmount: fc.integer({ min: 0, max: 2_000_000 }),
});

describe('cart subtotal (spec §4)', () => {
  it('is quantity × (price − sale amount) per line, summed', () => {
    expect(cartLineTotal({ quantity: 3, price: 1_000, saleAmount: 250 })).toBe(2_250);
    expect(cartSubtotal([{ quantity: 3, price: 1_000, saleAmount: 250 }, { quantity: 2, price: 500, saleAmount: 0 }])).toBe(3_250);
  });

  it('is 0 for an empty cart', () => {
    expect(cartSubtotal([])).toBe(0);
  });

  it('counts a line whose sale exceeds its price as free, not as a credit', () => {
    expect(cartLineTotal({ quantity: 2, price: 100, saleAmount: 150 })).toBe(0);
    expect(cartSubtotal([{ quantity: 2, price: 100, saleAmount: 150 }, { quantity: 1, price: 40, saleAmount: 0 }])).toBe(40);
  });

  it('is never negative and never more than the sum of quantity × price', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const subtotal = cartSubtotal(lines);
        expect(Number.isInteger(subtotal)).toBe(true);
        expect(subtotal).toBeGreaterThanOrEqual(0);
        expect(subtotal).toBeLessThanOrEqual(lines.reduce((sum, l) => sum + l.quantity * l.price, 0));
      }),
    );
  });

  it('is the sum of the line totals, whatever the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        expect(cartSubtotal([...lines].reverse())).toBe(cartSubtotal(lines));
        expect(cartSubtotal(lines)).toBe(lines.reduce((sum, l) => sum + cartLineTotal(l), 0));
      }),
    );
  });
});

describe('cart total', () => {
  it('takes the promotion amounts off the subtotal', () => {
    expect(cartTotal(10_000, 1_000)).toBe(9_000);
    expect(cartTotal(10_000, 0)).toBe(10_000);
  });

  it('is never below zero', () => {
    expect(cartTotal(500, 1_000)).toBe(0);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (subtotal, promotion) => {
        expect(cartTotal(subtotal, promotion)).toBeGreaterThanOrEqual(0);
        expect(cartTotal(subtotal, promotion)).toBeLessThanOrEqual(subtotal);
      }),
    );
  });
});
