import { describe, expect, it } from 'vitest';
import { BANK_HANDOFF_LIFETIME_SECONDS, bankHandoffExpiry, bankHandoffRefusal, isBankHandoffToken } from './bank-handoff.ts';

const ISSUED = new Date('2026-11-26T12:00:00.000Z');
const EXPIRES = new Date('2026-11-26T12:02:00.000Z');
const live = { programmeId: 7, expiresAt: EXPIRES, usedAt: null };

describe('the bank hand-off token (spec §7 login-with-token)', () => {
  it('lives exactly 2 minutes', () => {
    expect(BANK_HANDOFF_LIFETIME_SECONDS).toBe(120);
    expect(bankHandoffExpiry(ISSUED)).toEqual(EXPIRES);
  });

  it('has the form of 32 random bytes in base64url: 43 characters of A-Z a-z 0-9 - _', () => {
    expect(isBankHandoffToken('A'.repeat(43))).toBe(true);
    expect(isBankHandoffToken('az09-_AZ'.repeat(5) + 'abc')).toBe(true);
    expect(isBankHandoffToken('A'.repeat(42))).toBe(false);
    expect(isBankHandoffToken('A'.repeat(44))).toBe(false);
    expect(isBankHandoffToken(`${'A'.repeat(42)}=`)).toBe(false);
    expect(isBankHandoffToken(`${'A'.repeat(42)}+`)).toBe(false);
    expect(isBankHandoffToken(`x${'A'.repeat(43)}`)).toBe(false);
    expect(isBankHandoffToken(`${'A'.repeat(43)}\n`)).toBe(false);
    expect(isBankHandoffToken('')).toBe(false);
  });

  it('is never confused with a signed assertion (a JWT has two dots)', () => {
    expect(isBankHandoffToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ')).toBe(false);
    expect(isBankHandoffToken(`${'A'.repeat(20)}.${'A'.repeat(22)}`)).toBe(false);
  });

  it('opens a session once, for its programme, before its expiry', () => {
    expect(bankHandoffRefusal(live, 7, ISSUED)).toBeNull();
    expect(bankHandoffRefusal(live, 7, new Date(EXPIRES.getTime() - 1))).toBeNull();
  });

  it('has expired at its expiry instant exactly', () => {
    expect(bankHandoffRefusal(live, 7, EXPIRES)).toBe('expired');
    expect(bankHandoffRefusal(live, 7, new Date(EXPIRES.getTime() + 1))).toBe('expired');
  });

  it('is refused once used, even before it expires: a replay says used, not expired', () => {
    const used = { ...live, usedAt: ISSUED };
    expect(bankHandoffRefusal(used, 7, ISSUED)).toBe('used');
    expect(bankHandoffRefusal(used, 7, EXPIRES)).toBe('used');
  });

  it('opens nothing for another programme or an unknown programme, whatever its state', () => {
    expect(bankHandoffRefusal(live, 8, ISSUED)).toBe('other-programme');
    expect(bankHandoffRefusal(live, null, ISSUED)).toBe('other-programme');
    expect(bankHandoffRefusal({ ...live, usedAt: ISSUED }, 8, ISSUED)).toBe('other-programme');
  });

  it('does not know a token it never issued', () => {
    expect(bankHandoffRefusal(null, 7, ISSUED)).toBe('unknown');
    expect(bankHandoffRefusal(null, null, ISSUED)).toBe('unknown');
  });
});
