import { describe, expect, it } from 'vitest';
import { catalogueAudience } from '../catalogue/catalogue-audience.ts';
import { shopperOf } from './shopper.ts';

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
