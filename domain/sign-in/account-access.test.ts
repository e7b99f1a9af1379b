import { describe, expect, it } from 'vitest';
import { ACCESS_HOLDS, signInRefusal, ssoRefusal } from './account-access.ts';

const goodCard = { statusCode: 'ACTIVE' as const, members: [{ memberId: 7, isPrimary: true }] };
const heldCard = { statusCode: 'ON HOLD' as const, members: [{ memberId: 7, isPrimary: true }] };

describe('account access (spec §6, §8)', () => {
  it('knows two holds: locked and flagged for fraud', () => {
    expect(ACCESS_HOLDS).toEqual(['locked', 'fraud']);
  });

  it('opens a session for a member without a hold whose email is confirmed', () => {
    expect(signInRefusal({ accessHold: null, emailVerificationPending: false })).toBeNull();
  });

  it('tells a locked or fraud-flagged member to call, whatever else is true', () => {
    for (const accessHold of ACCESS_HOLDS) {
      expect(signInRefusal({ accessHold, emailVerificationPending: false })).toBe('account-locked');
      expect(signInRefusal({ accessHold, emailVerificationPending: true })).toBe('account-locked');
    }
  });

  it('asks a newly registered member to confirm their email first', () => {
    expect(signInRefusal({ accessHold: null, emailVerificationPending: true })).toBe('email-not-verified');
  });

  it('lets a primary cardholder in good standing arrive by single sign-on', () => {
    expect(ssoRefusal({ accessHold: null }, [goodCard], 7)).toBeNull();
  });

  it('refuses single sign-on to a held member first, then to one with no card in good standing', () => {
    expect(ssoRefusal({ accessHold: 'fraud' }, [goodCard], 7)).toBe('account-locked');
    expect(ssoRefusal({ accessHold: 'locked' }, [heldCard], 7)).toBe('account-locked');
    expect(ssoRefusal({ accessHold: null }, [heldCard], 7)).toBe('not-eligible');
    expect(ssoRefusal({ accessHold: null }, [goodCard], 8)).toBe('not-eligible');
  });
});
