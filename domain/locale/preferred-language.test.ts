import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { localeOfPreferredLanguage } from './preferred-language.ts';

describe('localeOfPreferredLanguage', () => {
  it('reads French locale and ISO codes as fr-CA', () => {
    for (const value of ['fr', 'FR', 'fr-CA', 'fr_CA', 'fr-FR', 'fra', 'fre', ' fr-ca ']) {
      expect(localeOfPreferredLanguage(value)).toBe('fr-CA');
    }
  });

  it('reads English locale and ISO codes as en-CA', () => {
    for (const value of ['en', 'EN', 'en-CA', 'en_CA', 'en-US', 'eng']) {
      expect(localeOfPreferredLanguage(value)).toBe('en-CA');
    }
  });

  it('gives nothing for a missing, empty or other language', () => {
    for (const value of [null, undefined, '', '  ', 'es', 'es-MX', 'de', 'french', 'frx', '-fr', 'enfr', 'fr fr']) {
      expect(localeOfPreferredLanguage(value)).toBeNull();
    }
  });

  it('always gives one of the two locales or nothing', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (value) => {
        const locale = localeOfPreferredLanguage(value);
        expect(locale === null || LOCALES.includes(locale)).toBe(true);
      }),
    );
  });

  it('accepts every locale code of the programme', () => {
    for (const locale of LOCALES) {
      expect(localeOfPreferredLanguage(locale)).toBe(locale);
    }
  });
});
