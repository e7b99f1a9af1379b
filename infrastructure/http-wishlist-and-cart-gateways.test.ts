import { describe, expect, it } from 'vitest';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import type { AddCartItemRequest } from '@application/ports/cart-gateway';
import { HttpCartGateway, toCart } from './http-cart-gateway';
import { HttpWishlistGateway } from './http-wishlist-gateway';
import { createProgrammeApiClient } from './openapi-client';
import { apiCart, apiCartItem, apiProductListItem } from '../tests/fakes/api-fixtures';

const apiProduct = apiProductListItem(7, {
  name: 'Headphones',
  slug: 'headphones',
  default_variant_id: 71,
  product_collection: { id: 3 },
  images: { large: '/large.svg', medium: null, small: null },
  has_splitpay: false,
  prices: { min: 12000, actual: 12000 },
});

/** One headphones (variant 71) added to card 101's cart from the merchandise catalogue, in English, unless `changes` say otherwise. */
const headphonesAdded = (changes: Partial<AddCartItemRequest> = {}): AddCartItemRequest => ({
  productId: 7,
  productVariantId: 71,
  productCollectionId: 3,
  catalogId: 1,
  accountId: 101,
  quantity: 1,
  disclosureConsentAccepted: false,
  locale: 'en-CA',
  ...changes,
});

const apiItem = {
  id: 40,
  created_at: '2026-02-01T10:00:00Z',
  product: apiProduct,
  product_variant: { id: 71, sku: 'QH1', variant_attributes: {} },
};

const apiCartBody = apiCart(500, [apiCartItem(1, { product: apiProduct, product_variant_id: 71, quantity: 3, price: 12000 })]);
const cartOf500 = toCart(apiCartBody, 'en-CA');

function client(fetch: ScriptedFetch) {
  return createProgrammeApiClient({
    baseUrl: 'http://programme.test/api/v1',
    csrfToken: () => null,
    fetch: fetch.fetch,
  });
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
    const fetch = new ScriptedFetch().respondJson(200, { data: [apiCartBody] }).respondJson(200, { data: [] });
    const gateway = new HttpCartGateway(client(fetch));
    expect(await gateway.getCart({ accountId: 101, locale: 'en-CA' })).toEqual({ ok: true, cart: cartOf500 });
    expect(cartOf500).toMatchObject({ cartId: 500, itemCount: 3, points: 36000, subtotal: 36000, total: 36000 });
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ account_id: '101', locale: 'en-CA' });
    expect(await gateway.getCart({ accountId: 101, locale: 'en-CA' })).toEqual({ ok: true, cart: null });
  });

  it('adds a variant in the points currency, with the consent and the cap the server applied', async () => {
    const fetch = new ScriptedFetch().respondJson(201, { data: apiCartBody, quantity_adjusted_to: 3 });
    const result = await new HttpCartGateway(client(fetch)).addItem(headphonesAdded({ quantity: 5, disclosureConsentAccepted: true, locale: 'fr-CA' }));
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
    expect(result).toEqual({ ok: true, cart: toCart(apiCartBody, 'fr-CA'), quantityAdjustedTo: 3 });
  });

  it('sends the charities a gift is shared among, in order, and reads each one’s share on the line', async () => {
    const charities = [
      { id: 23, name: 'Clean Water Initiative', points: 1_001 },
      { id: 21, name: 'Community Food Bank', points: 1_000 },
    ];
    const body = apiCart(1, [apiCartItem(1, { product_type: 'charitable_donation', price: 2_001, charities })]);
    const fetch = new ScriptedFetch().respondJson(201, { data: body, quantity_adjusted_to: null });
    const result = await new HttpCartGateway(client(fetch)).addItem(headphonesAdded({ catalogId: 4, charityIds: [23, 21] }));
    expect(fetch.last.body).toMatchObject({ charity_ids: [23, 21] });
    expect(result.ok && result.cart.lines[0]?.charities).toEqual(charities);
  });

  it('answers an unavailable item with its code', async () => {
    const fetch = new ScriptedFetch().respondJson(409, { code: 'PRODUCT_UNAVAILABLE', message: 'Item Not Available' });
    const result = await new HttpCartGateway(client(fetch)).addItem(headphonesAdded());
    expect(result).toEqual({ ok: false, reason: 'product-unavailable', detail: '409 PRODUCT_UNAVAILABLE Item Not Available' });
  });

  it('answers more than is left in stock with insufficient-stock and how many are left, adding or changing a quantity', async () => {
    const body = {
      code: 'INSUFFICIENT_STOCK',
      message: 'Item Not Available',
      data: { item_ids: [5], shortages: [{ product_variant_id: 71, requested: 2, available: 1 }] },
    };
    const added = await new HttpCartGateway(client(new ScriptedFetch().respondJson(409, body))).addItem(headphonesAdded({ quantity: 2 }));
    expect(added).toEqual({ ok: false, reason: 'insufficient-stock', available: 1, detail: '409 INSUFFICIENT_STOCK Item Not Available' });
    const changed = await new HttpCartGateway(client(new ScriptedFetch().respondJson(409, body))).updateLine({
      cartId: 500,
      lineId: 5,
      quantity: 2,
      locale: 'fr-CA',
    });
    expect(changed).toMatchObject({ ok: false, reason: 'insufficient-stock', available: 1 });
    const none = await new HttpCartGateway(client(new ScriptedFetch().respondJson(409, { code: 'INSUFFICIENT_STOCK', message: 'x' }))).updateLine({
      cartId: 500,
      lineId: 5,
      quantity: 2,
      locale: 'en-CA',
    });
    expect(none).toMatchObject({ reason: 'insufficient-stock', available: 0 });
  });

  it('answers a card on hold or cancelled with account-not-active', async () => {
    const message = 'This card is on hold or cancelled and cannot redeem points.';
    const fetch = new ScriptedFetch().respondJson(409, { code: 'ACCOUNT_NOT_ACTIVE', message });
    const result = await new HttpCartGateway(client(fetch)).addItem(headphonesAdded());
    expect(result).toEqual({ ok: false, reason: 'account-not-active', detail: `409 ACCOUNT_NOT_ACTIVE ${message}` });
  });

  it('reads a line at its regular price (the sale price plus the sale amount), with its variant, savings, labels and eGift recipient, in the locale', async () => {
    const line = apiCartItem(4, {
      product: {
        ...apiProduct,
        images: { large: null, medium: '/medium.svg', small: null },
        promotion_end_date: '2026-04-01T00:00:00.000Z',
        product_labels: [
          {
            display_name: { 'en-CA': 'Sale', 'fr-CA': 'Solde' },
            label_text: 'SALE',
            position: 1,
            priority_index: 1,
            product_label_type: 'badge',
            end_at: null,
            color: { background: '#000', text: '#fff' },
          },
        ],
      },
      variant_attributes: { colour: { value: 'black', label: { 'en-CA': 'Black', 'fr-CA': 'Noir' } } },
      quantity: 2,
      price: 8_000,
      sale_amount: 2_000,
      promotion_amount: 1_600,
      applied_promotions: [
        {
          promotion_code_id: 9,
          promotion_code_name: 'WELCOME10',
          promotion_title: { 'en-CA': 'Welcome', 'fr-CA': 'Bienvenue' },
          promotion_amount: 1_600,
        },
      ],
      max_quantity: 3,
      notes: 'Gift wrap',
      product_type: 'egiftcard',
      is_egift: true,
      address: { first_name: 'Alex', last_name: 'Martin', email: 'alex.martin@example.com' },
    });
    const body = apiCart(600, [line], {
      has_splitpay: true,
      min_points: 11_520,
      min_percentage_points: 80,
      promotion_codes: [
        {
          promotion_amount: 1_600,
          promotion_code_id: 9,
          promotion_code_name: 'WELCOME10',
          promotion_id: 2,
          promotion_item_count: 2,
          promotion_title: { 'en-CA': 'Welcome', 'fr-CA': 'Bienvenue' },
        },
      ],
      comment: 'Leave at the door',
      consents_required: ['prepaid_card_terms', 'program_rules'],
    });
    const fetch = new ScriptedFetch().respondJson(200, { data: [body] });
    const result = await new HttpCartGateway(client(fetch)).getCart({ accountId: 101, locale: 'fr-CA' });
    expect(result).toEqual({
      ok: true,
      cart: {
        cartId: 600,
        itemCount: 2,
        points: 16_000,
        lines: [
          {
            id: 4,
            productId: 7,
            productSlug: 'headphones',
            productName: 'Headphones',
            imageUrl: '/medium.svg',
            productVariantId: 40,
            variant: [{ name: 'colour', value: 'black', label: 'Noir' }],
            productType: 'egiftcard',
            labels: [
              {
                displayName: 'Solde',
                text: 'SALE',
                position: 1,
                priority: 1,
                backgroundColor: '#000',
                textColor: '#fff',
                endAt: null,
                imageUrl: null,
              },
            ],
            promotionEndDate: new Date('2026-04-01T00:00:00.000Z'),
            quantity: 2,
            price: 10_000,
            saleAmount: 2_000,
            promotionAmount: 1_600,
            promotions: [{ codeId: 9, codeName: 'WELCOME10', title: 'Bienvenue', points: 1_600 }],
            maxQuantity: 3,
            notes: 'Gift wrap',
            isEgift: true,
            egiftRecipient: { firstName: 'Alex', lastName: 'Martin', email: 'alex.martin@example.com' },
            charities: [],
            fees: [],
          },
        ],
        promotionCodes: [{ codeId: 9, codeName: 'WELCOME10', title: 'Bienvenue', points: 1_600, itemCount: 2 }],
        hasPromotionsEnabled: true,
        subtotal: 16_000,
        promotionAmount: 1_600,
        feeAmount: 0,
        total: 14_400,
        hasSplitPay: true,
        minPoints: 11_520,
        minPercentagePoints: 80,
        conversionRate: 0.01,
        cartMinimumPoints: 1_000,
        comment: 'Leave at the door',
        requiresShipping: false,
        consentsRequired: ['prepaid_card_terms', 'program_rules'],
      },
    });
  });

  it('gives no recipient to a line that is not an eGift card', () => {
    expect(
      toCart(apiCart(1, [apiCartItem(1, { address: { first_name: 'A', last_name: 'B', email: null } })]), 'en-CA').lines[0]?.egiftRecipient,
    ).toBeNull();
    expect(toCart(apiCart(1, [apiCartItem(1, { is_egift: true, address: null })]), 'en-CA').lines[0]?.egiftRecipient).toBeNull();
  });

  it('sets a line’s quantity and note, removes a line, and reports the cap the server applied', async () => {
    const fetch = new ScriptedFetch()
      .respondJson(200, { data: apiCartBody, quantity_adjusted_to: 10 })
      .respondJson(200, { data: apiCartBody, quantity_adjusted_to: null })
      .respondJson(200, { data: apiCartBody });
    const gateway = new HttpCartGateway(client(fetch));
    expect(await gateway.updateLine({ cartId: 500, lineId: 1, quantity: 12, locale: 'fr-CA' })).toEqual({
      ok: true,
      cart: toCart(apiCartBody, 'fr-CA'),
      quantityAdjustedTo: 10,
    });
    expect(fetch.last.method).toBe('PUT');
    expect(fetch.last.url.pathname).toBe('/api/v1/shoppingCart/500/item/1');
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ locale: 'fr-CA' });
    expect(fetch.last.body).toEqual({ quantity: 12 });
    await gateway.updateLine({ cartId: 500, lineId: 1, quantity: 3, notes: null, locale: 'en-CA' });
    expect(fetch.last.body).toEqual({ quantity: 3, notes: null });
    expect(await gateway.removeLine({ cartId: 500, lineId: 1, locale: 'en-CA' })).toEqual({ ok: true, cart: cartOf500 });
    expect(fetch.last.method).toBe('DELETE');
    expect(fetch.last.url.pathname).toBe('/api/v1/shoppingCart/500/item/1');
  });

  it('answers a change to a checked-out cart as cart-not-open', async () => {
    const notOpen = { code: 'CART_NOT_OPEN', message: 'This cart was checked out already.' };
    const fetch = new ScriptedFetch()
      .respondJson(409, notOpen)
      .respondJson(409, notOpen)
      .respondJson(409, notOpen)
      .respondJson(409, notOpen);
    const gateway = new HttpCartGateway(client(fetch));
    expect(await gateway.updateLine({ cartId: 500, lineId: 1, quantity: 2, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'cart-not-open',
    });
    expect(await gateway.removeLine({ cartId: 500, lineId: 1, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'cart-not-open' });
    expect(await gateway.applyPromoCode({ cartId: 500, code: 'WELCOME10', locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'cart-not-open',
    });
    expect(await gateway.removePromoCode({ cartId: 500, codeId: 1, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'cart-not-open',
    });
  });

  it('applies and removes promotion codes', async () => {
    const fetch = new ScriptedFetch().respondJson(201, { data: apiCartBody }).respondJson(200, { data: apiCartBody });
    const gateway = new HttpCartGateway(client(fetch));
    expect(await gateway.applyPromoCode({ cartId: 500, code: 'welcome10', locale: 'en-CA' })).toEqual({ ok: true, cart: cartOf500 });
    expect(fetch.last.method).toBe('POST');
    expect(fetch.last.url.pathname).toBe('/api/v1/shoppingCart/500/promotionCode');
    expect(fetch.last.body).toEqual({ promo_code: 'welcome10' });
    expect(await gateway.removePromoCode({ cartId: 500, codeId: 9, locale: 'en-CA' })).toEqual({ ok: true, cart: cartOf500 });
    expect(fetch.last.method).toBe('DELETE');
    expect(fetch.last.url.pathname).toBe('/api/v1/shoppingCart/500/promotionCode/9');
  });

  it('answers every refusal of a code with the server’s words, for the mapping of spec §8', async () => {
    const refusals = [
      [
        422,
        {
          code: 'PROMO_CODE_INVALID',
          message: 'The selected promo code is invalid.',
          errors: [{ field: 'promo_code', message: 'The selected promo code is invalid.' }],
        },
      ],
      [
        422,
        {
          code: 'PROMO_CODE_EXPIRED',
          message: 'The selected promo code has expired.',
          errors: [{ field: 'promo_code', message: 'The selected promo code has expired.' }],
        },
      ],
      [409, { code: 'PROMOTION_NOT_ELIGIBLE', message: 'This promotion is not eligible for this cart.' }],
      [409, { code: 'PROMOTION_ALREADY_APPLIED', message: 'This promotion is already applied.' }],
      [409, { code: 'PROMOTIONS_DISABLED', message: 'Promotion codes are not offered in this programme.' }],
    ] as const;
    const fetch = new ScriptedFetch();
    for (const [status, body] of refusals) fetch.respondJson(status, body);
    const gateway = new HttpCartGateway(client(fetch));
    for (const [, body] of refusals) {
      expect(await gateway.applyPromoCode({ cartId: 500, code: 'X', locale: 'en-CA' })).toMatchObject({
        ok: false,
        reason: 'promo-code-refused',
        failure: { message: body.message, errors: 'errors' in body ? body.errors : [] },
      });
    }
  });
});
