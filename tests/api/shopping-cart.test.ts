import type { Cart } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { bearer, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

type AddResponse = { data: Cart; quantity_adjusted_to: number | null };

interface CartProduct {
  id: number;
  slug: string;
  catalogId: number;
  collectionId: number;
  maxQuantity: number;
  variantIds: number[];
}

const POINTS_CURRENCY_ID = 1;

describe('shopping cart (GET and POST /shoppingCart)', () => {
  let eliteCards: number[];

  const t = useTestApp();
  const elite = useSignedIn(t, 'elite');
  const marie = useSignedIn(t, 'marie');
  beforeAll(async () => {
    eliteCards = await activeCardsOf('elite');
  });

  async function activeCardsOf(userAccount: string): Promise<number[]> {
    const { rows } = await t.db.pool.query<{ id: number }>(
      `SELECT a.id FROM account a JOIN account_member am ON am.account_id = a.id JOIN member m ON m.id = am.member_id
        WHERE m.user_account = $1 AND am.is_primary AND a.status = 'ACTIVE' ORDER BY a.id`,
      [userAccount],
    );
    return rows.map((row) => row.id);
  }

  /** The first product (by id) matching `where`, with its variants by position. */
  async function productWhere(where: string, offset = 0): Promise<CartProduct> {
    const { rows } = await t.db.pool.query<{
      id: number;
      slug: string;
      catalog_id: number;
      product_collection_id: number;
      max_quantity: number;
      variant_ids: number[];
    }>(
      `SELECT p.id, p.slug, p.catalog_id, p.product_collection_id, p.max_quantity,
              (SELECT array_agg(pv.id ORDER BY pv.position, pv.id) FROM product_variant pv WHERE pv.product_id = p.id) AS variant_ids
         FROM product p JOIN catalog c ON c.id = p.catalog_id
        WHERE p.is_active AND ${where}
        ORDER BY p.id OFFSET $1 LIMIT 1`,
      [offset],
    );
    const row = rows[0]!;
    return {
      id: row.id,
      slug: row.slug,
      catalogId: row.catalog_id,
      collectionId: row.product_collection_id,
      maxQuantity: row.max_quantity,
      variantIds: row.variant_ids.map(Number),
    };
  }

  /** An orderable merchandise product whose variants are all in stock, the n-th of them. */
  function orderableMerchandise(offset: number): Promise<CartProduct> {
    return productWhere(
      `c.slug = 'merchandise' AND NOT p.hide_add_to_cart AND p.max_quantity = 10
       AND NOT EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND (NOT pv.is_available OR pv.stock_quantity < 50))`,
      offset,
    );
  }

  function body(product: CartProduct, accountId: number, extra: Record<string, unknown> = {}) {
    return {
      product_id: product.id,
      product_collection_id: product.collectionId,
      catalog_id: product.catalogId,
      currency_id: POINTS_CURRENCY_ID,
      account_id: accountId,
      quantity: 1,
      ...extra,
    };
  }

  function add(payload: object, token = elite()) {
    return t.app.inject({ method: 'POST', url: '/api/v1/shoppingCart', headers: bearer(token), payload });
  }

  async function added(payload: object, token = elite()): Promise<AddResponse> {
    const response = await add(payload, token);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AddResponse>();
  }

  async function carts(accountId: number, token = elite(), query = ''): Promise<Cart[]> {
    const response = await t.app.inject({ url: `/api/v1/shoppingCart?account_id=${accountId}${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Cart[] }>().data;
  }

  function lineOf(cart: Cart, variantId: number) {
    return cart.shopping_cart_items.find((item) => item.product_variant_id === variantId);
  }

  it('a card without a cart answers an empty list', async () => {
    expect(await carts(eliteCards[2]!, elite(), '&fiat_currency_code=CAD&locale=fr-CA')).toEqual([]);
  });

  it('adding a variant creates the open cart, which GET answers as the first entry of the list', async () => {
    const product = await orderableMerchandise(0);
    const variantId = product.variantIds[1] ?? product.variantIds[0]!;
    const { data: cart, quantity_adjusted_to } = await added(body(product, eliteCards[0]!, { product_variant_id: variantId, quantity: 2 }));
    expect(quantity_adjusted_to).toBeNull();
    expect(cart).toMatchObject({ account_id: eliteCards[0], currency: { id: POINTS_CURRENCY_ID, code: 'PTS', symbol: 'pts' }, item_count: 2 });
    const line = lineOf(cart, variantId)!;
    expect(line).toMatchObject({ quantity: 2, is_disclosure_consent_accepted: false, product: { id: product.id, slug: product.slug } });
    expect(cart.points).toBe(2 * line.price);
    expect(await carts(eliteCards[0]!)).toEqual([cart]);
  });

  it('without a variant the product’s default variant is added, and names come in the locale asked for', async () => {
    const product = await orderableMerchandise(1);
    const { data: cart } = await added(body(product, eliteCards[0]!, { locale: 'fr-CA' }));
    const line = lineOf(cart, product.variantIds[0]!)!;
    expect(line.product.default_variant_id).toBe(product.variantIds[0]);
    const { rows } = await t.db.pool.query<{ name_fr: string }>('SELECT name_fr FROM product WHERE id = $1', [product.id]);
    expect(line.product.name).toBe(rows[0]!.name_fr);
  });

  it('adding the same variant again adds to its line instead of making a second one', async () => {
    const product = await orderableMerchandise(2);
    const variantId = product.variantIds[0]!;
    await added(body(product, eliteCards[0]!, { product_variant_id: variantId, quantity: 1 }));
    const { data: cart } = await added(body(product, eliteCards[0]!, { product_variant_id: variantId, quantity: 2 }));
    expect(cart.shopping_cart_items.filter((item) => item.product_variant_id === variantId)).toHaveLength(1);
    expect(lineOf(cart, variantId)!.quantity).toBe(3);
    expect(cart.item_count).toBe(cart.shopping_cart_items.reduce((sum, item) => sum + item.quantity, 0));
    expect(cart.points).toBe(cart.shopping_cart_items.reduce((sum, item) => sum + item.quantity * item.price, 0));
  });

  it('a line is capped at the product’s max_quantity per order, and quantity_adjusted_to says so (spec §8)', async () => {
    const product = await productWhere(
      `c.slug = 'merchandise' AND NOT p.hide_add_to_cart AND p.max_quantity = 2
       AND NOT EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND (NOT pv.is_available OR pv.stock_quantity < 50))`,
    );
    const variantId = product.variantIds[0]!;
    const first = await added(body(product, eliteCards[0]!, { product_variant_id: variantId, quantity: 2 }));
    expect(first.quantity_adjusted_to).toBeNull();
    expect(lineOf(first.data, variantId)!.quantity).toBe(2);
    const second = await added(body(product, eliteCards[0]!, { product_variant_id: variantId, quantity: 1 }));
    expect(second.quantity_adjusted_to).toBe(2);
    expect(lineOf(second.data, variantId)!.quantity).toBe(2);

    const fresh = await orderableMerchandise(3);
    const atOnce = await added(body(fresh, eliteCards[0]!, { quantity: 100 }));
    expect(atOnce.quantity_adjusted_to).toBe(10);
    expect(lineOf(atOnce.data, fresh.variantIds[0]!)!.quantity).toBe(10);
  });

  it('a product whose disclosure consent is mandatory is refused until the consent is accepted', async () => {
    const visa = await productWhere(`p.slug = 'prepaid-visa-card'`);
    for (const consent of [{}, { is_disclosure_consent_accepted: false }]) {
      const refused = await add(body(visa, eliteCards[1]!, consent));
      expect(refused.statusCode).toBe(400);
      expect(errorBody(refused)).toMatchObject({
        code: 'DISCLOSURE_CONSENT_REQUIRED',
        errors: [{ field: 'is_disclosure_consent_accepted', message: expect.any(String) }],
      });
    }
    expect(await carts(eliteCards[1]!)).toEqual([]);
    const { data: cart } = await added(body(visa, eliteCards[1]!, { is_disclosure_consent_accepted: true }));
    expect(lineOf(cart, visa.variantIds[0]!)).toMatchObject({ is_disclosure_consent_accepted: true, price: 5_000 });
  });

  it('an out-of-stock or switched-off variant and a product hidden from the cart answer 409 PRODUCT_UNAVAILABLE', async () => {
    const soldOut = await productWhere(
      `c.slug = 'merchandise' AND NOT p.hide_add_to_cart
       AND NOT EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND pv.is_available)`,
    );
    const partly = await productWhere(
      `c.slug = 'merchandise' AND NOT p.hide_add_to_cart
       AND EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND NOT pv.is_available)
       AND EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND pv.is_available)`,
    );
    const { rows } = await t.db.pool.query<{ id: number }>(
      'SELECT id FROM product_variant WHERE product_id = $1 AND NOT is_available ORDER BY position LIMIT 1',
      [partly.id],
    );
    const inStock = await orderableMerchandise(4);
    await t.db.pool.query('UPDATE product_variant SET stock_quantity = 0 WHERE id = $1', [inStock.variantIds[0]]);
    const hidden = await productWhere(`p.hide_add_to_cart`);
    for (const payload of [
      body(soldOut, eliteCards[2]!),
      body(partly, eliteCards[2]!, { product_variant_id: rows[0]!.id }),
      body(inStock, eliteCards[2]!, { product_variant_id: inStock.variantIds[0] }),
      body(hidden, eliteCards[2]!),
    ]) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(409);
      expect(errorBody(response).code).toBe('PRODUCT_UNAVAILABLE');
    }
    expect(await carts(eliteCards[2]!)).toEqual([]);
  });

  it('a card on hold or cancelled takes no item (409 ACCOUNT_NOT_ACTIVE, as checkout would answer) and gets no cart', async () => {
    const product = await orderableMerchandise(0);
    const cardOf = async (status: string) =>
      (
        await t.db.pool.query<{ id: number; login: string }>(
          `SELECT a.id, m.user_account AS login FROM account a JOIN account_member am ON am.account_id = a.id AND am.is_primary
             JOIN member m ON m.id = am.member_id WHERE a.status = $1 AND m.user_account IN ('elite', 'onhold') ORDER BY a.id LIMIT 1`,
          [status],
        )
      ).rows[0]!;
    for (const status of ['ON HOLD', 'CANCELED']) {
      const card = await cardOf(status);
      const token = card.login === 'elite' ? elite() : await login(t.app, card.login);
      const response = await add(body(product, card.id), token);
      expect(response.statusCode, status).toBe(409);
      expect(errorBody(response)).toMatchObject({
        code: 'ACCOUNT_NOT_ACTIVE',
        message: 'This card is on hold or cancelled and cannot redeem points.',
      });
      expect(await carts(card.id, token)).toEqual([]);
    }
  });

  it('another member’s card, an unknown product and another product’s variant answer 404', async () => {
    const product = await orderableMerchandise(5);
    const other = await orderableMerchandise(6);
    const [marieCard] = await activeCardsOf('marie');
    expect((await add(body(product, eliteCards[0]!), marie())).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/shoppingCart?account_id=${eliteCards[0]}`, headers: bearer(marie()) })).statusCode).toBe(404);
    expect((await add(body(product, marieCard!))).statusCode).toBe(404);
    const unknown = await add(body({ ...product, id: 9_000_000 }, eliteCards[0]!));
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).code).toBe('NOT_FOUND');
    expect((await add(body(product, eliteCards[0]!, { product_variant_id: other.variantIds[0] }))).statusCode).toBe(404);
  });

  it('a read-only admin logged in as the member can read the cart but not add to it (403 READ_ONLY_ACCESS)', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const before = await carts(eliteCards[0]!, token);
    const response = await add(body(await orderableMerchandise(7), eliteCards[0]!), token);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('READ_ONLY_ACCESS');
    expect(await carts(eliteCards[0]!)).toEqual(before);
  });

  it('a bad body or query is a 400 naming each field, never a 500', async () => {
    const product = await orderableMerchandise(8);
    const card = eliteCards[0]!;
    const fieldsOf = async (payload: unknown) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/shoppingCart', headers: bearer(elite()), payload: payload as object });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBody(response).code).toBe('VALIDATION_ERROR');
      return (errorBody(response).errors ?? []).map((error) => error.field).sort();
    };
    expect(await fieldsOf(body(product, card, { quantity: 0 }))).toEqual(['quantity']);
    expect(await fieldsOf(body(product, card, { quantity: 101 }))).toEqual(['quantity']);
    expect(await fieldsOf(body(product, card, { quantity: 'two', is_disclosure_consent_accepted: 'yes' }))).toEqual([
      'is_disclosure_consent_accepted',
      'quantity',
    ]);
    const { product_id: _dropped, ...withoutProduct } = body(product, card);
    expect(await fieldsOf({ ...withoutProduct, colour: 'red' })).toEqual(['colour', 'product_id']);
    expect(await fieldsOf(body(product, card, { product_id: 1e300, locale: 'de-DE' }))).toEqual(['locale', 'product_id']);
    expect(await fieldsOf(body(product, card, { catalog_id: product.catalogId + 1, currency_id: 2 }))).toEqual([
      'catalog_id',
      'currency_id',
    ]);
    expect(await fieldsOf([])).toEqual(['body']);
    for (const query of ['', '?account_id=abc', `?account_id=${card}&fiat_currency_code=USD`, `?account_id=${card}&locale=xx`]) {
      const response = await t.app.inject({ url: `/api/v1/shoppingCart${query}`, headers: bearer(elite()) });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await t.app.inject({ url: `/api/v1/shoppingCart?account_id=${card}` })).statusCode).toBe(401);
  });

  it('simultaneous adds make one cart and one line holding every quantity, never beyond the cap', async () => {
    const [marieCard] = await activeCardsOf('marie');
    const product = await orderableMerchandise(9);
    const variantId = product.variantIds[0]!;
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => add(body(product, marieCard!, { product_variant_id: variantId, quantity: 1 }), marie())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const [cart, ...others] = await carts(marieCard!, marie());
    expect(others).toEqual([]);
    expect(cart!.shopping_cart_items).toHaveLength(1);
    expect(lineOf(cart!, variantId)!.quantity).toBe(5);
    const { rows } = await t.db.pool.query('SELECT id FROM shopping_cart WHERE account_id = $1', [marieCard]);
    expect(rows).toHaveLength(1);

    const capped = await orderableMerchandise(10);
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => add(body(capped, marieCard!, { quantity: 4 }), marie()).then((r) => r.json<AddResponse>())),
    );
    // 4 + 4 + 4 ... against a cap of 10: the first two fit, the third reaches the cap, the rest are cut down.
    expect(racing.map((response) => response.quantity_adjusted_to).sort()).toEqual([10, 10, 10, null, null]);
    expect(lineOf((await carts(marieCard!, marie()))[0]!, capped.variantIds[0]!)!.quantity).toBe(10);
  });

  it('a member with pending actions gets 403 PENDING_ACTIONS', async () => {
    const pending = await login(t.app, 'pending');
    const [card] = await activeCardsOf('pending');
    const read = await t.app.inject({ url: `/api/v1/shoppingCart?account_id=${card}`, headers: bearer(pending) });
    expect(read.statusCode).toBe(403);
    expect(errorBody(read).code).toBe('PENDING_ACTIONS');
    const write = await add(body(await orderableMerchandise(11), card!), pending);
    expect(write.statusCode).toBe(403);
    expect(errorBody(write).code).toBe('PENDING_ACTIONS');
  });
});
