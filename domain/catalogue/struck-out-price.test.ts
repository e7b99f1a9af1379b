import { describe, expect, it } from 'vitest';
import { struckOutPrice } from './struck-out-price.ts';

describe('struckOutPrice', () => {
  it('strikes through a higher former price', () => {
    expect(struckOutPrice(8_000, 10_000)).toBe(10_000);
  });

  it('strikes nothing through without a former price, or when it was not higher', () => {
    expect(struckOutPrice(8_000, null)).toBeNull();
    expect(struckOutPrice(8_000, 8_000)).toBeNull();
    expect(struckOutPrice(8_000, 7_999)).toBeNull();
  });
});
