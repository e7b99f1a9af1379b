import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum, productWhere, type Cart, type CheckoutResult, type ShopProduct } from './support/shop';
import { errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

/**
 * Cart fees end to end on the server (issue 21 item 18; spec §3
 * additional_fee_types, additional_fee, order_item_fees; §7 PUT
 * /shoppingCart/{id} {additional_fees}): the sandbox product with an
 * environmental handling fee (mandatory, 150 per unit) and gift wrapping
 * (optional, 500 per unit).
 */
describe('cart fees', () => {
  let product: ShopProduct;
  let ecoId: number;
  let wrapId: number;

  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'elite');
  beforeAll(async () => {
    const { rows } = await t.db.pool.query<{ productId: number; code: string; id: number }>(
      'SELECT product_id AS "productId", code, id FROM additional_fee_type ORDER BY position',
    );
    expect(rows.map((row) => row.code)).toEqual(['eco_fee', 'gift_wrap']);
    product = await productWhere(t.db.pool, `p.id = ${rows[0]!.productId}`);
    ecoId = rows[0]!.id;
    wrapId = rows[1]!.id;
  });

  const put = (cartId: number, body: object, locale = 'en-CA') => elite().request('PUT', `/shoppingCart/${cartId}?locale=${locale}`, body);

  it('a line carries its product’s fee types; the mandatory fee is charged per unit and added to the total', async () => {
    const cart = await elite().add(product, 2);
    const line = cart.shopping_cart_items[0]!;
    expect(line.additional_fee_types).toEqual([
      { id: ecoId, code: 'eco_fee', name: 'Environmental handling fee', amount: 150, is_mandatory: true, is_selected: true },
      { id: wrapId, code: 'gift_wrap', name: 'Gift wrapping', amount: 500, is_mandatory: false, is_selected: false },
    ]);
    expect(line.additional_fee).toBe(300);
    expect(cart.additional_fee).toBe(300);
    expect(cart.total).toBe(cart.subtotal - cart.promotion_amount + 300);
  });

  it('PUT /shoppingCart/{id} {additional_fees} chooses the optional fee for a line, in French too, and an empty list takes it off', async () => {
    const cart = (await elite().cart())!;
    const line = cart.shopping_cart_items[0]!;
    const chosen = await put(cart.id, { additional_fees: [{ item_id: line.id, additional_fee_type_ids: [wrapId] }] }, 'fr-CA');
    expect(chosen.statusCode, chosen.body).toBe(200);
    const withWrap = chosen.json<{ data: Cart }>().data;
    expect(withWrap.shopping_cart_items[0]!.additional_fee_types.map((fee) => [fee.name, fee.is_selected])).toEqual([
      ['Écofrais de gestion environnementale', true],
      ['Emballage-cadeau', true],
    ]);
    expect(withWrap.shopping_cart_items[0]!.additional_fee).toBe(300 + 1_000);
    expect(withWrap.total).toBe(withWrap.subtotal + 1_300);
    const none = await put(cart.id, { additional_fees: [{ item_id: line.id, additional_fee_type_ids: [] }] });
    expect(none.json<{ data: Cart }>().data.additional_fee).toBe(300);
  });

  it('refuses a fee type that is not the line’s (400 on its field), a line not in the cart (404) and an empty body (400)', async () => {
    const cart = (await elite().cart())!;
    const line = cart.shopping_cart_items[0]!;
    const wrong = await put(cart.id, { additional_fees: [{ item_id: line.id, additional_fee_type_ids: [wrapId + 1000] }] });
    expect(wrong.statusCode).toBe(400);
    expect(errorBody(wrong).errors).toEqual([{ field: 'additional_fees[0].additional_fee_type_ids', message: expect.any(String) }]);
    expect((await put(cart.id, { additional_fees: [{ item_id: 999_999, additional_fee_type_ids: [] }] })).statusCode).toBe(404);
    expect((await put(cart.id, {})).statusCode).toBe(400);
    expect((await put(cart.id, { comment: 'Leave at the door' })).json<{ data: Cart }>().data.comment).toBe('Leave at the door');
  });

  it('checkout charges the fees in points, the order lists them per item, and cancelling the item refunds them', async () => {
    const cart = (await elite().cart())!;
    const line = cart.shopping_cart_items[0]!;
    const priced = (await put(cart.id, { additional_fees: [{ item_id: line.id, additional_fee_type_ids: [wrapId] }] })).json<{ data: Cart }>().data;
    const before = await ledgerSum(t.db.pool, elite().accountId);
    const placed = await elite().checkout(elite().checkoutBody(priced));
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, order } = placed.json<{ data: CheckoutResult }>().data;
    expect(order.points_used).toBe(priced.total);
    expect(order.paid_price).toBe(priced.subtotal + 1_300);
    expect(order.order_items[0]!.order_item_fees).toEqual([
      { code: 'eco_fee', name: 'Environmental handling fee', amount: 300, currency: 'pts' },
      { code: 'gift_wrap', name: 'Gift wrapping', amount: 1_000, currency: 'pts' },
    ]);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before - priced.total);
    const french = await elite().request('GET', `/member/order/${id}?locale=fr-CA`);
    expect(french.json<{ data: CheckoutResult['order'] }>().data.order_items[0]!.order_item_fees.map((fee) => fee.name)).toEqual([
      'Écofrais de gestion environnementale',
      'Emballage-cadeau',
    ]);
    const cancelled = await elite().request('PUT', `/member/order/${id}/cancelItem/${order.order_items[0]!.id}`, undefined, { 'idempotency-key': randomUUID() });
    expect(cancelled.statusCode).toBe(200);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before);
  });
});
