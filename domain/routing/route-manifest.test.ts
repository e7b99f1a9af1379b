import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FULL_ROUTE_MANIFEST, ROUTES_WITH_DEMOS, routeName } from './full-route-manifest.ts';
import { ROUTE_MANIFEST } from './route-manifest.ts';

const UI = join(__dirname, '..', '..', 'ui');

describe('the route manifest', () => {
  it('declares each path once, the not-found page last', () => {
    const paths = ROUTE_MANIFEST.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
    expect(paths.length).toBeGreaterThan(40);
  });

  it('names only page files that exist under ui/', () => {
    for (const entry of ROUTE_MANIFEST) expect(existsSync(join(UI, entry.page)), `${entry.path} → ${entry.page}`).toBe(true);
  });

  it('gives every route of the manifest, in its order, its preload and demo values, and names no other route', () => {
    expect(FULL_ROUTE_MANIFEST.map((entry) => entry.path)).toEqual(ROUTE_MANIFEST.map((entry) => entry.path));
    FULL_ROUTE_MANIFEST.forEach((entry, i) => expect(entry).toMatchObject(ROUTE_MANIFEST[i]!));
    const paths: readonly string[] = ROUTE_MANIFEST.map((entry) => entry.path);
    expect(ROUTES_WITH_DEMOS.filter((path) => !paths.includes(path))).toEqual([]);
    expect(ROUTES_WITH_DEMOS.length).toBe(12);
  });

  it('preloads every page but the not-found one', () => {
    expect(FULL_ROUTE_MANIFEST.filter((entry) => !entry.preload).map((entry) => entry.path)).toEqual(['*']);
  });

  it('opens each route with demo values, absolute and without a locale', () => {
    for (const entry of FULL_ROUTE_MANIFEST) {
      for (const path of [entry.demo.path, entry.demo.signedInPath].filter((path) => path !== undefined)) {
        expect(path.startsWith('/'), path).toBe(true);
        expect(path.startsWith('/fr/') || path === '/fr', path).toBe(false);
      }
    }
    expect(FULL_ROUTE_MANIFEST.filter((entry) => entry.demo.signsOut).map((entry) => entry.path)).toEqual(['logout']);
  });

  it('names a route "/" + its path, "/" for the index and "*" for the not-found page', () => {
    expect(routeName({ path: '' })).toBe('/');
    expect(routeName({ path: 'shop/:product' })).toBe('/shop/:product');
    expect(routeName({ path: '*' })).toBe('*');
  });

  it('gives a page the same later capabilities on every route that shows it', () => {
    const byPage = new Map<string, string>();
    for (const entry of ROUTE_MANIFEST) {
      const capabilities = entry.capabilities.join(',');
      expect(byPage.get(entry.page) ?? capabilities, entry.path).toBe(capabilities);
      byPage.set(entry.page, capabilities);
    }
  });

  it('gives a page the same message parts on every route that shows it (the router makes one component per page)', () => {
    const byPage = new Map<string, string>();
    for (const entry of ROUTE_MANIFEST) {
      const parts = (entry.messages ?? []).join(',');
      expect(byPage.get(entry.page) ?? parts, entry.path).toBe(parts);
      byPage.set(entry.page, parts);
    }
  });

  it('names the messages of a capability with it, and none for the first screen’s pages', () => {
    const partsOf = (path: string) => ROUTE_MANIFEST.find((entry) => entry.path === path)?.messages ?? [];
    expect(partsOf('shop')).toEqual([]);
    expect(partsOf('shop/:product')).toEqual([]);
    expect(partsOf('')).toEqual([]);
    expect(partsOf('checkout')).toEqual(['checkout', 'orders', 'forms']);
    expect(partsOf('account/order-history')).toEqual(['orders']);
    expect(partsOf('register')).toEqual(['identity', 'forms']);
    expect(partsOf('login')).toEqual(['sign-in']);
  });

  it('renders every route in the site layout but login-as and pending-actions, in layouts of their own', () => {
    const own = ROUTE_MANIFEST.filter((entry) => entry.layout !== 'site').map((entry) => [entry.path, entry.layout]);
    expect(own).toEqual([
      ['login-as', 'blank'],
      ['pending-actions', 'pending-actions'],
    ]);
  });

  it('names each page file after its component and opens a route at its own path unless it says otherwise', () => {
    const cart = FULL_ROUTE_MANIFEST.find((entry) => entry.path === 'shop/cart')!;
    expect(cart).toEqual({
      path: 'shop/cart',
      page: 'cart/cart-page.tsx',
      component: 'CartPage',
      layout: 'site',
      capabilities: ['checkout'],
      messages: ['checkout', 'orders', 'forms'],
      preload: true,
      demo: { path: '/shop/cart' },
    });
    expect(FULL_ROUTE_MANIFEST.find((entry) => entry.path === 'shop')).toEqual({
      path: 'shop',
      page: 'catalogue/shop-page.tsx',
      component: 'ShopPage',
      layout: 'site',
      capabilities: [],
      messages: [],
      preload: true,
      demo: { path: '/shop' },
    });
    const faq = FULL_ROUTE_MANIFEST.find((entry) => entry.path === 'faq')!;
    expect([faq.page, faq.component, faq.props]).toEqual(['content/information-page.tsx', 'InformationPage', { slug: 'faq' }]);
    const sso = FULL_ROUTE_MANIFEST.find((entry) => entry.path === 'sso/:token?')!;
    expect([sso.page, sso.demo]).toEqual(['sign-in/sso-page.tsx', { path: '/sso/not-a-token', signedInPath: '/sso' }]);
    const edit = FULL_ROUTE_MANIFEST.find((entry) => entry.path === 'account/address/edit')!;
    expect([edit.page, edit.props, edit.demo]).toEqual(['address-book/address-form-page.tsx', { mode: 'edit' }, { path: '/account/address/edit?id={address}' }]);
  });
});
