import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardRefunds } from '../../server/payment/card-refunds';
import { SandboxPaymentProcessor, type PaymentProcessor, type RefundRequest } from '../../server/payment/payment-processor';
import { Shopper, card, productWhere, type Cart, type ShopProduct } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { createTestApp, type TestApp } from './support/test-app';

interface Order {
  id: number;
  cash_paid: { amount_cents: number };
  order_items: { id: number; status: string }[];
  payment_transactions: { kind: 'charge' | 'refund'; amount: { amount_cents: number } }[];
}

/**
 * Issue 22: the card share of a cancelled item is refunded like checkout's
 * charges are made: owed in the cancellation's transaction under a key of
 * the item's (payment_refund), made at the processor under that key only
 * once that commits, its answer recorded after; a crash or a failed call in
 * between leaves a pending refund that a replay or the recovery sweep
 * finishes. However often it is asked, the processor refunds an item once.
 */
describe('card refunds of cancelled items are keyed and durable', () => {
  /** The sandbox processor, which can be told to fail its next refund before or after it makes it (as a dying node would). */
  class FlakyProcessor implements PaymentProcessor {
    readonly name = 'sandbox';
    failNext: 'before' | 'after' | null = null;
    refundCalls = 0;
    constructor(private readonly inner: SandboxPaymentProcessor) {}
    authorize = (request: Parameters<PaymentProcessor['authorize']>[0]) => this.inner.authorize(request);
    capture = (request: { idempotencyKey: string }) => this.inner.capture(request);
    voidAuthorization = (request: { idempotencyKey: string }) => this.inner.voidAuthorization(request);
    async refund(request: RefundRequest) {
      this.refundCalls += 1;
      const failing = this.failNext;
      this.failNext = null;
      if (failing === 'before') throw new Error('processor unreachable');
      const answer = await this.inner.refund(request);
      if (failing === 'after') throw new Error('the node died before it recorded the refund');
      return answer;
    }
  }

  let t: TestApp;
  let processor: FlakyProcessor;
  let elite: Shopper;
  let products: ShopProduct[];
  /** Another node's recovery sweep of refunds (the app's own sweep does not run in tests). */
  let sweep: () => Promise<number>;

  beforeAll(async () => {
    // The flaky processor must wrap the sandbox of the test's own database: made before the app, pointed at it after.
    const holder: { processor: FlakyProcessor | null } = { processor: null };
    const lazy: PaymentProcessor = {
      name: 'sandbox',
      authorize: (request) => holder.processor!.authorize(request),
      capture: (request) => holder.processor!.capture(request),
      voidAuthorization: (request) => holder.processor!.voidAuthorization(request),
      refund: (request) => holder.processor!.refund(request),
    };
    t = await createTestApp({ config: { recoverySweepIntervalMs: 0, paymentProcessor: lazy } });
    processor = new FlakyProcessor(new SandboxPaymentProcessor(t.db.pool));
    holder.processor = processor;
    const refunds = new CardRefunds(t.db.pool, new SandboxPaymentProcessor(t.db.pool));
    sweep = () => refunds.sweep();
    elite = await signedInShopper(t, 'elite', 'premier_world');
    await t.db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points, description) VALUES ($1, 'earn', 2000000, 'test top-up')", [
      elite.accountId,
    ]);
    const splitPay = "c.slug = 'merchandise' AND p.has_splitpay AND p.min_percentage_points = 80 AND p.price_points < 45000 AND p.original_price_points IS NULL";
    products = [await productWhere(t.db.pool, splitPay, 0), await productWhere(t.db.pool, splitPay, 1)];
  });
  afterAll(async () => {
    await t?.close();
  });

  /** An order of two split-pay items, paid with the fewest points: each item carries a card share. */
  async function placeSplitPayOrder(): Promise<Order> {
    await elite.emptyCart();
    let cart: Cart = await elite.add(products[0]!);
    cart = await elite.add(products[1]!);
    const placed = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points, payment_details: card() }));
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ data: { order: Order } }>().data.order;
  }

  const cancelItem = (orderId: number, itemId: number, key = randomUUID()) =>
    elite.request('PUT', `/member/order/${orderId}/cancelItem/${itemId}`, undefined, { 'idempotency-key': key });
  const cancelOrder = (orderId: number, key = randomUUID()) =>
    elite.request('PUT', `/member/orderCancel/${orderId}`, undefined, { 'idempotency-key': key });

  /** What the store and the processor say was refunded on the order's charge. */
  async function books(orderId: number) {
    const { rows } = await t.db.pool.query<{ owed: number; pending: number; refunded: number; atProcessor: number; refundsAtProcessor: number; recorded: number }>(
      `SELECT (SELECT COALESCE(sum(amount_cents), 0)::int FROM payment_transaction WHERE order_id = $1 AND kind = 'refund') AS owed,
              (SELECT count(*)::int FROM payment_refund WHERE order_id = $1 AND status = 'pending') AS pending,
              (SELECT COALESCE(sum(amount_cents), 0)::int FROM payment_refund WHERE order_id = $1 AND status = 'refunded') AS refunded,
              (SELECT COALESCE(sum(r.amount_cents), 0)::int FROM sandbox_card_refund r JOIN sandbox_card_authorization a ON a.id = r.authorization_id
                 JOIN payment_transaction c ON c.processor_reference = a.reference AND c.kind = 'charge' WHERE c.order_id = $1) AS "atProcessor",
              (SELECT count(*)::int FROM sandbox_card_refund r JOIN sandbox_card_authorization a ON a.id = r.authorization_id
                 JOIN payment_transaction c ON c.processor_reference = a.reference AND c.kind = 'charge' WHERE c.order_id = $1) AS "refundsAtProcessor",
              (SELECT count(*)::int FROM payment_refund p JOIN sandbox_card_refund r ON r.reference = p.processor_reference WHERE p.order_id = $1) AS recorded`,
      [orderId],
    );
    return rows[0]!;
  }

  it('an item, then the rest of the order: each card share is refunded once under its item’s key, and the store’s and the processor’s books agree', async () => {
    const order = await placeSplitPayOrder();
    const [first] = order.order_items;
    const afterItem = await cancelItem(order.id, first!.id);
    expect(afterItem.statusCode, afterItem.body).toBe(200);
    const one = await books(order.id);
    expect(one.pending).toBe(0);
    expect(one.refundsAtProcessor).toBe(1);
    expect(one.atProcessor).toBe(one.owed);
    expect(one.refunded).toBe(one.owed);
    expect(one.owed).toBeGreaterThan(0);
    const { rows: keys } = await t.db.pool.query<{ key: string }>(
      'SELECT r.idempotency_key AS key FROM sandbox_card_refund r JOIN payment_refund p ON p.processor_reference = r.reference WHERE p.order_item_id = $1',
      [first!.id],
    );
    expect(keys).toEqual([{ key: `refund:order-item:${first!.id}` }]);

    const afterOrder = await cancelOrder(order.id);
    expect(afterOrder.statusCode, afterOrder.body).toBe(200);
    expect(afterOrder.json<{ data: Order }>().data.payment_transactions.map((payment) => payment.kind)).toEqual(['charge', 'refund', 'refund']);
    const all = await books(order.id);
    // Every cent charged came back, once, and the processor says so too.
    expect(all).toEqual({ owed: order.cash_paid.amount_cents, pending: 0, refunded: order.cash_paid.amount_cents, atProcessor: order.cash_paid.amount_cents, refundsAtProcessor: 2, recorded: 2 });
  });

  it('a node that dies after the processor refunded and before it recorded it: the replayed cancellation records that refund, never a second one', async () => {
    const order = await placeSplitPayOrder();
    const item = order.order_items[0]!;
    const key = randomUUID();
    processor.failNext = 'after';
    const first = await cancelItem(order.id, item.id, key);
    // The cancellation itself committed: the member is told it is cancelled.
    expect(first.statusCode, first.body).toBe(200);
    expect(await books(order.id)).toMatchObject({ pending: 1, refundsAtProcessor: 1, recorded: 0 });

    const calls = processor.refundCalls;
    const [again, andAgain] = await Promise.all([cancelItem(order.id, item.id, key), cancelItem(order.id, item.id, key)]);
    expect(again.body).toBe(first.body);
    expect(andAgain.body).toBe(first.body);
    expect(processor.refundCalls).toBeGreaterThan(calls);
    const settled = await books(order.id);
    expect(settled).toMatchObject({ pending: 0, refundsAtProcessor: 1, recorded: 1 });
    expect(settled.atProcessor).toBe(settled.owed);
    expect(settled.refunded).toBe(settled.owed);
    // Asked once more, under a new key, the item is already cancelled: refused, nothing refunded.
    expect((await cancelItem(order.id, item.id)).statusCode).toBe(409);
    expect((await books(order.id)).refundsAtProcessor).toBe(1);
  });

  it('a refund the processor could not make stays pending until the recovery sweep makes it, once, even with two sweeps at a time', async () => {
    const order = await placeSplitPayOrder();
    processor.failNext = 'before';
    const cancelled = await cancelItem(order.id, order.order_items[1]!.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await books(order.id)).toMatchObject({ pending: 1, refundsAtProcessor: 0, recorded: 0 });

    const settled = await Promise.all([sweep(), sweep()]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const after = await books(order.id);
    expect(after).toMatchObject({ pending: 0, refundsAtProcessor: 1, recorded: 1 });
    expect(after.atProcessor).toBe(after.owed);
    expect(await sweep()).toBe(0);
    expect((await books(order.id)).refundsAtProcessor).toBe(1);
  });

  it('twenty parallel cancellations of one item under twenty keys cancel it once and refund it once', async () => {
    const order = await placeSplitPayOrder();
    const item = order.order_items[0]!;
    const answers = await Promise.all(Array.from({ length: 20 }, () => cancelItem(order.id, item.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(19);
    const after = await books(order.id);
    expect(after).toMatchObject({ pending: 0, refundsAtProcessor: 1, recorded: 1 });
    expect(after.atProcessor).toBe(after.owed);
  });

  it('the sandbox processor refunds a key once, refuses the same key for another amount, and never refunds more than the charge', async () => {
    const order = await placeSplitPayOrder();
    const { rows } = await t.db.pool.query<{ reference: string; amount: number }>(
      "SELECT processor_reference AS reference, amount_cents::int AS amount FROM payment_transaction WHERE order_id = $1 AND kind = 'charge'",
      [order.id],
    );
    const charge = rows[0]!;
    const sandbox = new SandboxPaymentProcessor(t.db.pool);
    const key = `test:${randomUUID()}`;
    const first = await sandbox.refund({ idempotencyKey: key, chargeReference: charge.reference, amountCents: 100, currencyCode: 'CAD' });
    expect(await sandbox.refund({ idempotencyKey: key, chargeReference: charge.reference, amountCents: 100, currencyCode: 'CAD' })).toEqual(first);
    await expect(sandbox.refund({ idempotencyKey: key, chargeReference: charge.reference, amountCents: 101, currencyCode: 'CAD' })).rejects.toThrow(/another refund/);
    await expect(
      sandbox.refund({ idempotencyKey: `test:${randomUUID()}`, chargeReference: charge.reference, amountCents: charge.amount - 99, currencyCode: 'CAD' }),
    ).rejects.toThrow(/would pass/);
    const rest = await sandbox.refund({ idempotencyKey: `test:${randomUUID()}`, chargeReference: charge.reference, amountCents: charge.amount - 100, currencyCode: 'CAD' });
    expect(rest.processorReference).toMatch(/^sbx_re_/);
  });
});
