import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRaceCard, httpLogin, httpPost } from './support/race';
import { useTwoServerProcesses } from './support/two-server-processes';
import { checkoutEveryCartAtOnce } from './support/race-checkout';
import { CANADIAN_ADDRESS, Shopper, card, ledgerSum, productWhere, projectedBalance, type Cart, type CheckoutResult, type ShopProduct } from './support/shop';
import { errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

const TOKEN_SECRET = 'stock-test-secret-0123456789abcdefghijklmn';

interface Shortage {
  item_ids: number[];
  shortages: Array<{ product_variant_id: number; requested: number; available: number }>;
}

function raceBody(cartId: number, accountId: number) {
  return { shopping_cart_id: cartId, account_id: accountId, kount_session_id: 'stock', consents: { program_rules: true }, address: CANADIAN_ADDRESS };
}

/**
 * Stock is enforced (issue 21 item 9, spec §8 'Item Not Available'): a member
 * cannot put or order more of a counted variant than is left, checkout takes
 * stock atomically in the order's transaction (no oversell under concurrent
 * checkouts, in one server or two on one database), and a cancelled item
 * gives its stock back.
 */
describe('stock reserved at checkout', () => {
  let plain: ShopProduct;
  let splitPay: ShopProduct;

  const t = useTestApp({ tokenSecret: TOKEN_SECRET });
  const elite = useSignedInShopper(t, 'elite', 'elite');
  beforeAll(async () => {
    plain = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 10000 AND p.original_price_points IS NULL");
    splitPay = await productWhere(t.db.pool, "c.slug = 'merchandise' AND p.has_splitpay AND p.min_percentage_points = 80 AND p.price_points < 45000 AND p.original_price_points IS NULL");
  });

  async function setStock(product: ShopProduct, stock: number | null): Promise<void> {
    await t.db.pool.query('UPDATE product_variant SET stock_quantity = $2 WHERE id = $1', [product.variantId, stock]);
  }

  async function stockOf(product: ShopProduct): Promise<number | null> {
    const { rows } = await t.db.pool.query<{ stock: number | null }>('SELECT stock_quantity AS stock FROM product_variant WHERE id = $1', [product.variantId]);
    return rows[0]!.stock;
  }

  const emptyCart = (shopper: Shopper) => shopper.emptyCart();

  function addRequest(shopper: Shopper, product: ShopProduct, quantity: number) {
    return shopper.request('POST', '/shoppingCart', shopper.addBody(product, quantity));
  }

  it('a variant with 1 left does not take 2 in the cart: 409 INSUFFICIENT_STOCK saying 1 is left; 1 is taken', async () => {
    await emptyCart(elite());
    await setStock(plain, 1);
    const two = await addRequest(elite(), plain, 2);
    expect(two.statusCode).toBe(409);
    expect(errorBody(two).code).toBe('INSUFFICIENT_STOCK');
    expect(errorBody(two).data).toEqual({ item_ids: [], shortages: [{ product_variant_id: plain.variantId, requested: 2, available: 1 }] });
    expect(await elite().cart()).toBeUndefined();
    const one = await addRequest(elite(), plain, 1);
    expect(one.statusCode).toBe(201);
    // A second add would make the line 2.
    const again = await addRequest(elite(), plain, 1);
    expect(errorBody(again).code).toBe('INSUFFICIENT_STOCK');
    expect((await elite().cart())?.shopping_cart_items[0]?.quantity).toBe(1);
  });

  it('a quantity change above what is left is refused and the line keeps its quantity', async () => {
    await emptyCart(elite());
    await setStock(plain, 3);
    const cart = await elite().add(plain, 1);
    const line = cart.shopping_cart_items[0]!;
    const four = await elite().request('PUT', `/shoppingCart/${cart.id}/item/${line.id}`, { quantity: 4 });
    expect(four.statusCode).toBe(409);
    expect(errorBody(four)).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      data: { item_ids: [line.id], shortages: [{ product_variant_id: plain.variantId, requested: 4, available: 3 }] },
    });
    expect((await elite().cart())?.shopping_cart_items[0]?.quantity).toBe(1);
    const three = await elite().request('PUT', `/shoppingCart/${cart.id}/item/${line.id}`, { quantity: 3 });
    expect(three.statusCode).toBe(200);
  });

  it('stock that fell below the cart is refused at checkout before any card is authorized: no order, no debit, no payment intent', async () => {
    await emptyCart(elite());
    await setStock(splitPay, 5);
    const cart = await elite().add(splitPay, 2);
    await setStock(splitPay, 1);
    const before = await ledgerSum(t.db.pool, elite().accountId);
    const response = await elite().checkout(elite().checkoutBody(cart, { points: cart.min_points, payment_details: card() }));
    expect(response.statusCode).toBe(409);
    expect(errorBody(response)).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      data: { item_ids: [cart.shopping_cart_items[0]!.id], shortages: [{ product_variant_id: splitPay.variantId, requested: 2, available: 1 }] },
    });
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before);
    const intents = await t.db.pool.query('SELECT 1 FROM payment_intent WHERE shopping_cart_id = $1', [cart.id]);
    expect(intents.rowCount).toBe(0);
    expect(await stockOf(splitPay)).toBe(1);
  });

  it('a placed order takes its quantity from stock; cancelling the item gives it back, once', async () => {
    await emptyCart(elite());
    await setStock(plain, 5);
    const cart = await elite().add(plain, 2);
    const placed = await elite().checkout(elite().checkoutBody(cart));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(plain)).toBe(3);
    const { id, order } = placed.json<{ data: CheckoutResult }>().data;
    const itemId = order.order_items[0]!.id;
    const cancel = () => elite().request('PUT', `/member/order/${id}/cancelItem/${itemId}`, undefined, { 'idempotency-key': randomUUID() });
    expect((await cancel()).statusCode).toBe(200);
    expect(await stockOf(plain)).toBe(5);
    expect((await cancel()).statusCode).toBe(409);
    expect(await stockOf(plain)).toBe(5);
  });

  it('cancelling a whole order gives back the stock of each counted item; goods whose stock is not counted stay uncounted', async () => {
    await emptyCart(elite());
    const other = await productWhere(t.db.pool, `c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 10000 AND p.id <> ${plain.id}`);
    await setStock(plain, 4);
    await setStock(other, null);
    await elite().add(plain, 3);
    const cart: Cart = await elite().add(other, 2);
    const placed = await elite().checkout(elite().checkoutBody(cart));
    expect(placed.statusCode, placed.body).toBe(201);
    expect([await stockOf(plain), await stockOf(other)]).toEqual([1, null]);
    const { id } = placed.json<{ data: CheckoutResult }>().data;
    const cancelled = await elite().request('PUT', `/member/orderCancel/${id}`, undefined, { 'idempotency-key': randomUUID() });
    expect(cancelled.statusCode).toBe(200);
    expect([await stockOf(plain), await stockOf(other)]).toEqual([4, null]);
  });

  async function orderCount(accountId: number): Promise<number> {
    const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM redemption_order WHERE account_id = $1', [accountId]);
    return rows[0]!.n;
  }

  it('10 members checking out at once a variant with 3 left: exactly 3 orders, stock 0, 7 refused with nothing debited', async () => {
    await setStock(plain, 3);
    const balance = 10 * plain.price;
    const race = await createRaceCard(t.db.pool, { balance, members: 10, product: plain });
    const responses = await checkoutEveryCartAtOnce(t.app, race, raceBody);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(7);
    expect(refused.map((response) => [response.statusCode, errorBody(response).code])).toEqual(Array(7).fill([409, 'INSUFFICIENT_STOCK']));
    expect(await stockOf(plain)).toBe(0);
    expect(await orderCount(race.accountId)).toBe(3);
    expect(await ledgerSum(t.db.pool, race.accountId)).toBe(balance - 3 * plain.price);
    expect(await projectedBalance(t.db.pool, race.accountId)).toBe(balance - 3 * plain.price);
  }, 60_000);

  describe('two API nodes on one database, over HTTP', () => {
    const nodes = useTwoServerProcesses(() => t.db.url, TOKEN_SECRET);

    it('20 checkouts through both nodes for a variant with 5 left: exactly 5 orders and stock 0', async () => {
      await setStock(plain, 5);
      const balance = 20 * plain.price;
      const race = await createRaceCard(t.db.pool, { balance, members: 20, product: plain });
      const tokens = await Promise.all(race.logins.map((userAccount, index) => httpLogin(nodes()[index % 2]!.url, userAccount)));
      const results = await Promise.all(
        race.cartIds.map((cartId, index) =>
          httpPost(nodes()[index % 2]!.url, '/shoppingCart/checkout', tokens[index]!, randomUUID(), raceBody(cartId, race.accountId)),
        ),
      );
      expect(results.filter((result) => result.status === 201)).toHaveLength(5);
      expect(results.filter((result) => result.status === 409 && (JSON.parse(result.body) as { code: string }).code === 'INSUFFICIENT_STOCK')).toHaveLength(15);
      expect(await stockOf(plain)).toBe(0);
      expect(await orderCount(race.accountId)).toBe(5);
      expect(await ledgerSum(t.db.pool, race.accountId)).toBe(balance - 5 * plain.price);
    }, 60_000);
  });
});
