import { describe, expect, it } from 'vitest';
import { CART_MINIMUM_MESSAGE_KEY, checkCartMinimum } from './cart-minimum.ts';

describe('cart minimum (spec §5)', () => {
  it('lets a cart that reaches the minimum check out', () => {
    expect(checkCartMinimum(1_000, 1_000)).toEqual({ ok: true });
    expect(checkCartMinimum(1_001, 1_000)).toEqual({ ok: true });
  });

  it('refuses a cart under the minimum and says how many points are needed', () => {
    expect(checkCartMinimum(999, 1_000)).toEqual({ ok: false, reason: 'below-cart-minimum', points: 1_000 });
    expect(CART_MINIMUM_MESSAGE_KEY).toBe('cart.minimumRequired');
  });
});
