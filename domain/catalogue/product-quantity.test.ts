import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_PER_ORDER, MAX_QUANTITY_PER_ITEM, cartQuantityChange, clampQuantity, maxQuantity, quantityOptions } from './product-quantity.ts';

describe('product quantity', () => {
  it('allows 100 of an item at most, and 10 a line when the product sets no cap', () => {
    expect(MAX_QUANTITY_PER_ITEM).toBe(100);
    expect(DEFAULT_MAX_PER_ORDER).toBe(10);
  });

  it('offers 1 up to the product maximum', () => {
    expect(quantityOptions(3)).toEqual([1, 2, 3]);
    expect(quantityOptions(1)).toEqual([1]);
  });

  it('offers 1 up to 10 when the product sets no maximum', () => {
    expect(quantityOptions()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityOptions(null)).toHaveLength(10);
    expect(quantityOptions(undefined)).toHaveLength(10);
  });

  it('never offers more than 100', () => {
    expect(quantityOptions(250)).toHaveLength(100);
    expect(quantityOptions(250).at(-1)).toBe(100);
    expect(quantityOptions(100)).toHaveLength(100);
    expect(maxQuantity(Number.POSITIVE_INFINITY)).toBe(100);
  });

  it('treats a maximum under 1 or not a number as none set, and rounds a fraction down', () => {
    expect(maxQuantity(0)).toBe(10);
    expect(maxQuantity(0.5)).toBe(10);
    expect(maxQuantity(-4)).toBe(10);
    expect(maxQuantity(Number.NaN)).toBe(10);
    expect(maxQuantity(1)).toBe(1);
    expect(maxQuantity(2.9)).toBe(2);
  });

  it('clamps a chosen quantity to 1 up to the maximum', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-2, 3)).toBe(1);
    expect(clampQuantity(2, 3)).toBe(2);
    expect(clampQuantity(3, 3)).toBe(3);
    expect(clampQuantity(500)).toBe(10);
    expect(clampQuantity(500, 1000)).toBe(100);
  });

  it('makes a chosen quantity whole and turns anything not a number into 1', () => {
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(0.5, 5)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(Number.POSITIVE_INFINITY, 5)).toBe(5);
  });

  it('always clamps to one of the offered quantities', () => {
    const productMax = fc.option(fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double()), { nil: undefined });
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 300 }), fc.double()), productMax, (value, max) => {
        const options = quantityOptions(max);
        expect(options[0]).toBe(1);
        expect(options.length).toBeLessThanOrEqual(MAX_QUANTITY_PER_ITEM);
        expect(options).toEqual(options.map((_, index) => index + 1));
        expect(options).toContain(clampQuantity(value, max));
      }),
    );
  });
});

describe('cartQuantityChange (spec §4, §8)', () => {
  it('removes the line at 0', () => {
    expect(cartQuantityChange(0, 10)).toEqual({ kind: 'remove' });
    expect(cartQuantityChange(-1, 10)).toEqual({ kind: 'remove' });
  });

  it('sets a quantity within the cap as asked', () => {
    expect(cartQuantityChange(1, 10)).toEqual({ kind: 'set', quantity: 1, adjustedTo: null });
    expect(cartQuantityChange(10, 10)).toEqual({ kind: 'set', quantity: 10, adjustedTo: null });
  });

  it('cuts a quantity over the per-order cap down to it and says so', () => {
    expect(cartQuantityChange(11, 10)).toEqual({ kind: 'set', quantity: 10, adjustedTo: 10 });
    expect(cartQuantityChange(150, 250)).toEqual({ kind: 'set', quantity: 100, adjustedTo: 100 });
    expect(cartQuantityChange(11)).toEqual({ kind: 'set', quantity: 10, adjustedTo: 10 });
  });

  it('always sets a quantity from 1 to the cap, adjusted exactly when it differs from the request', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000 }), fc.option(fc.integer({ min: -5, max: 200 })), (requested, productMax) => {
        const change = cartQuantityChange(requested, productMax);
        if (change.kind !== 'set') throw new Error('expected a quantity');
        expect(change.quantity).toBeGreaterThanOrEqual(1);
        expect(change.quantity).toBeLessThanOrEqual(maxQuantity(productMax));
        expect(change.adjustedTo === null).toBe(change.quantity === requested);
      }),
    );
  });
});
