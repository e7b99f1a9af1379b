import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { FRENCH_PATH_PREFIX, localeFromPath, localizePath, stripLocale, switchLocaleUrl } from './locale-path';

const segment = fc.constantFrom('fr', 'en', 'shop', 'french-page', 'fr-ca', 'login', 'sso', 'abc123', '');
const pathname = fc
  .array(segment, { maxLength: 4 })
  .chain((segments) => fc.constantFrom(`/${segments.join('/')}`, segments.join('/')));

describe('localeFromPath', () => {
  it('reads /fr and paths under /fr as French', () => {
    expect(FRENCH_PATH_PREFIX).toBe('/fr');
    expect(localeFromPath('/fr')).toBe('fr-CA');
    expect(localeFromPath('/fr/')).toBe('fr-CA');
    expect(localeFromPath('/fr/shop')).toBe('fr-CA');
    expect(localeFromPath('fr/shop')).toBe('fr-CA');
  });

  it('reads every other path as English, the default', () => {
    expect(localeFromPath('/')).toBe('en-CA');
    expect(localeFromPath('')).toBe('en-CA');
    expect(localeFromPath('/shop')).toBe('en-CA');
    expect(localeFromPath('/shop/fr')).toBe('en-CA');
  });

  it('needs the prefix to be a whole segment: /french-page is English', () => {
    expect(localeFromPath('/french-page')).toBe('en-CA');
    expect(localeFromPath('/fr-ca/shop')).toBe('en-CA');
    expect(localeFromPath('/frshop')).toBe('en-CA');
  });
});

describe('stripLocale', () => {
  it('removes the French prefix', () => {
    expect(stripLocale('/fr')).toBe('/');
    expect(stripLocale('/fr/')).toBe('/');
    expect(stripLocale('/fr/shop')).toBe('/shop');
    expect(stripLocale('/fr/shop/item/12')).toBe('/shop/item/12');
  });

  it('leaves English paths alone, adding only a missing leading slash', () => {
    expect(stripLocale('/')).toBe('/');
    expect(stripLocale('/shop')).toBe('/shop');
    expect(stripLocale('/french-page')).toBe('/french-page');
    expect(stripLocale('shop')).toBe('/shop');
    expect(stripLocale('')).toBe('/');
  });

  it('removes a doubled prefix whole', () => {
    expect(stripLocale('/fr/fr/shop')).toBe('/shop');
    expect(stripLocale('/fr/fr')).toBe('/');
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
  it('puts French routes under /fr, with /fr as the French home', () => {
    expect(localizePath('/', 'fr-CA')).toBe('/fr');
    expect(localizePath('', 'fr-CA')).toBe('/fr');
    expect(localizePath('/shop', 'fr-CA')).toBe('/fr/shop');
    expect(localizePath('/fr/shop', 'fr-CA')).toBe('/fr/shop');
    expect(localizePath('/fr', 'fr-CA')).toBe('/fr');
  });

  it('takes English routes out of /fr, with / as the English home', () => {
    expect(localizePath('/fr', 'en-CA')).toBe('/');
    expect(localizePath('/fr/shop', 'en-CA')).toBe('/shop');
    expect(localizePath('/shop', 'en-CA')).toBe('/shop');
  });

  it('does not mistake /french-page for a French route', () => {
    expect(localizePath('/french-page', 'fr-CA')).toBe('/fr/french-page');
    expect(localizePath('/french-page', 'en-CA')).toBe('/french-page');
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
  it('keeps the query and the hash', () => {
    expect(switchLocaleUrl({ pathname: '/shop', search: '?page=2', hash: '#top' }, 'fr-CA')).toBe('/fr/shop?page=2#top');
    expect(switchLocaleUrl({ pathname: '/fr/shop', search: '?page=2', hash: '#top' }, 'en-CA')).toBe('/shop?page=2#top');
    expect(switchLocaleUrl({ pathname: '/fr', search: '?page=2', hash: '#top' }, 'en-CA')).toBe('/?page=2#top');
  });

  it('works without query or hash', () => {
    expect(switchLocaleUrl({ pathname: '/' }, 'fr-CA')).toBe('/fr');
    expect(switchLocaleUrl({ pathname: '/fr/shop', search: '', hash: '' }, 'en-CA')).toBe('/shop');
  });

  it('adds a missing ? or # and drops a bare one', () => {
    expect(switchLocaleUrl({ pathname: '/shop', search: 'page=2', hash: 'top' }, 'fr-CA')).toBe('/fr/shop?page=2#top');
    expect(switchLocaleUrl({ pathname: '/shop', search: '?', hash: '#' }, 'fr-CA')).toBe('/fr/shop');
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
