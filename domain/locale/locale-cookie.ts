import { FRENCH_PATH_PREFIX } from './locale-path.ts';
import { isLocale, type Locale } from './locale.ts';
import { cookieValue } from '../session/cookie-value.ts';

/** The cookie that remembers the visitor's language (spec §9 "Locale cookie"). */
export const LOCALE_COOKIE_NAME = 'locale';

/** How long the language is remembered: 365 days (spec §9), in seconds. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * The cookie that remembers `locale`, as written to `document.cookie` (or a
 * Set-Cookie header): 365 days, the whole site (path /), sent on a link
 * followed from another site (SameSite=Lax, so a returning visitor's first
 * request carries it), and only over HTTPS when the page is (`secure`).
 */
export function localeCookie(locale: Locale, { secure }: { readonly secure: boolean }): string {
  const attributes = [`${LOCALE_COOKIE_NAME}=${locale}`, `Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * The remembered locale in a Cookie header or `document.cookie`
 * ("a=1; locale=fr-CA"): the first `locale` cookie, if it names one of the
 * two locales exactly; null when there is none, or it holds anything else.
 */
export function localeFromCookies(cookies: string | null | undefined): Locale | null {
  const value = cookieValue(cookies, LOCALE_COOKIE_NAME);
  return isLocale(value) ? value : null;
}

/**
 * Where a visit to `pathname` should land for a visitor who chose
 * `remembered` earlier: the French home for the English home "/" when French
 * was chosen; null (stay) otherwise. Only the home is redirected: any other
 * path names its own language, which a link or bookmark chose.
 */
export function rememberedLandingPath(pathname: string, remembered: Locale | null): string | null {
  return pathname === '/' && remembered === 'fr-CA' ? FRENCH_PATH_PREFIX : null;
}
