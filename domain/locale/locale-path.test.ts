import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { FRENCH_PATH_PREFIX, localeFromPath, localizePath, stripLocale, switchLocaleUrl } from './locale-path.ts';

const segment = fc.constantFrom('fr', 'en', 'shop', 'french-page', 'fr-ca', 'login', 'sso', 'abc123', '');
const pathname = fc
  .array(segment, { maxLength: 4 })
  .chain((segments) => fc.constantFrom(`/${segments.join('/')}`, segments.join('/')));

describe('localeFromPath', () => {
  it('takes /fr as the French prefix', () => {
    expect(FRENCH_PATH_PREFIX).toBe('/fr');
  });

  it.each([
    // /fr and the paths under it are French.
    ['/fr', 'fr-CA'], ['/fr/', 'fr-CA'], ['/fr/shop', 'fr-CA'], ['fr/shop', 'fr-CA'],
    // Every other path is English, the default.
    ['/', 'en-CA'], ['', 'en-CA'], ['/shop', 'en-CA'], ['/shop/fr', 'en-CA'],
    // The prefix must be a whole segment: /french-page is English.
    ['/french-page', 'en-CA'], ['/fr-ca/shop', 'en-CA'], ['/frshop', 'en-CA'],
  ])('reads %j as %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe('stripLocale', () => {
  it.each([
    // The French prefix goes, a doubled one whole.
    ['/fr', '/'], ['/fr/', '/'], ['/fr/shop', '/shop'], ['/fr/shop/item/12', '/shop/item/12'], ['/fr/fr/shop', '/shop'], ['/fr/fr', '/'],
    // English paths stay, with only a missing leading slash added.
    ['/', '/'], ['/shop', '/shop'], ['/french-page', '/french-page'], ['shop', '/shop'], ['', '/'],
  ])('takes %j to the English path %j', (path, english) => {
    expect(stripLocale(path)).toBe(english);
  });

  it('always gives an English path that stripping again leaves unchanged', () => {
    fc.assert(
      fc.property(pathname, (path) => {
        const stripped = stripLocale(path);
        expect(stripped.startsWith('/')).toBe(true);
        expect(localeFromPath(stripped)).toBe('en-CA');
        expect(stripLocale(stripped)).toBe(stripped);
      }),
    );
  });
});

describe('localizePath', () => {
  it.each([
    // French routes go under /fr, with /fr as the French home.
    ['/', 'fr-CA', '/fr'], ['', 'fr-CA', '/fr'], ['/shop', 'fr-CA', '/fr/shop'], ['/fr/shop', 'fr-CA', '/fr/shop'], ['/fr', 'fr-CA', '/fr'],
    // English routes come out of /fr, with / as the English home.
    ['/fr', 'en-CA', '/'], ['/fr/shop', 'en-CA', '/shop'], ['/shop', 'en-CA', '/shop'],
    // /french-page is no French route.
    ['/french-page', 'fr-CA', '/fr/french-page'], ['/french-page', 'en-CA', '/french-page'],
  ] as const)('puts %j in %s at %j', (path, locale, localized) => {
    expect(localizePath(path, locale)).toBe(localized);
  });

  it('round-trips: the locale is the one asked for and the route is unchanged', () => {
    fc.assert(
      fc.property(pathname, fc.constantFrom(...LOCALES), (path, locale) => {
        const localized = localizePath(path, locale);
        expect(localeFromPath(localized)).toBe(locale);
        expect(stripLocale(localized)).toBe(stripLocale(path));
      }),
    );
  });
});

describe('switchLocaleUrl', () => {
  it.each([
    // The query and the hash are kept.
    [{ pathname: '/shop', search: '?page=2', hash: '#top' }, 'fr-CA', '/fr/shop?page=2#top'],
    [{ pathname: '/fr/shop', search: '?page=2', hash: '#top' }, 'en-CA', '/shop?page=2#top'],
    [{ pathname: '/fr', search: '?page=2', hash: '#top' }, 'en-CA', '/?page=2#top'],
    // It works without them.
    [{ pathname: '/' }, 'fr-CA', '/fr'],
    [{ pathname: '/fr/shop', search: '', hash: '' }, 'en-CA', '/shop'],
    // A missing ? or # is added, a bare one dropped.
    [{ pathname: '/shop', search: 'page=2', hash: 'top' }, 'fr-CA', '/fr/shop?page=2#top'],
    [{ pathname: '/shop', search: '?', hash: '#' }, 'fr-CA', '/fr/shop'],
  ] as const)('takes %j to %s as %j', (location, locale, url) => {
    expect(switchLocaleUrl(location, locale)).toBe(url);
  });

  it('is always the localized path followed by the query and the hash', () => {
    fc.assert(
      fc.property(
        pathname,
        fc.stringMatching(/^\?[a-z0-9=&]{1,12}$/),
        fc.stringMatching(/^#[a-z0-9-]{1,12}$/),
        fc.constantFrom(...LOCALES),
        (path, search, hash, locale) => {
          expect(switchLocaleUrl({ pathname: path, search, hash }, locale)).toBe(`${localizePath(path, locale)}${search}${hash}`);
        },
      ),
    );
  });
});
