import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from './product-detail.ts';

describe('product types', () => {
  it('are the five kinds the programme sells (spec §3)', () => {
    expect(PRODUCT_TYPES).toEqual(['merchandise', 'egiftcard', 'giftcard', 'financial_reward', 'charitable_donation']);
  });
});
