import { EMPTY_FILTERS } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { describe, expect, it } from 'vitest';
import { apiProductListItem } from '../tests/fakes/api-fixtures';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpCatalogueGateway } from './http-catalogue-gateway';
import { createProgrammeApiClient } from './openapi-client';

const apiLabel = (overrides: Record<string, unknown> = {}) => ({
  display_name: { 'en-CA': 'Sale', 'fr-CA': 'Solde' },
  label_text: 'SALE',
  position: 2,
  priority_index: 1,
  product_label_type: 'sale',
  end_at: '2026-03-01T05:00:00Z',
  color: { background: '#c00', text: '#fff' },
  image: null,
  ...overrides,
});

const apiProduct = (overrides: Record<string, unknown> = {}) => ({
  ...apiProductListItem(7, {
    name: 'Headphones',
    slug: 'headphones',
    default_variant_id: 71,
    product_collection: { id: 3 },
    images: { large: null, medium: '/media/products/7-medium.svg', small: '/media/products/7-small.svg' },
    options_available: true,
    prices: { min: 12000, actual: 12000 },
    original_prices: { min: 15000, actual: 15000 },
    promotion_end_date: '2026-03-01T05:00:00Z',
  }),
  product_labels: [apiLabel()],
  ...overrides,
});

const apiDetail = (overrides: Record<string, unknown> = {}) => ({
  ...apiProduct(),
  category: { id: 4, name: 'Headphones', path: 'Electronics > Audio > Headphones' },
  description: '<p>Quiet.</p>',
  model: 'QH-1',
  sku: 'QH1-BLK',
  brand: { id: 2, name: 'Sonique' },
  type: 'merchandise',
  variants: [
    {
      id: 71,
      sku: 'QH1-BLK',
      variant_attributes: { colour: { value: 'black', label: { 'en-CA': 'Black', 'fr-CA': 'Noir' } } },
      prices: { actual: 12000 },
      is_available: true,
      stock_quantity: 4,
    },
  ],
  disclosure_consent: { 'en-CA': 'Fees apply.', 'fr-CA': 'Des frais s’appliquent.' },
  sale_channel: {
    has_splitpay: true,
    min_percentage_points: 80,
    min_percentage_fiat: 0,
    rates: [{ program_to_currency: 0.01, currency: { id: 2, code: 'CAD', symbol: '$' } }],
  },
  wishlist_id: 31,
  max_quantity: 5,
  is_available: true,
  product_group: { id: 3, code: 'QUIET', name: 'Gamme silencieuse' },
  charity_choice: null,
  ...overrides,
});

const page = (data: unknown[], facets: Record<string, Record<string, number>> = {}) => ({
  data,
  facets,
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
    csrfToken: () => null,
    fetch: fetch.fetch,
  });
  return { fetch, gateway: new HttpCatalogueGateway(client, 'demo') };
}

const request = { catalogue: 'merchandise', locale: 'fr-CA', page: 2, perPage: 12, filters: EMPTY_FILTERS, sort: null } as const;

describe('HttpCatalogueGateway', () => {
  it('asks guest prices with the points currency and the programme slug, sending no filter left at its default', async () => {
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

  it('sends the search, one facets parameter per selection, the points bounds that narrow and the sort', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, page([]));
    await gateway.listProducts({
      ...request,
      audience: { kind: 'guest' },
      filters: {
        search: 'écouteurs',
        categoryPath: ['Electronics', 'Audio'],
        brands: ['Sonique', 'Auralis'],
        minPoints: 1000,
        maxPoints: 20000,
        promotionGroups: ['SPRING'],
      },
      sort: 'price-high-low',
    });
    const params = fetch.last.url.searchParams;
    expect(params.get('search')).toBe('écouteurs');
    expect(params.getAll('facets')).toEqual(['category.lvl1:Electronics > Audio', 'brand:Sonique', 'brand:Auralis', 'promotion_group:SPRING']);
    expect(params.get('min')).toBe('1000');
    expect(params.get('max')).toBe('20000');
    expect(params.get('sort_field')).toBe('price');
    expect(params.get('sort_direction')).toBe('desc');
  });

  it('leaves out a minimum of 0 and a maximum at the top of the range', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, page([]));
    await gateway.listProducts({ ...request, audience: { kind: 'guest' }, filters: { ...EMPTY_FILTERS, minPoints: 0, maxPoints: 500000 } });
    expect(fetch.last.url.searchParams.has('min')).toBe(false);
    expect(fetch.last.url.searchParams.has('max')).toBe(false);
  });

  it('maps a product with the preferred image, struck-through price, labels in the locale, default variant and end date', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, page([apiProduct(), apiProduct({ id: 8, images: {}, original_prices: null, product_labels: [], promotion_end_date: null })], { brand: { Sonique: 2 } }));
    const result = await gateway.listProducts({ ...request, audience: { kind: 'guest' } });
    if (!result.ok) throw new Error('expected a page');
    expect(result.page).toMatchObject({ page: 2, lastPage: 11, total: 130, perPage: 12, facets: { brand: { Sonique: 2 } } });
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
      defaultVariantId: 71,
      labels: [
        {
          displayName: 'Solde',
          text: 'SALE',
          position: 2,
          priority: 1,
          backgroundColor: '#c00',
          textColor: '#fff',
          endAt: new Date('2026-03-01T05:00:00Z'),
          imageUrl: null,
        },
      ],
      promotionEndDate: new Date('2026-03-01T05:00:00Z'),
      optionsAvailable: true,
    });
    expect(result.page.products[1]).toMatchObject({ imageUrl: null, originalPoints: null, labels: [], promotionEndDate: null });
  });

  it('gets a member’s product detail by slug, mapped into the locale', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: apiDetail() });
    const result = await gateway.getProduct({ slug: 'headphones', locale: 'fr-CA', audience: { kind: 'member', accountId: 101 } });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/product/headphones');
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ locale: 'fr-CA', account_id: '101' });
    if (!result.ok) throw new Error('expected a product');
    expect(result.product).toMatchObject({
      id: 7,
      defaultVariantId: 71,
      categoryPath: ['Electronics', 'Audio', 'Headphones'],
      description: '<p>Quiet.</p>',
      model: 'QH-1',
      sku: 'QH1-BLK',
      brand: 'Sonique',
      type: 'merchandise',
      variants: [{ id: 71, sku: 'QH1-BLK', attributes: { colour: { value: 'black', label: 'Noir' } }, points: 12000, isAvailable: true, stockQuantity: 4 }],
      disclosureConsent: 'Des frais s’appliquent.',
      saleChannel: { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 },
      wishlistId: 31,
      maxQuantity: 5,
      isAvailable: true,
      productGroup: { id: 3, code: 'QUIET', name: 'Gamme silencieuse' },
    });
  });

  it('gets a visitor’s product detail with the points currency and programme slug', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: apiDetail({ brand: null, disclosure_consent: null, product_group: null, model: null, wishlist_id: null }) });
    const result = await gateway.getProduct({ slug: 'headphones', locale: 'en-CA', audience: { kind: 'guest' } });
    expect(fetch.last.url.pathname).toBe('/api/v1/guest/product/headphones');
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ locale: 'en-CA', currency_id: '1', program_slug: 'demo' });
    expect(result).toMatchObject({ ok: true, product: { brand: null, disclosureConsent: null, productGroup: null, model: null, wishlistId: null } });
  });

  it('takes the client’s default conversion rate when the product has no cash rate (spec §9)', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: apiDetail({ sale_channel: { has_splitpay: false, min_percentage_points: 100, min_percentage_fiat: 0, rates: [] } }) });
    const result = await gateway.getProduct({ slug: 'headphones', locale: 'en-CA', audience: { kind: 'guest' } });
    expect(result).toMatchObject({ ok: true, product: { saleChannel: { pointsToCashRate: 1 } } });
  });

  it('answers an unknown product as a 404 failure', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(404, { code: 'NOT_FOUND', message: 'No such product' });
    const result = await gateway.getProduct({ slug: 'nothing', locale: 'en-CA', audience: { kind: 'guest' } });
    expect(result).toEqual({ ok: false, reason: 'not-found', detail: '404 NOT_FOUND No such product' });
  });

  it('lists the promotion groups for the programme in the locale', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: [{ id: 1, code: 'SPRING', name: 'Soldes du printemps' }] });
    const result = await gateway.listPromotionGroups('fr-CA');
    expect(fetch.last.url.pathname).toBe('/api/v1/promotionGroup');
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ program_slug: 'demo', locale: 'fr-CA' });
    expect(result).toEqual({ ok: true, groups: [{ id: 1, code: 'SPRING', name: 'Soldes du printemps' }] });
  });

  it('gets a product group with its products, for the active card', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: { id: 3, code: 'QUIET', name: 'Quiet range', products: [apiProduct()] } });
    const result = await gateway.getProductGroup({ id: 3, locale: 'en-CA', accountId: 101 });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/product-group/3');
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ locale: 'en-CA', account_id: '101' });
    expect(result).toMatchObject({ ok: true, group: { id: 3, code: 'QUIET', name: 'Quiet range', products: [{ id: 7, labels: [{ displayName: 'Sale' }] }] } });
  });

  it('answers a network failure as a failure, never a throw', async () => {
    const { fetch, gateway } = setUp();
    fetch.failNetwork();
    expect(await gateway.listPromotionGroups('en-CA')).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
