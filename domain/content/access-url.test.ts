import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_PARAMETER, accessRedirectPath, isMenuItemSlug, isMenuKind, withAccessToken } from './access-url.ts';

describe('the access redirect page of a menu item', () => {
  it('is /access/{kind}/{slug} for either menu', () => {
    expect(accessRedirectPath('navigation', 'maison-plus')).toBe('/access/navigation/maison-plus');
    expect(accessRedirectPath('account', 'statements2')).toBe('/access/account/statements2');
  });

  it('is none for a slug that is not a menu item slug', () => {
    for (const slug of ['', 'Maison', 'a--b', '-a', 'a-', 'a/b', '../x', 'a b', 'x?y']) {
      expect(accessRedirectPath('navigation', slug), slug).toBeNull();
      expect(isMenuItemSlug(slug), slug).toBe(false);
    }
    expect(isMenuItemSlug(undefined)).toBe(false);
    expect(isMenuItemSlug('a-1-b')).toBe(true);
  });

  it('knows the two menus only', () => {
    expect(isMenuKind('navigation')).toBe(true);
    expect(isMenuKind('account')).toBe(true);
    for (const kind of ['footer', 'Navigation', '', undefined]) expect(isMenuKind(kind), String(kind)).toBe(false);
  });
});

describe('an access URL: the item’s address with the member access token (spec §2)', () => {
  it('adds access_token to a page of this server, keeping its query', () => {
    expect(ACCESS_TOKEN_PARAMETER).toBe('access_token');
    expect(withAccessToken('/sandbox/partner/maison-plus', 'a.b.c')).toBe('/sandbox/partner/maison-plus?access_token=a.b.c');
    expect(withAccessToken('/sandbox/partner/maison-plus?lang=fr', 'a.b.c')).toBe('/sandbox/partner/maison-plus?lang=fr&access_token=a.b.c');
  });

  it('adds it to an http(s) address, before the fragment, and gives a bare origin a path', () => {
    expect(withAccessToken('https://partner.example/welcome?x=1#top', 't')).toBe('https://partner.example/welcome?x=1&access_token=t#top');
    expect(withAccessToken('http://partner.example', 't')).toBe('http://partner.example/?access_token=t');
    expect(withAccessToken('HTTPS://Partner.example/a', 't')).toBe('HTTPS://Partner.example/a?access_token=t');
  });

  it('replaces a token the stored address already carried, so there is exactly one', () => {
    expect(withAccessToken('/p?access_token=old&lang=fr', 'new')).toBe('/p?lang=fr&access_token=new');
  });

  it('percent-encodes the token', () => {
    expect(withAccessToken('/p', 'a b&c=d')).toBe('/p?access_token=a+b%26c%3Dd');
  });

  it('never signs an address that could lead somewhere else or run code', () => {
    for (const address of ['javascript:alert(1)', '//evil.example/x', '/\\evil.example', 'partner', '', 'ftp://x.example/', 'https://', 'see https://evil.example']) {
      expect(withAccessToken(address, 't'), address).toBeNull();
    }
  });
});
