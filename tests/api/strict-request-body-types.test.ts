import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productWhere, Shopper, type ShopProduct } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { createTestApp, errorBody, type TestApp } from './support/test-app';

/**
 * Decisions §1: the server validates requests against the OpenAPI document. A JSON body carries typed values, so a
 * field of the wrong type is refused with a 400 naming it instead of being coerced (quantity `true` read as 1, `"2"`
 * as 2, `[3]` as 3). Query strings and path parameters are text and are still read as numbers.
 */
describe('request bodies are typed: a wrong-typed field is a 400 naming it, never coerced', () => {
  let t: TestApp;
  let shopper: Shopper;
  let product: ShopProduct;

  beforeAll(async () => {
    t = await createTestApp();
    shopper = await signedInShopper(t, 'elite');
    product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND p.max_quantity >= 3");
  });
  afterAll(async () => {
    await t?.close();
  });

  function addToCart(change: Record<string, unknown>) {
    return shopper.request('POST', '/shoppingCart', shopper.addBody(product, 1, change));
  }

  it.each([
    ['quantity', true, 'must be an integer'],
    ['quantity', '2', 'must be an integer'],
    ['quantity', [3], 'must be an integer'],
    ['product_id', true, 'must be an integer'],
    ['account_id', String(0), 'must be an integer'],
    ['is_disclosure_consent_accepted', 'false', 'must be true or false'],
    ['is_disclosure_consent_accepted', 0, 'must be true or false'],
  ])('adding to the cart with %s = %j is a 400 on that field', async (field, value, message) => {
    const response = await addToCart({ [field]: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response).errors).toContainEqual({ field, message });
  });

  it('nothing was added by the refused requests, and the same body with real numbers is accepted', async () => {
    expect(await shopper.cart()).toBeUndefined();
    const response = await addToCart({ quantity: 2 });
    expect(response.statusCode, response.body).toBe(201);
    expect((await shopper.cart())?.shopping_cart_items.map((item) => item.quantity)).toEqual([2]);
  });

  it('a string field given a number or a list is refused too (the checkout’s kount_session_id)', async () => {
    for (const value of [12345, ['session']]) {
      const response = await shopper.checkout({ shopping_cart_id: 1, account_id: shopper.accountId, kount_session_id: value });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBody(response).errors).toContainEqual({ field: 'kount_session_id', message: 'must be a string' });
    }
  });

  it('query strings and path parameters are still read from text', async () => {
    const cart = await shopper.request('GET', `/shoppingCart?account_id=${String(shopper.accountId)}&locale=fr-CA`);
    expect(cart.statusCode, cart.body).toBe(200);
    const address = await shopper.request('GET', '/address/999999');
    expect(address.statusCode).toBe(404);
  });
});
