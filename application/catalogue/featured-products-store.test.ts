import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeCatalogueGateway, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { featuredProducts } from './featured-products-store';
import { QueryStore } from '../context/query-store';

const specials = Array.from({ length: 6 }, (_, index) =>
  aProductDetail({ id: index + 1, name: `Special ${index + 1}`, categoryPath: ['Monthly Specials'] }),
);
const others = [aProductDetail({ id: 50, name: 'Ordinary', categoryPath: ['Kitchen'] })];

function setUp(shopper: Shopper, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const context = shopperContext(shopper, locale);
  const gateway = new FakeCatalogueGateway([...others, ...specials]);
  const store = new QueryStore(featuredProducts(context.context, gateway, context.errors));
  return { ...context, gateway, store };
}

describe('FeaturedProductsStore', () => {
  it("shows four 'Monthly Specials' products from one merchandise request while a page shows the block", async () => {
    const { store, gateway } = setUp('guest');
    await settle();
    expect(gateway.requests).toEqual([]);
    store.show();
    await settle();
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]).toMatchObject({
      catalogue: 'merchandise',
      page: 1,
      perPage: 4,
      audience: { kind: 'guest' },
      filters: { categoryPath: ['Monthly Specials'], search: '', brands: [], promotionGroups: [] },
      sort: null,
    });
    expect(store.snapshot.status).toBe('loaded');
    expect(store.snapshot.products).toHaveLength(4);
    expect(store.snapshot.products.every((product) => product.name.startsWith('Special'))).toBe(true);
  });

  it('asks by the category’s French name on a French page (facets are matched in the page’s language)', async () => {
    const { store, gateway } = setUp('guest', 'fr-CA');
    store.show();
    await settle();
    expect(gateway.requests[0]?.filters.categoryPath).toEqual(['Offres du mois']);
  });

  it('prices them for the member’s active card, once the cards are in, and again on a card switch', async () => {
    const { store, gateway, accounts } = setUp('member-loading-cards');
    store.show();
    await settle();
    expect(gateway.requests).toEqual([]);
    expect(store.snapshot.status).toBe('loading');
    const cards = alexAccounts();
    accounts.loadSucceeded(cards, cards[0]);
    await settle();
    accounts.switchStarted();
    accounts.switchFinished(cards[1]!);
    await settle();
    expect(gateway.requests.map((request) => request.audience)).toEqual([
      { kind: 'member', accountId: 101 },
      { kind: 'member', accountId: 102 },
    ]);
  });

  it('reports a failure and leaves the block empty', async () => {
    const { store, gateway, errors } = setUp('guest');
    gateway.failure = UNAVAILABLE;
    store.show();
    await settle();
    expect(store.snapshot).toEqual({ status: 'failed', products: [] });
    expect(errors.reports).toHaveLength(1);
  });

});
