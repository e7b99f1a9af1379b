import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, accountTypeOf, isCardNameHidden } from './account-type';

describe('accountTypeOf', () => {
  it('reads the business codes aib, cpx and ccl as business', () => {
    expect(accountTypeOf('aib')).toBe('business');
    expect(accountTypeOf('cpx')).toBe('business');
    expect(accountTypeOf('ccl')).toBe('business');
  });

  it('reads nga as select and cav as cav', () => {
    expect(accountTypeOf('nga')).toBe('select');
    expect(accountTypeOf('cav')).toBe('cav');
  });

  it('ignores a bank prefix', () => {
    expect(accountTypeOf('bank_aib')).toBe('business');
    expect(accountTypeOf('bank_nga')).toBe('select');
    expect(accountTypeOf('bank_cav')).toBe('cav');
    expect(accountTypeOf('demo_bank_ccl')).toBe('business');
  });

  it('ignores letter case and surrounding spaces', () => {
    expect(accountTypeOf(' AIB ')).toBe('business');
    expect(accountTypeOf('Bank_NGA')).toBe('select');
  });

  it('accepts the type names themselves, which is how a commercial account is named', () => {
    expect(accountTypeOf('commercial')).toBe('commercial');
    expect(accountTypeOf('bank_commercial')).toBe('commercial');
    expect(accountTypeOf('business')).toBe('business');
    expect(accountTypeOf('select')).toBe('select');
  });

  it('reads anything else as personal', () => {
    expect(accountTypeOf('personal')).toBe('personal');
    expect(accountTypeOf('')).toBe('personal');
    expect(accountTypeOf('aibx')).toBe('personal');
    expect(accountTypeOf('bank_')).toBe('personal');
    expect(accountTypeOf('aib_bank')).toBe('personal');
    expect(accountTypeOf('toString')).toBe('personal');
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
