import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, isLocale } from './locale.ts';

describe('locale', () => {
  it('has en-CA and fr-CA, with en-CA the default', () => {
    expect(LOCALES).toEqual(['en-CA', 'fr-CA']);
    expect(DEFAULT_LOCALE).toBe('en-CA');
  });

  it('accepts exactly the two locale codes', () => {
    expect(isLocale('en-CA')).toBe(true);
    expect(isLocale('fr-CA')).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('en-ca')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
    expect(isLocale(['en-CA'])).toBe(false);
  });

  it('rejects any other value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(value !== 'en-CA' && value !== 'fr-CA');
        expect(isLocale(value)).toBe(false);
      }),
    );
  });
});
