import { describe, expect, it } from 'vitest';
import { checkCartBalance } from './cart-balance.ts';

describe('a cart is checked against the active card balance before checkout (spec §5)', () => {
  it('lets a card whose balance pays the points check out, the exact balance included', () => {
    expect(checkCartBalance({ points: 2_500, minPoints: 2_500 }, 2_500)).toEqual({ ok: true });
    expect(checkCartBalance({ points: 2_500, minPoints: 2_500 }, 2_501)).toEqual({ ok: true });
  });

  it('stops a card one point short and names the points the cart takes', () => {
    expect(checkCartBalance({ points: 2_500, minPoints: 2_500 }, 2_499)).toEqual({ ok: false, reason: 'short-of-points', points: 2_500 });
  });

  it('names the least share in points of a split cart when even that is over the balance', () => {
    expect(checkCartBalance({ points: 10_000, minPoints: 8_000 }, 7_999)).toEqual({ ok: false, reason: 'short-of-points', points: 8_000 });
  });

  it('names the chosen points of a split cart whose least share the balance pays', () => {
    expect(checkCartBalance({ points: 10_000, minPoints: 8_000 }, 8_000)).toEqual({ ok: false, reason: 'short-of-points', points: 10_000 });
    expect(checkCartBalance({ points: 10_000, minPoints: 8_000 }, 9_999)).toEqual({ ok: false, reason: 'short-of-points', points: 10_000 });
  });
});
