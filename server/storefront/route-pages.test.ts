import { FULL_ROUTE_MANIFEST } from '@rewards-storefront/domain/routing/full-route-manifest';
import { describe, expect, it } from 'vitest';
import { pageForPath } from './route-pages';

describe('the pages the server preloads, from the route manifest', () => {
  it.each(FULL_ROUTE_MANIFEST.filter((route) => route.preload).map((route) => [route.demo.path, route.page] as const))(
    'preloads, for %s, the page its route shows, in both languages',
    (path, page) => {
      const pathname = path.replace('{order}', '1').replace('{address}', '1').replace(/[?#].*/s, '');
      expect(pageForPath(pathname)).toBe(page);
      expect(pageForPath(`/fr${pathname === '/' ? '' : pathname}`)).toBe(page);
    },
  );

  it('preloads nothing for a path no route names (the not-found page)', () => {
    expect(pageForPath('/no-such-page')).toBeNull();
  });
});

describe('pageForPath', () => {
  it('matches static segments before parameters, like the router ranks them', () => {
    expect(pageForPath('/shop/cart')).toBe('cart/cart-page.tsx');
    expect(pageForPath('/shop/any-product')).toBe('product/product-page.tsx');
    expect(pageForPath('/travel-miles/redeem/x')).toBe('redemptions/travel-miles-page.tsx');
    expect(pageForPath('/financial-rewards/redeem/loan')).toBe('redemptions/financial-redemption-page.tsx');
    expect(pageForPath('/account/address/new')).toBe('address-book/address-form-page.tsx');
  });

  it('gives the same page in French under /fr, and the home page for / and /fr', () => {
    expect(pageForPath('/fr/shop')).toBe('catalogue/shop-page.tsx');
    expect(pageForPath('/fr/shop/cart')).toBe('cart/cart-page.tsx');
    expect(pageForPath('/')).toBe('content/home-page.tsx');
    expect(pageForPath('/fr')).toBe('content/home-page.tsx');
    expect(pageForPath('/fr/')).toBe('content/home-page.tsx');
  });

  it('matches an optional parameter with and without it', () => {
    expect(pageForPath('/sso')).toBe('sign-in/sso-page.tsx');
    expect(pageForPath('/sso/a.b.c')).toBe('sign-in/sso-page.tsx');
    expect(pageForPath('/redeem')).toBe('redemptions/external-redemption-page.tsx');
    expect(pageForPath('/account/order-details/42')).toBe('orders/order-details-page.tsx');
  });

  it('ignores a trailing slash and letter case, like the router', () => {
    expect(pageForPath('/shop/')).toBe('catalogue/shop-page.tsx');
    expect(pageForPath('/SHOP/Cart')).toBe('cart/cart-page.tsx');
  });

  it('knows no page for a path no route names', () => {
    expect(pageForPath('/shopping')).toBeNull();
    expect(pageForPath('/shop/cart/more')).toBeNull();
    expect(pageForPath('/french')).toBeNull();
    expect(pageForPath('/account/order-details/1/2')).toBeNull();
  });

  it('knows no page for a redemption group the page does not open (its 404), as the storefront does', () => {
    expect(pageForPath('/redeem/cash-back')).toBe('redemptions/external-redemption-page.tsx');
    expect(pageForPath('/fr/redeem/direct-deposit')).toBe('redemptions/external-redemption-page.tsx');
    expect(pageForPath('/redeem/anything')).toBeNull();
    expect(pageForPath('/fr/redeem/travel-miles')).toBeNull();
  });
});
