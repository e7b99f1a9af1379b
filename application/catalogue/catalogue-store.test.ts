import { DEFAULT_SHOP_QUERY, withFilters, withPage, withSort } from '@rewards-storefront/domain/catalogue/shop-query';
import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeCatalogueGateway, aProduct, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { CatalogueStore } from './catalogue-store';

const products = Array.from({ length: 30 }, (_, index) => aProduct({ id: index + 1 }));

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeCatalogueGateway(products);
  const store = new CatalogueStore(context.context, gateway, context.errors);
  return { ...context, gateway, store };
}

const onPage = (page: number) => ({ catalogue: 'merchandise', shop: { ...DEFAULT_SHOP_QUERY, page } }) as const;

describe('CatalogueStore', () => {
  it('asks guest prices for a visitor, 12 products a page, for the page shown', async () => {
    const { store, gateway } = setUp('guest');
    store.show(onPage(3));
    await settle();
    expect(gateway.requests).toEqual([
      {
        catalogue: 'merchandise',
        locale: 'en-CA',
        page: 3,
        perPage: 12,
        audience: { kind: 'guest' },
        filters: DEFAULT_SHOP_QUERY.filters,
        sort: null,
      },
    ]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', locale: 'en-CA', page: { page: 3, lastPage: 3, total: 30 } });
  });

  it('asks nothing while no screen shows the catalogue', async () => {
    const { gateway } = setUp('guest');
    await settle();
    expect(gateway.requests).toEqual([]);
  });

  it('asks member prices for the active card of a signed-in member', async () => {
    const { store, gateway } = setUp('member');
    store.show(onPage(1));
    await settle();
    expect(gateway.requests.map((request) => request.audience)).toEqual([{ kind: 'member', accountId: 101 }]);
  });

  it('waits, showing loading, while the member’s cards load, then asks once for the chosen card', async () => {
    const { store, gateway, accounts } = setUp('member-loading-cards');
    store.show(onPage(1));
    await settle();
    expect(gateway.requests).toEqual([]);
    expect(store.snapshot.status).toBe('loading');
    const cards = alexAccounts();
    accounts.loadSucceeded(cards, cards[2]);
    await settle();
    expect(gateway.requests.map((request) => request.audience)).toEqual([{ kind: 'member', accountId: 103 }]);
    expect(store.snapshot.status).toBe('loaded');
  });

  it('reloads on a card switch, a language change and a sign-out, priced for whoever looks now', async () => {
    const { store, gateway, accounts, locales, endSession } = setUp('member');
    store.show(onPage(1));
    await settle();
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await settle();
    locales.changed('fr-CA');
    await settle();
    endSession.execute();
    await settle();
    expect(gateway.requests.map(({ audience, locale }) => ({ audience, locale }))).toEqual([
      { audience: { kind: 'member', accountId: 101 }, locale: 'en-CA' },
      { audience: { kind: 'member', accountId: 102 }, locale: 'en-CA' },
      { audience: { kind: 'member', accountId: 102 }, locale: 'fr-CA' },
      { audience: { kind: 'guest' }, locale: 'fr-CA' },
    ]);
  });

  it('reads a page number below 1 as the first page, and keeps a valid one', async () => {
    const { store, gateway } = setUp('guest');
    store.show(onPage(0));
    await settle();
    store.show({ catalogue: 'merchandise', shop: withPage(DEFAULT_SHOP_QUERY, 2) });
    await settle();
    expect(gateway.requests.map((request) => request.page)).toEqual([1, 2]);
  });

  it('never lets a late answer replace the page asked for last, and keeps the last page while loading', async () => {
    const { store, gateway } = setUp('guest');
    const time = virtualTime();
    slowAnswers(gateway, 'listProducts', time.scheduler, (request) => (request.page === 1 ? 100 : 10));
    store.show(onPage(1));
    store.show(onPage(2));
    await time.runUntil(10);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { page: 2 } });
    await time.runUntil(100);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { page: 2 } });
    store.show(onPage(3));
    expect(store.snapshot).toMatchObject({ status: 'loading', previous: { page: 2 } });
  });

  it('sends the URL’s search, filters and sort, and shows the facet counts of the answer', async () => {
    const { store, gateway } = setUp('guest');
    gateway.products = [
      aProductDetail({ id: 1, name: 'Café Grinder', brand: 'Brewco', categoryPath: ['Kitchen', 'Coffee'], points: 9_000 }),
      aProductDetail({ id: 2, name: 'Cafe Press', brand: 'Pressa', categoryPath: ['Kitchen', 'Coffee'], points: 4_000 }),
      aProductDetail({ id: 3, name: 'Tea Kettle', brand: 'Brewco', categoryPath: ['Kitchen', 'Tea'], points: 3_000 }),
    ];
    const shop = withSort(withFilters(DEFAULT_SHOP_QUERY, { search: 'cafe', categoryPath: ['Kitchen'] }), 'price-low-high');
    store.show({ catalogue: 'merchandise', shop });
    await settle();
    expect(gateway.requests[0]).toMatchObject({ filters: shop.filters, sort: 'price-low-high', page: 1 });
    if (store.snapshot.status !== 'loaded') throw new Error('expected a page');
    expect(store.snapshot.page.products.map((product) => product.name)).toEqual(['Cafe Press', 'Café Grinder']);
    expect(store.snapshot.page.facets['brand']).toEqual({ Brewco: 1, Pressa: 1 });
    expect(store.snapshot.request.shop).toEqual(shop);
  });

  it('loads nothing more once the screen has closed', async () => {
    const { store, gateway, locales } = setUp('guest');
    const close = store.show(onPage(1));
    await settle();
    close();
    locales.changed('fr-CA');
    await settle();
    expect(gateway.requests).toHaveLength(1);
  });

  it('lets the shop take over the page preloaded while its code downloaded, asking once', async () => {
    const { store, gateway } = setUp('guest');
    store.preload(onPage(0));
    await settle();
    store.show(onPage(1));
    await settle();
    expect(gateway.requests).toHaveLength(1);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { page: 1 } });
  });

  it('asks again when the shop shows another query than the one preloaded', async () => {
    const { store, gateway } = setUp('guest');
    store.preload(onPage(1));
    store.show({ catalogue: 'merchandise', shop: withSort(DEFAULT_SHOP_QUERY, 'price-low-high') });
    await settle();
    store.show({ catalogue: 'gift-cards', shop: DEFAULT_SHOP_QUERY });
    await settle();
    expect(gateway.requests.map((request) => [request.catalogue, request.sort === null])).toEqual([
      ['merchandise', true],
      ['merchandise', false],
      ['gift-cards', true],
    ]);
  });
});
