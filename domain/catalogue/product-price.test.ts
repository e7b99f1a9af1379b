import { describe, expect, it } from 'vitest';
import { productPrice } from './product-price.ts';

const onSale = { points: 4_000, originalPoints: 5_000 };

describe('productPrice: the selected variant price rule', () => {
  it('prices a variant with its own points, times the quantity', () => {
    expect(productPrice(onSale, { points: 4_500 }, 3)).toEqual({ unitPoints: 4_500, totalPoints: 13_500, originalPoints: null });
  });

  it("falls back to the product's points when the variant sets none or none is chosen", () => {
    expect(productPrice(onSale, { points: null }, 2)).toEqual({ unitPoints: 4_000, totalPoints: 8_000, originalPoints: 5_000 });
    expect(productPrice(onSale, undefined, 1)).toEqual({ unitPoints: 4_000, totalPoints: 4_000, originalPoints: 5_000 });
    expect(productPrice(onSale, null, 1).unitPoints).toBe(4_000);
  });

  it("shows the sale's original price only when the unit price is the product's own", () => {
    expect(productPrice(onSale, { points: 4_000 }, 1).originalPoints).toBe(5_000);
    expect(productPrice(onSale, { points: 3_999 }, 1).originalPoints).toBeNull();
    expect(productPrice(onSale, { points: 4_001 }, 1).originalPoints).toBeNull();
  });

  it('has no original price when the product is not on sale', () => {
    expect(productPrice({ points: 4_000 }, undefined, 1).originalPoints).toBeNull();
    expect(productPrice({ points: 4_000, originalPoints: null }, undefined, 1).originalPoints).toBeNull();
  });

  it('keeps a variant priced at zero rather than falling back to the product', () => {
    expect(productPrice(onSale, { points: 0 }, 5)).toEqual({ unitPoints: 0, totalPoints: 0, originalPoints: null });
  });

  it('accepts a quantity of 1 and refuses 0, a negative or a fractional quantity', () => {
    expect(productPrice(onSale, undefined, 1).totalPoints).toBe(4_000);
    expect(() => productPrice(onSale, undefined, 0)).toThrow(RangeError);
    expect(() => productPrice(onSale, undefined, -1)).toThrow('at least 1');
    expect(() => productPrice(onSale, undefined, 1.5)).toThrow(RangeError);
    expect(() => productPrice(onSale, undefined, Number.NaN)).toThrow(RangeError);
  });
});
