import { describe, expect, it } from 'vitest';
import { catalogueAudience } from '../catalogue/catalogue-audience';
import { sameShopper, shopperOf, type Shopper } from './shopper';

const settled = { memberId: 7, cardsLoading: false, cardsSettled: true, accountId: 101 };

describe('shopperOf', () => {
  it('is a visitor without a signed-in member, whatever the cards say', () => {
    expect(shopperOf({ ...settled, memberId: null })).toEqual({ kind: 'guest' });
  });

  it('is a member with the active card once the cards have settled', () => {
    expect(shopperOf(settled)).toEqual({ kind: 'member', memberId: 7, card: { accountId: 101 } });
  });

  it('is a member without a card when the settled load chose none', () => {
    expect(shopperOf({ ...settled, accountId: null })).toEqual({ kind: 'member', memberId: 7, card: { accountId: null } });
  });

  it('does not know the card until the first load has settled (just signed in)', () => {
    expect(shopperOf({ ...settled, cardsSettled: false })).toEqual({ kind: 'member', memberId: 7, card: 'unknown' });
  });

  it('does not know the card while the cards load or the card is being switched', () => {
    expect(shopperOf({ ...settled, cardsLoading: true })).toEqual({ kind: 'member', memberId: 7, card: 'unknown' });
  });
});

describe('sameShopper', () => {
  const guest: Shopper = { kind: 'guest' };
  const unknownCard: Shopper = { kind: 'member', memberId: 7, card: 'unknown' };
  const card = (memberId: number, accountId: number | null): Shopper => ({ kind: 'member', memberId, card: { accountId } });

  it('holds for two visitors, the same member with an unknown card, or the same member and card', () => {
    expect(sameShopper(guest, { kind: 'guest' })).toBe(true);
    expect(sameShopper(unknownCard, { kind: 'member', memberId: 7, card: 'unknown' })).toBe(true);
    expect(sameShopper(card(7, 101), card(7, 101))).toBe(true);
    expect(sameShopper(card(7, null), card(7, null))).toBe(true);
  });

  it('fails between a visitor and a member, two members, a known and an unknown card, or two cards', () => {
    expect(sameShopper(guest, card(7, 101))).toBe(false);
    expect(sameShopper(card(7, 101), guest)).toBe(false);
    expect(sameShopper(card(7, 101), card(8, 101))).toBe(false);
    expect(sameShopper(unknownCard, card(7, 101))).toBe(false);
    expect(sameShopper(card(7, 101), unknownCard)).toBe(false);
    expect(sameShopper(card(7, 101), card(7, 102))).toBe(false);
    expect(sameShopper(card(7, 101), card(7, null))).toBe(false);
  });
});

describe('catalogueAudience', () => {
  it('prices for a visitor as a guest', () => {
    expect(catalogueAudience({ kind: 'guest' })).toEqual({ kind: 'guest' });
  });

  it('prices for a member with the active card, or with none', () => {
    expect(catalogueAudience({ kind: 'member', memberId: 7, card: { accountId: 101 } })).toEqual({ kind: 'member', accountId: 101 });
    expect(catalogueAudience({ kind: 'member', memberId: 7, card: { accountId: null } })).toEqual({ kind: 'member', accountId: null });
  });

  it('waits while the member’s card is unknown', () => {
    expect(catalogueAudience({ kind: 'member', memberId: 7, card: 'unknown' })).toBe('wait');
  });
});
