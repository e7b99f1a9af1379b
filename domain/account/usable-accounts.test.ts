import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_CODES, type AccountMember, type AccountStatusCode } from './account.ts';
import { isPrimaryMember, isUsableAccount, usableAccounts } from './usable-accounts.ts';

interface TestAccount {
  readonly id: number;
  readonly statusCode: AccountStatusCode;
  readonly members: AccountMember[];
}

const MEMBER = 7;
const account = (id: number, statusCode: AccountStatusCode, members: AccountMember[]): TestAccount => ({
  id,
  statusCode,
  members,
});
const primary = (memberId: number): AccountMember => ({ memberId, isPrimary: true });
const secondary = (memberId: number): AccountMember => ({ memberId, isPrimary: false });

const arbitraryAccount = fc.record({
  id: fc.nat(),
  statusCode: fc.constantFrom(...ACCOUNT_STATUS_CODES),
  members: fc.array(fc.record({ memberId: fc.integer({ min: 1, max: 4 }), isPrimary: fc.boolean() }), { maxLength: 3 }),
});

describe('usableAccounts', () => {
  it('keeps the active cards the member holds as primary, in order (the elite demo member keeps three of five)', () => {
    const elite = account(1, 'ACTIVE', [primary(MEMBER)]);
    const premierWorld = account(2, 'ACTIVE', [primary(MEMBER), secondary(8)]);
    const notPrimary = account(3, 'ACTIVE', [secondary(MEMBER), primary(8)]);
    const cancelled = account(4, 'CANCELED', [primary(MEMBER)]);
    const cashRewards = account(5, 'ACTIVE', [secondary(8), primary(MEMBER)]);
    expect(usableAccounts([elite, premierWorld, notPrimary, cancelled, cashRewards], MEMBER)).toEqual([
      elite,
      premierWorld,
      cashRewards,
    ]);
  });

  it('drops an account on hold', () => {
    expect(usableAccounts([account(1, 'ON HOLD', [primary(MEMBER)])], MEMBER)).toEqual([]);
  });

  it('drops an account where another member is primary', () => {
    expect(usableAccounts([account(1, 'ACTIVE', [primary(8)])], MEMBER)).toEqual([]);
  });

  it('drops an account without members', () => {
    expect(usableAccounts([account(1, 'ACTIVE', [])], MEMBER)).toEqual([]);
  });

  it('never keeps an on-hold, cancelled or non-primary account, and keeps every other one in order', () => {
    fc.assert(
      fc.property(fc.array(arbitraryAccount, { maxLength: 8 }), fc.integer({ min: 1, max: 4 }), (accounts, memberId) => {
        const usable = usableAccounts(accounts, memberId);
        for (const kept of usable) {
          expect(kept.statusCode).toBe('ACTIVE');
          expect(kept.members.some((member) => member.memberId === memberId && member.isPrimary)).toBe(true);
        }
        const expected = accounts.filter(
          (candidate) =>
            candidate.statusCode === 'ACTIVE' &&
            candidate.members.some((member) => member.memberId === memberId && member.isPrimary),
        );
        expect(usable).toEqual(expected);
        expect(usable.every((kept) => accounts.includes(kept))).toBe(true);
      }),
    );
  });
});

describe('isPrimaryMember', () => {
  it('needs the same member and the primary flag together', () => {
    expect(isPrimaryMember({ members: [primary(MEMBER)] }, MEMBER)).toBe(true);
    expect(isPrimaryMember({ members: [secondary(MEMBER), primary(8)] }, MEMBER)).toBe(false);
    expect(isPrimaryMember({ members: [] }, MEMBER)).toBe(false);
  });
});

describe('isUsableAccount', () => {
  it('is usable only when primary and neither on hold nor cancelled', () => {
    expect(isUsableAccount(account(1, 'ACTIVE', [primary(MEMBER)]), MEMBER)).toBe(true);
    expect(isUsableAccount(account(1, 'ON HOLD', [primary(MEMBER)]), MEMBER)).toBe(false);
    expect(isUsableAccount(account(1, 'CANCELED', [primary(MEMBER)]), MEMBER)).toBe(false);
    expect(isUsableAccount(account(1, 'ACTIVE', [secondary(MEMBER)]), MEMBER)).toBe(false);
  });
});
