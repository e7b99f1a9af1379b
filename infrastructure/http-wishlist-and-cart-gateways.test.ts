import { describe, expect, it } from 'vitest';
import { InMemorySessionStorage } from '../tests/fakes/in-memory-session-storage';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpCartGateway } from './http-cart-gateway';
import { HttpWishlistGateway } from './http-wishlist-gateway';
import { createProgrammeApiClient } from './openapi-client';

const apiProduct = {
  id: 7,
  name: 'Headphones',
  slug: 'headphones',
  default_variant_id: 71,
  catalog: { id: 1, slug: 'merchandise' },
  product_collection: { id: 3 },
  images: { large: '/large.svg', medium: null, small: null },
  options_available: false,
  has_splitpay: false,
  prices: { min: 12000, actual: 12000 },
  original_prices: null,
  product_labels: [],
  promotion_end_date: null,
  hide_add_to_cart: false,
  is_disclosure_consent_mandatory: false,
};

const apiItem = { id: 40, created_at: '2026-02-01T10:00:00Z', product: apiProduct, product_variant: { id: 71, sku: 'QH1', variant_attributes: {} } };

const apiCart = {
  id: 500,
  account_id: 101,
  currency: { id: 1, code: 'PTS', symbol: 'pts' },
  item_count: 3,
  points: 36000,
  shopping_cart_items: [{ id: 1, product: apiProduct, product_variant_id: 71, quantity: 3, price: 12000, is_disclosure_consent_accepted: false }],
};

function client(fetch: ScriptedFetch) {
  return createProgrammeApiClient({ baseUrl: 'http://programme.test/api/v1', sessionStorage: new InMemorySessionStorage(), fetch: fetch.fetch });
}

describe('HttpWishlistGateway', () => {
  it('lists the wishlist in the locale, each item with its product', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: [apiItem] });
    const result = await new HttpWishlistGateway(client(fetch)).list({ locale: 'fr-CA', accountId: 101 });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/wishlist');
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ locale: 'fr-CA' });
    expect(result).toEqual({
      ok: true,
      items: [
        {
          id: 40,
          productId: 7,
          productSlug: 'headphones',
          productName: 'Headphones',
          productVariantId: 71,
          productCollectionId: 3,
          catalogId: 1,
          imageUrl: '/large.svg',
          points: 12000,
          createdAt: new Date('2026-02-01T10:00:00Z'),
        },
      ],
    });
  });

  it('adds a variant for a card', async () => {
    const fetch = new ScriptedFetch().respondJson(201, { data: apiItem });
    const result = await new HttpWishlistGateway(client(fetch)).add({
      productVariantId: 71,
      productCollectionId: 3,
      catalogId: 1,
      accountId: 101,
      locale: 'en-CA',
    });
    expect(fetch.last.method).toBe('POST');
    expect(fetch.last.body).toEqual({ product_variant_id: 71, product_collection_id: 3, catalog_id: 1, account_id: 101, locale: 'en-CA' });
    expect(result).toMatchObject({ ok: true, item: { id: 40, productId: 7 } });
  });

  it('removes an item, and answers another member’s item as 404', async () => {
    const fetch = new ScriptedFetch().respondEmpty(204).respondJson(404, { code: 'NOT_FOUND', message: 'Not found' });
    const gateway = new HttpWishlistGateway(client(fetch));
    expect(await gateway.remove(40)).toEqual({ ok: true });
    expect(fetch.last.method).toBe('DELETE');
    expect(fetch.last.url.pathname).toBe('/api/v1/member/wishlist/40');
    expect(await gateway.remove(41)).toMatchObject({ ok: false, reason: 'not-found' });
  });
});

describe('HttpCartGateway', () => {
  it('reads the card’s open cart as the first entry of the list', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: [apiCart] }).respondJson(200, { data: [] });
    const gateway = new HttpCartGateway(client(fetch));
    expect(await gateway.getCart({ accountId: 101, locale: 'en-CA' })).toEqual({ ok: true, cart: { cartId: 500, itemCount: 3, points: 36000 } });
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ account_id: '101', locale: 'en-CA' });
    expect(await gateway.getCart({ accountId: 101, locale: 'en-CA' })).toEqual({ ok: true, cart: null });
  });

  it('adds a variant in the points currency, with the consent and the cap the server applied', async () => {
    const fetch = new ScriptedFetch().respondJson(201, { data: apiCart, quantity_adjusted_to: 3 });
    const result = await new HttpCartGateway(client(fetch)).addItem({
      productId: 7,
      productVariantId: 71,
      productCollectionId: 3,
      catalogId: 1,
      accountId: 101,
      quantity: 5,
      disclosureConsentAccepted: true,
      locale: 'fr-CA',
    });
    expect(fetch.last.url.pathname).toBe('/api/v1/shoppingCart');
    expect(fetch.last.body).toEqual({
      product_id: 7,
      product_variant_id: 71,
      product_collection_id: 3,
      catalog_id: 1,
      currency_id: 1,
      account_id: 101,
      quantity: 5,
      is_disclosure_consent_accepted: true,
      locale: 'fr-CA',
    });
    expect(result).toEqual({ ok: true, cart: { cartId: 500, itemCount: 3, points: 36000 }, quantityAdjustedTo: 3 });
  });

  it('answers an unavailable item with its code', async () => {
    const fetch = new ScriptedFetch().respondJson(409, { code: 'PRODUCT_UNAVAILABLE', message: 'Item Not Available' });
    const result = await new HttpCartGateway(client(fetch)).addItem({
      productId: 7,
      productVariantId: 71,
      productCollectionId: 3,
      catalogId: 1,
      accountId: 101,
      quantity: 1,
      disclosureConsentAccepted: false,
      locale: 'en-CA',
    });
    expect(result).toEqual({ ok: false, reason: 'product-unavailable', detail: '409 PRODUCT_UNAVAILABLE Item Not Available' });
  });
});
