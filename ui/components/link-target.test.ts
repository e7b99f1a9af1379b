import { describe, expect, it } from 'vitest';
import { aNavigationItem } from '../../tests/fakes/content-fixtures';
import { linkTargetOf, menuItemTarget, newTabProps } from './link-target';

describe('Content link targets', () => {
  it('routes a root-relative path inside the store, and sends an http(s) address out', () => {
    expect(linkTargetOf('/shop?catalogue=gift-cards')).toEqual({ kind: 'store', path: '/shop?catalogue=gift-cards' });
    expect(linkTargetOf('https://bank.example/privacy')).toEqual({ kind: 'external', href: 'https://bank.example/privacy' });
  });

  it('loads a root-relative page the content marks external as a full page (a sandbox page of the server)', () => {
    expect(linkTargetOf('/sandbox/bank', { external: true })).toEqual({ kind: 'external', href: '/sandbox/bank' });
  });

  it.each(['javascript:alert(1)', '//evil.example', '/\\evil.example', 'data:text/html,hi', 'shop'])('leads nowhere for %j', (url) => {
    expect(linkTargetOf(url)).toBeNull();
    expect(linkTargetOf(url, { external: true })).toBeNull();
  });

  it('sends an item whose address needs an access URL through the store’s access redirect page of its menu (spec §2)', () => {
    const partner = aNavigationItem({ slug: 'maison-plus', route: null, url: '/sandbox/partner/maison-plus', signedAccess: true });
    expect(menuItemTarget(partner)).toEqual({ kind: 'store', path: '/access/navigation/maison-plus' });
    expect(menuItemTarget(partner, 'account')).toEqual({ kind: 'store', path: '/access/account/maison-plus' });
    expect(menuItemTarget({ ...partner, signedAccess: false })).toEqual({ kind: 'external', href: '/sandbox/partner/maison-plus' });
    expect(menuItemTarget({ ...partner, slug: 'Bad Slug' })).toBeNull();
  });

  it("takes a menu item's route before its address, and gives a dropdown parent none", () => {
    expect(menuItemTarget(aNavigationItem({ route: '/faq', url: null }))).toEqual({ kind: 'store', path: '/faq' });
    expect(menuItemTarget(aNavigationItem({ route: null, url: 'https://partner.example' }))).toEqual({
      kind: 'external',
      href: 'https://partner.example',
    });
    expect(menuItemTarget(aNavigationItem({ route: null, url: null }))).toBeNull();
  });

  it('opens a new tab without giving the new page a handle on the store', () => {
    expect(newTabProps(true)).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(newTabProps(false)).toEqual({});
  });
});
