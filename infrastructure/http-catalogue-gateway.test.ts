import { describe, expect, it } from 'vitest';
import { InMemorySessionStorage } from '../tests/fakes/in-memory-session-storage';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpCatalogueGateway } from './http-catalogue-gateway';
import { createProgrammeApiClient } from './openapi-client';

const apiProduct = (overrides: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Headphones',
  slug: 'headphones',
  catalog: { id: 1, slug: 'merchandise' },
  product_collection: { id: 3 },
  images: { large: null, medium: '/media/products/7-medium.svg', small: '/media/products/7-small.svg' },
  options_available: false,
  has_splitpay: true,
  prices: { min: 12000, actual: 12000 },
  original_prices: { min: 15000, actual: 15000 },
  product_labels: [],
  promotion_end_date: null,
  hide_add_to_cart: false,
  is_disclosure_consent_mandatory: false,
  ...overrides,
});

const page = (data: unknown[]) => ({
  data,
  facets: {},
  total_facets: 0,
  current_page: 2,
  last_page: 11,
  per_page: 12,
  from: 13,
  to: 24,
  total: 130,
});

function setUp() {
  const fetch = new ScriptedFetch();
  const client = createProgrammeApiClient({
    baseUrl: 'http://programme.test/api/v1',
    sessionStorage: new InMemorySessionStorage(),
    fetch: fetch.fetch,
  });
  return { fetch, gateway: new HttpCatalogueGateway(client, 'demo') };
}

const request = { catalogue: 'merchandise', locale: 'fr-CA', page: 2, perPage: 12 } as const;

describe('HttpCatalogueGateway', () => {
  it('asks guest prices with the points currency and the programme slug', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, page([]));
    await gateway.listProducts({ ...request, audience: { kind: 'guest' } });
    expect(fetch.last.url.pathname).toBe('/api/v1/guest/product');
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({
      catalog: 'merchandise',
      locale: 'fr-CA',
      page: '2',
      per_page: '12',
      currency_id: '1',
      program_slug: 'demo',
    });
  });

  it('asks member prices for the active card', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, page([]));
    await gateway.listProducts({ ...request, audience: { kind: 'member', accountId: 102 } });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/product');
    expect(fetch.last.url.searchParams.get('account_id')).toBe('102');
  });

  it('maps a product with the preferred image and the struck-through original price', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, page([apiProduct(), apiProduct({ id: 8, images: {}, original_prices: null })]));
    const result = await gateway.listProducts({ ...request, audience: { kind: 'guest' } });
    if (!result.ok) throw new Error('expected a page');
    expect(result.page).toMatchObject({ page: 2, lastPage: 11, total: 130, perPage: 12 });
    expect(result.page.products[0]).toEqual({
      id: 7,
      name: 'Headphones',
      slug: 'headphones',
      catalogue: 'merchandise',
      catalogId: 1,
      productCollectionId: 3,
      imageUrl: '/media/products/7-medium.svg',
      points: 12000,
      originalPoints: 15000,
      hasSplitPay: true,
      hideAddToCart: false,
      isDisclosureConsentMandatory: false,
    });
    expect(result.page.products[1]).toMatchObject({ imageUrl: null, originalPoints: null });
  });
});
