import { SUGGESTION_DELAY_MS } from '@rewards-storefront/domain/catalogue/search-suggestions';
import { describe, expect, it } from 'vitest';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeCatalogueGateway, aProductDetail } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { SearchSuggestionsStore } from './search-suggestions-store';

const products = [
  aProductDetail({ id: 1, name: 'Aria Headphones', slug: 'aria-headphones' }),
  aProductDetail({ id: 2, name: 'Halo Headphones', slug: 'halo-headphones' }),
  aProductDetail({ id: 3, name: 'Steel Kettle', slug: 'steel-kettle' }),
];

function setUp(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const context = shopperContext('guest', locale);
  const gateway = new FakeCatalogueGateway(products);
  const store = new SearchSuggestionsStore(context.context, gateway, context.errors);
  return { ...context, gateway, store };
}

const pause = () => new Promise((resolve) => setTimeout(resolve, SUGGESTION_DELAY_MS + 50));

describe('SearchSuggestionsStore: suggestions while typing', () => {
  it('asks once after a pause in typing, not per key, and suggests the products the text finds', async () => {
    const { store, gateway } = setUp();
    store.type('merchandise', 'h');
    store.type('merchandise', 'he');
    store.type('merchandise', 'hea');
    await settle();
    expect(gateway.requests).toEqual([]);
    await pause();
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]).toMatchObject({ catalogue: 'merchandise', page: 1, perPage: 6, filters: { search: 'hea' }, sort: null });
    expect(store.snapshot).toEqual({
      status: 'loaded',
      search: 'hea',
      // In the server's order (here the fake's: newest first).
      suggestions: [
        { name: 'Halo Headphones', slug: 'halo-headphones' },
        { name: 'Aria Headphones', slug: 'aria-headphones' },
      ],
    });
  });

  it('asks nothing for one letter and clears what was suggested', async () => {
    const { store, gateway } = setUp();
    store.type('merchandise', 'ket');
    await pause();
    expect(store.snapshot.status).toBe('loaded');
    store.type('merchandise', 'k');
    expect(store.snapshot).toEqual({ status: 'idle' });
    await pause();
    expect(gateway.requests).toHaveLength(1);
  });

  it('asks in the page’s language', async () => {
    const { store, gateway } = setUp('fr-CA');
    store.type('gift-cards', 'kettle');
    await pause();
    expect(gateway.requests[0]).toMatchObject({ catalogue: 'gift-cards', locale: 'fr-CA' });
  });

  it('reports a failure and suggests nothing', async () => {
    const { store, gateway, errors } = setUp();
    gateway.failure = UNAVAILABLE;
    store.type('merchandise', 'kettle');
    await pause();
    expect(store.snapshot).toEqual({ status: 'failed', search: 'kettle' });
    expect(errors.reports).toEqual([{ context: 'search suggestions', failure: expect.objectContaining({ reason: 'unavailable' }) }]);
  });

  it('shows nothing once cleared, and suggests again when the same text is typed again', async () => {
    const { store } = setUp();
    store.type('merchandise', 'kettle');
    await pause();
    store.clear();
    expect(store.snapshot).toEqual({ status: 'idle' });
    store.type('merchandise', 'kettle');
    await pause();
    expect(store.snapshot).toMatchObject({ status: 'loaded', suggestions: [{ slug: 'steel-kettle' }] });
  });
});
