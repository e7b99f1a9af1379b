import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, LOCALE_COOKIE_NAME, localeCookie, localeFromCookies, rememberedLandingPath } from './locale-cookie';

describe('locale cookie (spec §9: the language is remembered for 365 days)', () => {
  it('lasts 365 days', () => {
    expect(LOCALE_COOKIE_NAME).toBe('locale');
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it('is written for the whole site, SameSite=Lax, and Secure only on an https page', () => {
    expect(localeCookie('fr-CA', { secure: false })).toBe('locale=fr-CA; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('en-CA', { secure: true })).toBe('locale=en-CA; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is read back from a cookie header among others, spaces or not', () => {
    expect(localeFromCookies('locale=fr-CA')).toBe('fr-CA');
    expect(localeFromCookies('theme=dark; locale=en-CA; other=1')).toBe('en-CA');
    expect(localeFromCookies('theme=dark;locale=fr-CA')).toBe('fr-CA');
    expect(localeFromCookies(' locale = fr-CA ')).toBe('fr-CA');
  });

  it('the first locale cookie counts', () => {
    expect(localeFromCookies('locale=fr-CA; locale=en-CA')).toBe('fr-CA');
  });

  it('a part without a value is not the locale cookie, even one named like it', () => {
    expect(localeFromCookies('localeX; locale=fr-CA')).toBe('fr-CA');
  });

  it('is null when absent, empty or not one of the two locales', () => {
    expect(localeFromCookies(undefined)).toBeNull();
    expect(localeFromCookies(null)).toBeNull();
    expect(localeFromCookies('')).toBeNull();
    expect(localeFromCookies('theme=dark')).toBeNull();
    expect(localeFromCookies('locale')).toBeNull();
    expect(localeFromCookies('locale=')).toBeNull();
    expect(localeFromCookies('locale=fr')).toBeNull();
    expect(localeFromCookies('locale=FR-CA')).toBeNull();
    expect(localeFromCookies('mylocale=fr-CA')).toBeNull();
    expect(localeFromCookies('locale-x=fr-CA; locale=fr-CA')).toBe('fr-CA');
  });

  it('a value with an = sign in it is not a locale', () => {
    expect(localeFromCookies('locale=fr-CA=1')).toBeNull();
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
