import type { Locale } from './locale.ts';

/** The path segment that marks a French route (spec §2: every route exists under /fr; the French home is /fr). */
export const FRENCH_PATH_PREFIX = '/fr';

function withLeadingSlash(pathname: string): string {
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

function hasFrenchPrefix(pathname: string): boolean {
  // The prefix must be a whole segment: "/french-page" is an English route.
  return pathname === FRENCH_PATH_PREFIX || pathname.startsWith(`${FRENCH_PATH_PREFIX}/`);
}

/**
 * The locale a path is in: fr-CA for "/fr" and "/fr/…", en-CA for anything
 * else (en-CA is the default, spec §1). Always one of the two locales.
 */
export function localeFromPath(pathname: string): Locale {
  return hasFrenchPrefix(withLeadingSlash(pathname)) ? 'fr-CA' : 'en-CA';
}

/**
 * The path with its locale prefix removed: "/fr/shop" → "/shop", "/fr" →
 * "/". A doubled prefix ("/fr/fr/shop") is removed whole, since no English
 * route starts with "/fr".
 *
 * Always holds: the result starts with "/", is an English path
 * (`localeFromPath` gives en-CA), and stripping it again changes nothing.
 */
export function stripLocale(pathname: string): string {
  let path = withLeadingSlash(pathname);
  while (hasFrenchPrefix(path)) {
    path = withLeadingSlash(path.slice(FRENCH_PATH_PREFIX.length));
  }
  return path;
}

/**
 * The same route in `locale`: "/shop" → "/fr/shop" in French, "/fr/shop" →
 * "/shop" in English; the homes are "/" and "/fr".
 *
 * Always holds: `localeFromPath(localizePath(p, l)) === l` and
 * `stripLocale(localizePath(p, l)) === stripLocale(p)`.
 */
export function localizePath(pathname: string, locale: Locale): string {
  const path = stripLocale(pathname);
  if (locale === 'en-CA') {
    return path;
  }
  return path === '/' ? FRENCH_PATH_PREFIX : `${FRENCH_PATH_PREFIX}${path}`;
}

/** The parts of a location a locale switch reads (as `window.location` or react-router's `location` hold them). */
export interface LocationParts {
  readonly pathname: string;
  readonly search?: string;
  readonly hash?: string;
}

function withMark(part: string, mark: '?' | '#'): string {
  if (part === '' || part === mark) {
    return '';
  }
  return part.startsWith(mark) ? part : `${mark}${part}`;
}

/**
 * The URL of the current page in `locale` (spec §2: changing locale
 * rewrites the path and keeps query and hash): "/shop?page=2#top" →
 * "/fr/shop?page=2#top". `search` and `hash` may come with or without their
 * leading "?" and "#".
 *
 * Always holds: the path part is `localizePath(pathname, locale)`, followed
 * by the query and the hash unchanged.
 */
export function switchLocaleUrl({ pathname, search = '', hash = '' }: LocationParts, locale: Locale): string {
  return `${localizePath(pathname, locale)}${withMark(search, '?')}${withMark(hash, '#')}`;
}
