import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, localeCookie, localeFromCookies, rememberedLandingPath } from './locale-cookie.ts';

describe('locale cookie (spec §9: the language is remembered for 365 days)', () => {
  it('lasts 365 days', () => {
    expect(LOCALE_COOKIE_NAME).toBe('locale');
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it('is written for the whole site, SameSite=Lax, and Secure only on an https page', () => {
    expect(localeCookie('fr-CA', { secure: false })).toBe('locale=fr-CA; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('en-CA', { secure: true })).toBe('locale=en-CA; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it.each([
    // Read back from a cookie header among others, spaces or not.
    ['locale=fr-CA', 'fr-CA'], ['theme=dark; locale=en-CA; other=1', 'en-CA'], ['theme=dark;locale=fr-CA', 'fr-CA'], [' locale = fr-CA ', 'fr-CA'],
    // The first locale cookie counts.
    ['locale=fr-CA; locale=en-CA', 'fr-CA'],
    // A part without a value is not the locale cookie, even one named like it or exactly like it.
    ['localeX; locale=fr-CA', 'fr-CA'], ['locale; locale=fr-CA', 'fr-CA'], ['locale-x=fr-CA; locale=fr-CA', 'fr-CA'],
    // Null when absent, empty or not one of the two locales.
    [undefined, null], [null, null], ['', null], ['theme=dark', null], ['locale', null], ['locale=', null], ['locale=fr', null],
    ['locale=FR-CA', null], ['mylocale=fr-CA', null],
    // A value with an = sign in it is not a locale.
    ['locale=fr-CA=1', null], ['locale=fr-CA=', null],
  ])('reads %j as %j', (header, locale) => {
    expect(localeFromCookies(header)).toBe(locale);
  });
});

describe('landing in the remembered language', () => {
  it('the English home sends a visitor who chose French to the French home', () => {
    expect(rememberedLandingPath('/', 'fr-CA')).toBe('/fr');
  });

  it('stays on the English home for English or nothing remembered', () => {
    expect(rememberedLandingPath('/', 'en-CA')).toBeNull();
    expect(rememberedLandingPath('/', null)).toBeNull();
  });

  it('never moves a page other than the home: its path names its language', () => {
    expect(rememberedLandingPath('/shop', 'fr-CA')).toBeNull();
    expect(rememberedLandingPath('/fr', 'en-CA')).toBeNull();
    expect(rememberedLandingPath('/fr', 'fr-CA')).toBeNull();
    expect(rememberedLandingPath('', 'fr-CA')).toBeNull();
  });
});
