import { describe, expect, it } from 'vitest';
import { FakeCatalogueGateway, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { FeaturedProductsStore } from './featured-products-store';
import { LoadFeaturedProducts } from './load-featured-products';

const specials = Array.from({ length: 6 }, (_, index) =>
  aProductDetail({ id: index + 1, name: `Special ${index + 1}`, categoryPath: ['Monthly Specials'] }),
);
const others = [aProductDetail({ id: 50, name: 'Ordinary', categoryPath: ['Kitchen'] })];

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeCatalogueGateway([...others, ...specials]);
  const store = new FeaturedProductsStore();
  const load = new LoadFeaturedProducts(gateway, store, context.sessions, context.accounts, context.endSession, context.errors);
  return { ...context, gateway, store, load };
}

describe('LoadFeaturedProducts', () => {
  it("shows four 'Monthly Specials' products from one merchandise request", async () => {
    const { load, gateway, store } = setUp('guest');
    await load.execute('en-CA');
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
    const { load, gateway } = setUp('guest');
    await load.execute('fr-CA');
    expect(gateway.requests[0]?.filters.categoryPath).toEqual(['Offres du mois']);
  });

  it('prices them for the member’s active card', async () => {
    const { load, gateway } = setUp('member');
    await load.execute('en-CA');
    expect(gateway.requests[0]?.audience).toEqual({ kind: 'member', accountId: 101 });
  });

  it('waits while the member’s cards load', async () => {
    const { load, gateway, store } = setUp('member-loading-cards');
    await load.execute('en-CA');
    expect(gateway.requests).toEqual([]);
    expect(store.snapshot.status).toBe('loading');
  });

  it('reports a failure and leaves the block empty', async () => {
    const { load, gateway, store, errors } = setUp('guest');
    gateway.failure = { errorCode: 500, code: 'INTERNAL_ERROR', message: '' };
    await load.execute('en-CA');
    expect(store.snapshot).toEqual({ status: 'failed', products: [] });
    expect(errors.reports).toHaveLength(1);
  });

  it('ends the session when the member’s token is refused', async () => {
    const { load, gateway, sessions, errors } = setUp('member');
    gateway.failure = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    await load.execute('en-CA');
    expect(sessions.snapshot.session).toBeNull();
    expect(errors.reports).toEqual([]);
  });
});
