import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentIntents } from '../../server/payment/payment-intents';
import { SandboxPaymentProcessor } from '../../server/payment/payment-processor';
import { TEST_CARDS, card, productWhere, type Cart, type ShopProduct } from './support/shop';
import { errorBody, login, type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

/**
 * The cash part of an order as a payment intent keyed to the
 * Idempotency-Key (issue 22; decisions §8): authorized before the order's
 * transaction, captured after its COMMIT, voided when the order is refused
 * or never commits; the same key never authorizes twice.
 */
describe('payment intents of the cash part', () => {
  let splitPay: ShopProduct;
  let intents: PaymentIntents;

  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'premier_world');
  beforeAll(async () => {
    await t.db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points, description) VALUES ($1, 'earn', 2000000, 'test top-up')", [
      elite().accountId,
    ]);
    splitPay = await productWhere(t.db.pool, "c.slug = 'merchandise' AND p.has_splitpay AND p.min_percentage_points = 80 AND p.price_points < 45000");
    intents = new PaymentIntents(t.db.pool, new SandboxPaymentProcessor(t.db.pool));
  });

  async function freshCart(): Promise<Cart> {
    await elite().emptyCart();
    return elite().add(splitPay);
  }

  /** The intents of a key (one cart is reused by these tests, each with its own keys). */
  async function intentsOfKey(key: string) {
    const { rows } = await t.db.pool.query<{ status: string; orderId: number | null; authorization: string; settled: boolean }>(
      `SELECT i.status, i.order_id::int AS "orderId", a.status AS authorization, i.settled_at IS NOT NULL AS settled
         FROM payment_intent i JOIN sandbox_card_authorization a ON a.idempotency_key = i.processor_key WHERE i.idempotency_key = $1`,
      [key],
    );
    return rows;
  }

  async function authorizationCount(): Promise<number> {
    const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_card_authorization');
    return rows[0]!.n;
  }

  it('same key, same charge: ten concurrent checkouts of one key authorize once, place one order and capture it after the commit', async () => {
    const cart = await freshCart();
    const before = await authorizationCount();
    const key = randomUUID();
    const body = elite().checkoutBody(cart, { points: cart.min_points, payment_details: card() });
    const answers = await Promise.all(Array.from({ length: 10 }, () => elite().checkout(body, key)));
    const placed = answers.filter((answer) => answer.statusCode === 201);
    expect(placed.length).toBeGreaterThan(0);
    // The others found the key still being processed (409 IDEMPOTENCY_REQUEST_IN_PROGRESS) or replayed it.
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(new Set(placed.map((answer) => answer.body)).size).toBe(1);
    const orderId = placed[0]!.json<{ data: { id: number } }>().data.id;
    expect(await intentsOfKey(key)).toEqual([{ status: 'captured', orderId, authorization: 'captured', settled: true }]);
    expect(await authorizationCount()).toBe(before + 1);
    expect((await elite().checkout(body, key)).body).toBe(placed[0]!.body);
    expect(await authorizationCount()).toBe(before + 1);
  });

  it('a declined card leaves a declined intent, nothing held on the card, and the key replays the refusal', async () => {
    const cart = await freshCart();
    const key = randomUUID();
    const body = elite().checkoutBody(cart, { points: cart.min_points, payment_details: card(TEST_CARDS.declined) });
    const refused = await elite().checkout(body, key);
    expect(refused.statusCode).toBe(402);
    expect(await intentsOfKey(key)).toEqual([{ status: 'declined', orderId: null, authorization: 'declined', settled: true }]);
    expect((await elite().checkout(body, key)).body).toBe(refused.body);
  });

  it('the sandbox test card whose authorization the processor cancels is refused with PAYMENT_CANCELLED: no order, no debit, nothing held, the cart kept', async () => {
    const cart = await freshCart();
    const key = randomUUID();
    const balance = async () =>
      (await t.db.pool.query<{ b: number }>('SELECT points::int AS b FROM account_points_balance WHERE account_id = $1', [elite().accountId])).rows[0]!.b;
    const orders = async () => (await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM redemption_order')).rows[0]!.n;
    const [pointsBefore, ordersBefore] = [await balance(), await orders()];
    const body = elite().checkoutBody(cart, { points: cart.min_points, payment_details: card(TEST_CARDS.cancelled) });
    const refused = await elite().checkout(body, key);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused).code).toBe('PAYMENT_CANCELLED');
    expect(await intentsOfKey(key)).toEqual([{ status: 'voided', orderId: null, authorization: 'voided', settled: true }]);
    expect([await balance(), await orders()]).toEqual([pointsBefore, ordersBefore]);
    expect((await elite().cart())?.id).toBe(cart.id);
    // The key replays its refusal; a new key with an approved card places the same cart.
    expect((await elite().checkout(body, key)).body).toBe(refused.body);
    const placed = await elite().checkout(elite().checkoutBody(cart, { points: cart.min_points, payment_details: card() }), randomUUID());
    expect(placed.statusCode).toBe(201);
  });

  it('the sweep voids an authorization left without an order once older than the void age (not before); its key then charges nothing new', async () => {
    const cart = await freshCart();
    const key = randomUUID();
    const body = elite().checkoutBody(cart, { points: cart.min_points, payment_details: card() });
    // A node that authorized and died before its order's transaction.
    const intent = await intents.authorize(
      { memberId: (await memberIdOf(t, 'elite'))!, idempotencyKey: key, shoppingCartId: cart.id, accountId: elite().accountId },
      cart.total - cart.min_points,
      { currencyCode: 'CAD', cardNumber: TEST_CARDS.approved, expiryMonth: 12, expiryYear: 2099, cvv: '123', cardholderName: 'Alex Martin', fraudSessionId: 's', brand: null },
    );
    expect(intent.status).toBe('authorized');
    await t.db.pool.query("UPDATE payment_intent SET updated_at = now() - interval '59 seconds' WHERE id = $1", [intent.id]);
    expect(await intents.sweep(60_000)).toBe(0);
    expect(await intentsOfKey(key)).toEqual([{ status: 'authorized', orderId: null, authorization: 'authorized', settled: false }]);
    await t.db.pool.query("UPDATE payment_intent SET updated_at = now() - interval '61 seconds' WHERE id = $1", [intent.id]);
    expect(await intents.sweep(60_000)).toBe(1);
    expect(await intentsOfKey(key)).toEqual([{ status: 'voided', orderId: null, authorization: 'voided', settled: true }]);

    const before = await authorizationCount();
    const replay = await elite().checkout(body, key);
    expect(replay.statusCode).toBe(409);
    expect(errorBody(replay).code).toBe('PAYMENT_CANCELLED');
    expect(await authorizationCount()).toBe(before);
    expect((await elite().cart())?.id).toBe(cart.id);
  });

  it('the sweep captures the authorization of an order that committed but whose capture was lost', async () => {
    const cart = await freshCart();
    const key = randomUUID();
    const placed = await elite().checkout(elite().checkoutBody(cart, { points: cart.min_points, payment_details: card() }), key);
    expect(placed.statusCode).toBe(201);
    // As if the node died between the COMMIT and the capture.
    await t.db.pool.query("UPDATE payment_intent SET status = 'authorized', settled_at = NULL WHERE idempotency_key = $1", [key]);
    await t.db.pool.query(
      "UPDATE sandbox_card_authorization SET status = 'authorized' WHERE idempotency_key = (SELECT processor_key FROM payment_intent WHERE idempotency_key = $1)",
      [key],
    );
    expect(await intents.sweep(3_600_000)).toBe(1);
    const orderId = placed.json<{ data: { id: number } }>().data.id;
    expect(await intentsOfKey(key)).toEqual([{ status: 'captured', orderId, authorization: 'captured', settled: true }]);
  });
});

async function memberIdOf(t: TestApp, login: string): Promise<number | undefined> {
  const { rows } = await t.db.pool.query<{ id: number }>('SELECT id::int FROM member WHERE user_account = $1', [login]);
  return rows[0]?.id;
}
