import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_OUT_DESTINATION, LOGO_VARIANTS, logoVariantFor, signOutDestination } from './account-destinations.ts';
import { ACCOUNT_TYPES, type AccountType } from './account-type.ts';

const signOut: Record<AccountType, string> = {
  personal: '/sandbox/programme-home?signed_out=1',
  business: '/sandbox/programme-home?signed_out=1&type=business',
  commercial: '/sandbox/programme-home?signed_out=1&type=commercial',
  select: '/sandbox/programme-home?signed_out=1&type=select',
  cav: '/sandbox/programme-home?signed_out=1&type=cav',
};

describe('logoVariantFor', () => {
  it.each([
    // Each branded account type shows its logo.
    ['personal', 'personal'], ['business', 'business'], ['commercial', 'commercial'], ['select', 'select'],
    // cav accounts and guests show the personal one.
    ['cav', 'personal'], [null, 'personal'],
  ] as const)('shows a %s account the %s logo', (type, logo) => {
    expect(logoVariantFor(type)).toBe(logo);
  });

  it('always gives one of the four logos', () => {
    expect(LOGO_VARIANTS).toEqual(['personal', 'business', 'commercial', 'select']);
    for (const type of [null, ...ACCOUNT_TYPES]) {
      expect(LOGO_VARIANTS).toContain(logoVariantFor(type));
    }
  });
});

describe('signOutDestination', () => {
  it('sends each account type to its configured destination', () => {
    for (const type of ACCOUNT_TYPES) {
      expect(signOutDestination(type, { signOut })).toBe(signOut[type]);
    }
  });

  it('uses the personal destination when the account type is unknown', () => {
    expect(signOutDestination(null, { signOut })).toBe(signOut.personal);
  });

  it('falls back to the personal destination when the type has a blank one', () => {
    expect(signOutDestination('business', { signOut: { ...signOut, business: ' ' } })).toBe(signOut.personal);
  });

  it('falls back to "/" when nothing usable is configured', () => {
    expect(DEFAULT_SIGN_OUT_DESTINATION).toBe('/');
    expect(signOutDestination('select', { signOut: { ...signOut, select: '', personal: '' } })).toBe('/');
    expect(signOutDestination(null, { signOut: { ...signOut, personal: '  ' } })).toBe('/');
  });

  it('always gives a non-blank destination', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, ...ACCOUNT_TYPES),
        fc.record({
          personal: fc.string(),
          business: fc.string(),
          commercial: fc.string(),
          select: fc.string(),
          cav: fc.string(),
        }),
        (type, urls) => {
          expect(signOutDestination(type, { signOut: urls }).trim()).not.toBe('');
        },
      ),
    );
  });
});
