import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_CODES, type AccountMember, type AccountStatusCode } from './account.ts';
import { cardRoleOf, storeCards } from './store-cards.ts';

interface TestCard {
  readonly id: number;
  readonly statusCode: AccountStatusCode;
  readonly members: AccountMember[];
}

const MEMBER = 7;
const card = (id: number, statusCode: AccountStatusCode, members: AccountMember[]): TestCard => ({ id, statusCode, members });
const primary = (memberId: number): AccountMember => ({ memberId, isPrimary: true });
const redeemer = (memberId: number): AccountMember => ({ memberId, isPrimary: false });

describe('the member’s role on a card', () => {
  it('is primary when they hold it, even if also listed otherwise', () => {
    expect(cardRoleOf(card(1, 'ACTIVE', [primary(MEMBER)]), MEMBER)).toBe('primary');
    expect(cardRoleOf(card(1, 'ACTIVE', [redeemer(MEMBER), primary(MEMBER)]), MEMBER)).toBe('primary');
  });

  it('is authorized redeemer when they are listed but not primary', () => {
    expect(cardRoleOf(card(1, 'ACTIVE', [primary(8), redeemer(MEMBER)]), MEMBER)).toBe('authorized-redeemer');
  });

  it('is none on another member’s card', () => {
    expect(cardRoleOf(card(1, 'ACTIVE', [primary(8), redeemer(9)]), MEMBER)).toBeNull();
    expect(cardRoleOf(card(1, 'ACTIVE', []), MEMBER)).toBeNull();
  });
});

describe('the cards the store offers (spec §4 for the member’s own, spec §1 for the cards they redeem on)', () => {
  it('offers the member’s own usable cards first, then the cards they redeem on, each in order (Alex: three, then Jordan’s Platinum)', () => {
    const jordansPlatinum = card(1, 'ACTIVE', [primary(8), redeemer(MEMBER)]);
    const elite = card(2, 'ACTIVE', [primary(MEMBER), redeemer(8)]);
    const cancelled = card(3, 'CANCELED', [primary(MEMBER)]);
    const premierWorld = card(4, 'ACTIVE', [primary(MEMBER)]);
    const stranger = card(5, 'ACTIVE', [primary(9)]);
    const anotherRedeemed = card(6, 'ACTIVE', [primary(9), redeemer(MEMBER)]);
    expect(storeCards([jordansPlatinum, elite, cancelled, premierWorld, stranger, anotherRedeemed], MEMBER)).toEqual([
      elite,
      premierWorld,
      jordansPlatinum,
      anotherRedeemed,
    ]);
  });

  it('drops a card the member redeems on when it is on hold or cancelled', () => {
    expect(storeCards([card(1, 'ON HOLD', [primary(8), redeemer(MEMBER)])], MEMBER)).toEqual([]);
    expect(storeCards([card(1, 'CANCELED', [primary(8), redeemer(MEMBER)])], MEMBER)).toEqual([]);
  });

  it('offers a redeemer’s only card when they hold none', () => {
    const theirs = card(1, 'ACTIVE', [primary(8), redeemer(MEMBER)]);
    expect(storeCards([theirs], MEMBER)).toEqual([theirs]);
  });

  it('keeps each card once, only active cards the member is on, own cards before redeemed ones', () => {
    const arbitraryCard = fc.record({
      id: fc.nat(),
      statusCode: fc.constantFrom(...ACCOUNT_STATUS_CODES),
      members: fc.array(fc.record({ memberId: fc.integer({ min: 1, max: 3 }), isPrimary: fc.boolean() }), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryCard, { selector: (c) => c.id, maxLength: 8 }), fc.integer({ min: 1, max: 3 }), (cards, memberId) => {
        const offered = storeCards(cards, memberId);
        expect(new Set(offered).size).toBe(offered.length);
        const roles = offered.map((kept) => cardRoleOf(kept, memberId));
        expect(roles.every((role) => role !== null)).toBe(true);
        expect(offered.every((kept) => kept.statusCode === 'ACTIVE')).toBe(true);
        expect(roles.lastIndexOf('primary')).toBeLessThan(Math.max(roles.indexOf('authorized-redeemer'), roles.length));
        const expected = cards.filter((c) => c.statusCode === 'ACTIVE' && c.members.some((m) => m.memberId === memberId));
        expect(offered).toHaveLength(expected.length);
      }),
    );
  });
});
