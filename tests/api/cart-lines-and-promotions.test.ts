import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { Shopper, cardOf, productWhere, type Cart, type ShopProduct } from './support/shop';
import { errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

describe('cart lines, comments and promotion codes', () => {
  let product: ShopProduct;
  let other: ShopProduct;

  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'elite');
  const marie = useSignedInShopper(t, 'marie');
  beforeAll(async () => {
    product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND p.max_quantity = 10 AND p.price_points BETWEEN 2000 AND 30000 AND p.original_price_points IS NULL");
    other = await productWhere(t.db.pool, "c.slug = 'merchandise' AND p.max_quantity = 10 AND p.price_points BETWEEN 2000 AND 30000 AND p.original_price_points IS NULL", 1);
  });

  const emptyCart = (shopper: Shopper) => shopper.emptyCart({ codes: true });

  it('answers the cart with the fields of spec §3 and the subtotal of spec §4', async () => {
    await emptyCart(elite());
    await elite().add(product, 2);
    const cart = await elite().add(other, 1);
    expect(cart).toMatchObject({
      has_promotions_enabled: true,
      conversion_rate: 0.01,
      fiat_currency: { code: 'CAD', symbol: '$' },
      cart_minimum_points: 1000,
      promotion_codes: [],
      promotion_amount: 0,
      comment: null,
      requires_shipping: true,
      consents_required: ['program_rules'],
      subtotal: 2 * product.price + other.price,
      total: 2 * product.price + other.price,
      points: 2 * product.price + other.price,
    });
    expect(cart.shopping_cart_items[0]).toMatchObject({ quantity: 2, price: product.price, sale_amount: 0, line_total: 2 * product.price, is_egift: false, address: null, notes: null });
  });

  it('gives a line on sale its sale amount, and an eGift line the member’s email on file as recipient', async () => {
    await emptyCart(elite());
    const onSale = await productWhere(t.db.pool, "p.original_price_points IS NOT NULL AND NOT EXISTS (SELECT 1 FROM product_variant x WHERE x.product_id = p.id AND x.price_points IS NOT NULL)");
    const egift = await productWhere(t.db.pool, "p.product_type = 'egiftcard'");
    await elite().add(onSale);
    const cart = await elite().add(egift);
    const { rows } = await t.db.pool.query<{ original: number; price: number }>('SELECT original_price_points AS original, price_points AS price FROM product WHERE id = $1', [onSale.id]);
    const saleLine = cart.shopping_cart_items.find((item) => item.product.id === onSale.id)!;
    expect(saleLine).toMatchObject({ price: rows[0]!.price, sale_amount: rows[0]!.original - rows[0]!.price, line_total: rows[0]!.price });
    const egiftLine = cart.shopping_cart_items.find((item) => item.product.id === egift.id)!;
    expect(egiftLine).toMatchObject({ is_egift: true, address: { first_name: 'Alex', last_name: 'Martin', email: 'alex.martin@example.com' } });
  });

  it('names the variant of each line (colour, storage) in both languages, and none for a product without choices', async () => {
    await emptyCart(elite());
    const withChoices = await productWhere(t.db.pool, "EXISTS (SELECT 1 FROM product_variant x WHERE x.product_id = p.id AND x.attributes ? 'colour')");
    const plain = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT EXISTS (SELECT 1 FROM product_variant x WHERE x.product_id = p.id AND x.attributes <> '{}')");
    await elite().add(plain);
    const cart = await elite().add(withChoices);
    const { rows } = await t.db.pool.query<{ attributes: Record<string, unknown> }>('SELECT attributes FROM product_variant WHERE id = $1', [withChoices.variantId]);
    const line = cart.shopping_cart_items.find((item) => item.product.id === withChoices.id)!;
    expect(line.variant_attributes).toEqual(rows[0]!.attributes);
    expect(line.variant_attributes['colour']).toMatchObject({ value: expect.any(String), label: { 'en-CA': expect.any(String), 'fr-CA': expect.any(String) } });
    expect(cart.shopping_cart_items.find((item) => item.product.id === plain.id)!.variant_attributes).toEqual({});
  });

  it('changes a quantity, caps it at the per-order maximum with quantity_adjusted_to, and removes the line at 0', async () => {
    await emptyCart(elite());
    const cart = await elite().add(product, 1);
    const lineId = cart.shopping_cart_items[0]!.id;
    const three = await elite().request('PUT', `/shoppingCart/${cart.id}/item/${lineId}`, { quantity: 3, notes: 'Gift wrap, please' });
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json()).toMatchObject({ quantity_adjusted_to: null, data: { item_count: 3, shopping_cart_items: [{ quantity: 3, notes: 'Gift wrap, please' }] } });
    const capped = await elite().request('PUT', `/shoppingCart/${cart.id}/item/${lineId}`, { quantity: 50 });
    expect(capped.json()).toMatchObject({ quantity_adjusted_to: 10, data: { shopping_cart_items: [{ quantity: 10, notes: 'Gift wrap, please' }] } });
    const removed = await elite().request('PUT', `/shoppingCart/${cart.id}/item/${lineId}`, { quantity: 0 });
    expect(removed.json()).toMatchObject({ quantity_adjusted_to: null, data: { shopping_cart_items: [], item_count: 0, subtotal: 0 } });
    expect((await elite().request('DELETE', `/shoppingCart/${cart.id}/item/${lineId}`)).statusCode).toBe(404);
  });

  it('removes a line with DELETE and keeps a comment on the cart', async () => {
    await emptyCart(elite());
    const cart = await elite().add(product, 1);
    const deleted = await elite().request('DELETE', `/shoppingCart/${cart.id}/item/${cart.shopping_cart_items[0]!.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ data: Cart }>().data.shopping_cart_items).toEqual([]);
    const commented = await elite().request('PUT', `/shoppingCart/${cart.id}`, { comment: '  Leave at the door  ' });
    expect(commented.json<{ data: Cart }>().data.comment).toBe('Leave at the door');
    const cleared = await elite().request('PUT', `/shoppingCart/${cart.id}`, { comment: null });
    expect(cleared.json<{ data: Cart }>().data.comment).toBeNull();
  });

  describe('promotion codes (spec §5, §8)', () => {
    it('applies a valid code in any case: 10% off, shown on the cart and its lines', async () => {
      await emptyCart(elite());
      const cart = await elite().add(product, 2);
      const response = await elite().request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: ' welcome10 ' });
      expect(response.statusCode, response.body).toBe(201);
      const updated = response.json<{ data: Cart }>().data;
      const amount = Math.floor((2 * product.price * 10) / 100);
      expect(updated.promotion_codes).toEqual([
        expect.objectContaining({ promotion_code_name: 'WELCOME10', promotion_amount: amount, promotion_item_count: 2, promotion_title: { 'en-CA': 'Welcome offer: 10% off', 'fr-CA': 'Offre de bienvenue : 10 % de rabais' } }),
      ]);
      expect(updated).toMatchObject({ subtotal: 2 * product.price, promotion_amount: amount, total: 2 * product.price - amount });
      expect(updated.shopping_cart_items[0]!.applied_promotions).toEqual([expect.objectContaining({ promotion_code_name: 'WELCOME10', promotion_amount: amount })]);
    });

    it('refuses it a second time: "This promotion is already applied."', async () => {
      const cart = (await elite().cart())!;
      const response = await elite().request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: 'WELCOME10' });
      expect(response.statusCode).toBe(409);
      expect(errorBody(response)).toMatchObject({ code: 'PROMOTION_ALREADY_APPLIED', message: 'This promotion is already applied.' });
    });

    it('removes an applied code, and answers 404 for one that is not applied', async () => {
      const cart = (await elite().cart())!;
      const codeId = cart.promotion_codes[0]!.promotion_code_id;
      const removed = await elite().request('DELETE', `/shoppingCart/${cart.id}/promotionCode/${codeId}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json<{ data: Cart }>().data).toMatchObject({ promotion_codes: [], promotion_amount: 0 });
      expect((await elite().request('DELETE', `/shoppingCart/${cart.id}/promotionCode/${codeId}`)).statusCode).toBe(404);
    });

    it('refuses an unknown code and an expired one with the spec’s detail on promo_code', async () => {
      const cart = (await elite().cart())!;
      const invalid = await elite().request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: 'NOPE' });
      expect(invalid.statusCode).toBe(422);
      expect(errorBody(invalid)).toEqual({
        code: 'PROMO_CODE_INVALID',
        message: 'The selected promo code is invalid.',
        errors: [{ field: 'promo_code', message: 'The selected promo code is invalid.' }],
      });
      const expired = await elite().request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: 'EXPIRED2025' });
      expect(expired.statusCode).toBe(422);
      expect(errorBody(expired)).toMatchObject({ code: 'PROMO_CODE_EXPIRED', errors: [{ field: 'promo_code', message: 'The selected promo code has expired.' }] });
    });

    it('refuses a single-product code when its product is not in the cart, and applies it to that product only', async () => {
      const cart = (await elite().cart())!;
      const notEligible = await elite().request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: 'AURALIS500' });
      expect(notEligible.statusCode).toBe(409);
      expect(errorBody(notEligible)).toMatchObject({ code: 'PROMOTION_NOT_ELIGIBLE', message: 'This promotion is not eligible for this cart.' });
      const { rows } = await t.db.pool.query<{ product_id: number }>(
        "SELECT pr.product_id FROM promotion pr JOIN promotion_code pc ON pc.promotion_id = pr.id WHERE pc.code = 'AURALIS500'",
      );
      const scoped = await productWhere(t.db.pool, `p.id = ${Number(rows[0]!.product_id)}`);
      await elite().add(scoped);
      const applied = await elite().request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: 'auralis500' });
      expect(applied.statusCode, applied.body).toBe(201);
      const updated = applied.json<{ data: Cart }>().data;
      expect(updated.promotion_amount).toBe(500);
      expect(updated.shopping_cart_items.find((item) => item.product.id === scoped.id)!.promotion_amount).toBe(500);
      expect(updated.shopping_cart_items.find((item) => item.product.id === product.id)!.promotion_amount).toBe(0);
    });

    it('answers 400 for a missing or empty code', async () => {
      const cart = (await elite().cart())!;
      for (const payload of [{}, { promo_code: '' }, { promo_code: 'X', extra: true }]) {
        const response = await elite().request('POST', `/shoppingCart/${cart.id}/promotionCode`, payload);
        expect(response.statusCode).toBe(400);
        expect(errorBody(response).code).toBe('VALIDATION_ERROR');
      }
    });
  });

  it('another member’s cart answers 404 on every change', async () => {
    const cart = (await elite().cart())!;
    const lineId = cart.shopping_cart_items[0]!.id;
    expect((await marie().request('PUT', `/shoppingCart/${cart.id}/item/${lineId}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await marie().request('DELETE', `/shoppingCart/${cart.id}/item/${lineId}`)).statusCode).toBe(404);
    expect((await marie().request('PUT', `/shoppingCart/${cart.id}`, { comment: 'x' })).statusCode).toBe(404);
    expect((await marie().request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: 'WELCOME10' })).statusCode).toBe(404);
    expect((await elite().cart())!.shopping_cart_items[0]!.quantity).toBe(cart.shopping_cart_items[0]!.quantity);
  });

  it('a read-only admin gets 403 READ_ONLY_ACCESS on every change', async () => {
    const cart = (await elite().cart())!;
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const auditor = new Shopper(t.app, token, elite().accountId);
    const lineId = cart.shopping_cart_items[0]!.id;
    for (const response of [
      await auditor.request('PUT', `/shoppingCart/${cart.id}/item/${lineId}`, { quantity: 1 }),
      await auditor.request('DELETE', `/shoppingCart/${cart.id}/item/${lineId}`),
      await auditor.request('PUT', `/shoppingCart/${cart.id}`, { comment: 'x' }),
      await auditor.request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: 'WELCOME10' }),
      await auditor.request('DELETE', `/shoppingCart/${cart.id}/promotionCode/1`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorBody(response).code).toBe('READ_ONLY_ACCESS');
    }
    expect((await auditor.request('GET', `/shoppingCart?account_id=${elite().accountId}`)).statusCode).toBe(200);
  });

  it('answers 400 field errors for bad quantities and ids, never 500', async () => {
    const cart = (await elite().cart())!;
    const lineId = cart.shopping_cart_items[0]!.id;
    const cases: Array<[string, string, object | undefined, string]> = [
      ['PUT', `/shoppingCart/${cart.id}/item/${lineId}`, { quantity: -1 }, 'quantity'],
      ['PUT', `/shoppingCart/${cart.id}/item/${lineId}`, { quantity: 101 }, 'quantity'],
      ['PUT', `/shoppingCart/${cart.id}/item/${lineId}`, { quantity: 1.5 }, 'quantity'],
      ['PUT', `/shoppingCart/${cart.id}/item/${lineId}`, {}, 'quantity'],
      ['PUT', `/shoppingCart/x/item/${lineId}`, { quantity: 1 }, 'cartId'],
      ['PUT', `/shoppingCart/${cart.id}`, { comment: 'x'.repeat(501) }, 'comment'],
      ['DELETE', `/shoppingCart/${cart.id}/item/99999999999999999999`, undefined, 'itemId'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await elite().request(method as 'PUT', url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(errorBody(response).errors?.map((error) => error.field)).toContain(field);
    }
  });

  it('keeps one open cart per card and member: an authorized redeemer on a card has their own', async () => {
    const platinum = await cardOf(t.db.pool, 'jordan.martin');
    const { rows } = await t.db.pool.query<{ id: number }>("SELECT id FROM member WHERE user_account = 'jordan.martin'");
    await t.db.pool.query("INSERT INTO shopping_cart (member_id, account_id, currency_id) VALUES ($1, $2, 1)", [rows[0]!.id, platinum]);
    const redeemer = new Shopper(t.app, elite().token, platinum);
    expect(await redeemer.cart()).toBeUndefined();
    const own = await redeemer.add(product, 1);
    expect(own.account_id).toBe(platinum);
    const { rows: open } = await t.db.pool.query("SELECT member_id FROM shopping_cart WHERE account_id = $1 AND status = 'open'", [platinum]);
    expect(open).toHaveLength(2);
  });
});
