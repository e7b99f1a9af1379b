import type { Locale } from '@rewards-storefront/domain/locale/locale';

/** The query parameter that tells the programme's external pages which language to show. */
export const LANGUAGE_PARAMETER = 'lang';

/**
 * `url` with the page's language for French (`lang=fr`), so a member leaving
 * the French store lands on the French page of the external site (the
 * programme home, the sign-out destinations). English is those pages'
 * default, so English URLs are left as configured, as is a URL that already
 * names a language. Works on absolute URLs and on server paths alike, and
 * keeps a fragment at the end.
 */
export function withLanguage(url: string, locale: Locale): string {
  if (locale !== 'fr-CA') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  if (new RegExp(`[?&]${LANGUAGE_PARAMETER}=`).test(base)) return url;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${LANGUAGE_PARAMETER}=fr${hash}`;
}
