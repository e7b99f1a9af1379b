import { describe, expect, it } from 'vitest';
import { isVariantOrderable } from './variant-availability.ts';

describe('isVariantOrderable', () => {
  it('orders a variant switched on whose stock is not tracked, or is above zero', () => {
    expect(isVariantOrderable({ isAvailable: true, stockQuantity: null })).toBe(true);
    expect(isVariantOrderable({ isAvailable: true, stockQuantity: 1 })).toBe(true);
  });

  it('never orders a variant switched off, or out of stock', () => {
    expect(isVariantOrderable({ isAvailable: false, stockQuantity: null })).toBe(false);
    expect(isVariantOrderable({ isAvailable: false, stockQuantity: 5 })).toBe(false);
    expect(isVariantOrderable({ isAvailable: true, stockQuantity: 0 })).toBe(false);
  });
});
