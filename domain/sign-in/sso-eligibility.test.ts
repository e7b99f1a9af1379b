import { describe, expect, it } from 'vitest';
import type { AccountStatusCode } from '../account/account.ts';
import { isSsoEligible } from './sso-eligibility.ts';

const card = (statusCode: AccountStatusCode, isPrimary: boolean, memberId = 7) => ({ statusCode, members: [{ memberId, isPrimary }] });

describe('isSsoEligible', () => {
  it('lets in a primary cardholder with an active card', () => {
    expect(isSsoEligible([card('ON HOLD', true), card('ACTIVE', true)], 7)).toBe(true);
  });

  it('refuses a member whose only cards are on hold or cancelled', () => {
    expect(isSsoEligible([card('ON HOLD', true), card('CANCELED', true)], 7)).toBe(false);
  });

  it('refuses an authorized redeemer who is primary on no card, and a member with no card', () => {
    expect(isSsoEligible([card('ACTIVE', false)], 7)).toBe(false);
    expect(isSsoEligible([card('ACTIVE', true, 8)], 7)).toBe(false);
    expect(isSsoEligible([], 7)).toBe(false);
  });
});
