import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, accountTypeOf, isCardNameHidden } from './account-type.ts';

describe('accountTypeOf', () => {
  // Each code as the bank writes it, and the account type it reads as.
  it.each([
    // The business codes, and nga and cav.
    ['aib', 'business'], ['cpx', 'business'], ['ccl', 'business'], ['nga', 'select'], ['cav', 'cav'],
    // A bank prefix is ignored.
    ['bank_aib', 'business'], ['bank_nga', 'select'], ['bank_cav', 'cav'], ['demo_bank_ccl', 'business'],
    // So are letter case and surrounding spaces.
    [' AIB ', 'business'], ['Bank_NGA', 'select'],
    // The type names themselves, which is how a commercial account is named.
    ['commercial', 'commercial'], ['bank_commercial', 'commercial'], ['business', 'business'], ['select', 'select'],
    // Anything else is personal.
    ['personal', 'personal'], ['', 'personal'], ['aibx', 'personal'], ['bank_', 'personal'], ['aib_bank', 'personal'], ['toString', 'personal'],
  ])('reads %j as %s', (code, type) => {
    expect(accountTypeOf(code)).toBe(type);
  });

  it('always gives one of the five account types', () => {
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(ACCOUNT_TYPES).toContain(accountTypeOf(code));
      }),
    );
  });

  it('gives the same type with or without any bank prefix', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,6}$/),
        fc.constantFrom('aib', 'cpx', 'ccl', 'nga', 'cav', 'personal'),
        (prefix, code) => {
          expect(accountTypeOf(`${prefix}_${code}`)).toBe(accountTypeOf(code));
        },
      ),
    );
  });
});

describe('isCardNameHidden', () => {
  it('hides the card name for select accounts only', () => {
    expect(ACCOUNT_TYPES.filter(isCardNameHidden)).toEqual(['select']);
  });
});
