import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { Shopper, ledgerSum, productWhere, type CheckoutResult, type Order } from './support/shop';
import { bearer, errorBody, login, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

type OrderPage = {
  data: Order[];
  page: number;
  last_page: number;
  count: number;
  per_page: number;
  sort_field: string;
  sort_direction: string;
};

describe('orders (GET /member/order, GET /member/order/{id}, cancellation)', () => {
  const clock = new ManualClock();
  const t = useTestApp({ clock });
  const elite = useSignedInShopper(t, 'elite', 'elite');
  const marie = useSignedInShopper(t, 'marie');

  async function seeded(reference: string): Promise<number> {
    const { rows } = await t.db.pool.query<{ id: number }>('SELECT id FROM redemption_order WHERE reference_identifier = $1', [reference]);
    return rows[0]!.id;
  }

  function cancelOrder(shopper: Shopper, id: number, key = randomUUID(), query = '') {
    return shopper.request('PUT', `/member/orderCancel/${id}${query}`, undefined, { 'idempotency-key': key });
  }

  function cancelItem(shopper: Shopper, id: number, itemId: number, key = randomUUID(), query = '') {
    return shopper.request('PUT', `/member/order/${id}/cancelItem/${itemId}${query}`, undefined, { 'idempotency-key': key });
  }

  async function placeOrder(
    shopper: Shopper,
    slugWhere: string,
    quantity = 1,
    extra: Record<string, unknown> = {},
  ): Promise<CheckoutResult> {
    const product = await productWhere(t.db.pool, slugWhere);
    await shopper.emptyCart();
    const cart = await shopper.add(product, quantity);
    const response = await shopper.checkout(shopper.checkoutBody(cart, extra));
    if (response.statusCode !== 201) throw new Error(`checkout: ${response.statusCode} ${response.body}`);
    return response.json<{ data: CheckoutResult }>().data;
  }

  it('seeds an order history that the ledger agrees with, and leaves the demo balance as it was', async () => {
    const { rows } = await t.db.pool.query<{ reference: string; paid: number; debited: number; refunded: number }>(
      `SELECT o.reference_identifier AS reference, o.points_paid AS paid,
              COALESCE((SELECT -sum(l.points) FROM point_ledger_entry l WHERE l.source_type = 'redemption_order' AND l.source_id = o.id::text AND l.entry_type = 'redeem'), 0)::bigint AS debited,
              COALESCE((SELECT sum(l.points) FROM point_ledger_entry l WHERE l.source_type = 'redemption_order' AND l.source_id = o.id::text AND l.entry_type = 'refund'), 0)::bigint AS refunded
         FROM redemption_order o WHERE o.reference_identifier LIKE 'DEMO-ELITE-%' ORDER BY o.reference_identifier`,
    );
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row.debited, row.reference).toBe(row.paid);
    expect(rows.filter((row) => row.refunded > 0).map((row) => row.reference)).toEqual(['DEMO-ELITE-0007']);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(152_300);
  });

  it('lists the seeded history newest first, 10 a page, SHOP/EPBC/EGIF only, without the declined order', async () => {
    const response = await elite().request('GET', `/member/order?account_id=${elite().accountId}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<OrderPage>();
    expect(page).toMatchObject({ page: 1, last_page: 1, per_page: 10, sort_field: 'created_at', sort_direction: 'desc' });
    const references = page.data.map((order) => order.reference_identifier);
    expect(references).toEqual([
      'DEMO-ELITE-0001',
      'DEMO-ELITE-0002',
      'DEMO-ELITE-0003',
      'DEMO-ELITE-0004',
      'DEMO-ELITE-0005',
      'DEMO-ELITE-0006',
    ]);
    expect(page.count).toBe(6);
    const travel = (
      await elite().request('GET', '/member/order?sale_channel_type_codes=TRAV&sale_channel_type_codes=TPPV')
    ).json<OrderPage>();
    expect(travel.data.map((order) => order.reference_identifier)).toEqual(['DEMO-ELITE-0009', 'DEMO-ELITE-0008']);
    const second = (await elite().request('GET', '/member/order?per_page=4&page=2')).json<OrderPage>();
    expect(second).toMatchObject({ page: 2, last_page: 2, count: 6 });
    expect(second.data).toHaveLength(2);
    const past = (await elite().request('GET', '/member/order?page=5')).json<OrderPage>();
    expect(past).toMatchObject({ data: [], count: 6, last_page: 1 });
  });

  it('keeps orders older than 6 months out of the history', async () => {
    await t.db.pool.query(
      "UPDATE redemption_order SET created_at = now() - interval '7 months' WHERE reference_identifier = 'DEMO-ELITE-0006'",
    );
    const page = (await elite().request('GET', '/member/order')).json<OrderPage>();
    expect(page.data.map((order) => order.reference_identifier)).not.toContain('DEMO-ELITE-0006');
    await t.db.pool.query(
      "UPDATE redemption_order SET created_at = now() - interval '45 days' WHERE reference_identifier = 'DEMO-ELITE-0006'",
    );
  });

  it('shows every display field of an order: tracking, serial number, recipient, statuses, can_cancel', async () => {
    const shipped = (await elite().request('GET', `/member/order/${await seeded('DEMO-ELITE-0003')}`)).json<{ data: Order }>().data;
    expect(shipped).toMatchObject({
      can_cancel: false,
      is_declined: false,
      status: 'shipped',
      ordered_by: { first_name: 'Alex', last_name: 'Martin' },
    });
    expect(shipped.account).toMatchObject({ masked_medium_number: '**** 4821', account_type: 'Elite' });
    expect(shipped.order_items[0]).toMatchObject({
      tracking_number: '7023210039414604',
      tracking_url: 'https://tracking.example.com/track?number=7023210039414604',
      status: 'shipped',
      can_cancel: false,
    });
    expect(shipped.order_items[0]!.order_statuses.map((entry) => entry.status)).toEqual(['placed', 'processing', 'shipped']);
    const egift = (await elite().request('GET', `/member/order/${await seeded('DEMO-ELITE-0004')}?locale=fr-CA`)).json<{ data: Order }>()
      .data;
    expect(egift.order_items[0]).toMatchObject({
      serial_number: 'EGC-4421-8812-0093',
      recipient: { name: 'Alex Martin', email: 'alex.martin@example.com' },
      sale_channel: { code: 'EGIF' },
      status: 'delivered',
    });
    const declined = (await elite().request('GET', `/member/order/${await seeded('DEMO-ELITE-0007')}`)).json<{ data: Order }>().data;
    expect(declined).toMatchObject({ is_declined: true, can_cancel: false, status: 'declined' });
    const recent = (await elite().request('GET', `/member/order/${await seeded('DEMO-ELITE-0001')}`)).json<{ data: Order }>().data;
    expect(recent.can_cancel).toBe(true);
    expect(recent.order_items.map((item) => item.can_cancel)).toEqual([true, true]);
    const twoDays = (await elite().request('GET', `/member/order/${await seeded('DEMO-ELITE-0002')}`)).json<{ data: Order }>().data;
    expect(twoDays.can_cancel).toBe(false);
  });

  it('shows promotion savings and what the member saved', async () => {
    const product = await productWhere(
      t.db.pool,
      "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 5000 AND 20000",
    );
    await elite().emptyCart();
    const cart = await elite().add(product, 1);
    const promo = await elite().request('POST', `/shoppingCart/${cart.id}/promotionCode`, { promo_code: 'welcome10' });
    expect(promo.statusCode, promo.body).toBe(201);
    const response = await elite().checkout(elite().checkoutBody(promo.json<{ data: typeof cart }>().data));
    const { order } = response.json<{ data: CheckoutResult }>().data;
    const saved = Math.floor(product.price / 10);
    expect(order).toMatchObject({
      total_price: product.price,
      discounted_price: saved,
      paid_price: product.price - saved,
      points_used: product.price - saved,
    });
    expect(order.you_saved).toBe(saved);
    expect(order.promotions).toEqual([expect.objectContaining({ promotion_code_name: 'WELCOME10', promotion_amount: saved })]);
    expect(order.order_items[0]).toMatchObject({ promotion_amount: saved, points_paid: product.price - saved });
    expect(order.order_items[0]!.promotions).toEqual([
      expect.objectContaining({ promotion_code_name: 'WELCOME10', promotion_amount: saved }),
    ]);
  });

  it('cancels an item, then the order: statuses change, points come back to the ledger at once, card share refunded', async () => {
    const placed = await placeOrder(
      elite(),
      "c.slug = 'merchandise' AND p.has_splitpay AND p.min_percentage_points = 80 AND p.price_points < 40000 AND p.original_price_points IS NULL",
      2,
    );
    const { order } = placed;
    const before = await ledgerSum(t.db.pool, elite().accountId);
    // The seeded order of an hour ago has two items: cancel one, then the order.
    const seededId = await seeded('DEMO-ELITE-0001');
    const seededOrder = (await elite().request('GET', `/member/order/${seededId}`)).json<{ data: Order }>().data;
    const [first, second] = seededOrder.order_items;
    const seededBefore = await ledgerSum(t.db.pool, elite().accountId);
    const afterItem = await cancelItem(elite(), seededId, first!.id);
    expect(afterItem.statusCode, afterItem.body).toBe(200);
    const afterItemOrder = afterItem.json<{ data: Order }>().data;
    expect(afterItemOrder.order_items.map((item) => [item.status, item.can_cancel])).toEqual([
      ['cancelled', false],
      ['placed', true],
    ]);
    expect(afterItemOrder.can_cancel).toBe(true);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(seededBefore + first!.points_paid);
    const again = await cancelItem(elite(), seededId, first!.id);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toMatchObject({ code: 'ORDER_ITEM_NOT_CANCELLABLE', data: { reason: 'already-cancelled' } });
    const afterOrder = await cancelOrder(elite(), seededId);
    expect(afterOrder.statusCode, afterOrder.body).toBe(200);
    const cancelled = afterOrder.json<{ data: Order }>().data;
    expect(cancelled.can_cancel).toBe(false);
    expect(cancelled.order_items.map((item) => item.status)).toEqual(['cancelled', 'cancelled']);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(seededBefore + first!.points_paid + second!.points_paid);
    const refunds = await t.db.pool.query('SELECT entry_type, source_id FROM point_ledger_entry WHERE source_id = $1 AND entry_type = $2', [
      String(seededId),
      'refund',
    ]);
    expect(refunds.rows).toHaveLength(2);

    const cashOrder = await cancelOrder(elite(), order.id);
    expect(cashOrder.statusCode, cashOrder.body).toBe(200);
    const refunded = cashOrder.json<{ data: Order }>().data;
    expect(refunded.payment_transactions.map((payment) => payment.kind)).toEqual(
      order.cash_paid.amount_cents > 0 ? ['charge', 'refund'] : [],
    );
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before + order.points_used + first!.points_paid + second!.points_paid);
  });

  it('a cancellation replays with its key, and a second cancellation of a cancelled order is refused', async () => {
    const { order } = await placeOrder(elite(), "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 20000");
    const key = randomUUID();
    const [a, b] = await Promise.all([cancelOrder(elite(), order.id, key), cancelOrder(elite(), order.id, key)]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    const refunds = await t.db.pool.query("SELECT 1 FROM point_ledger_entry WHERE source_id = $1 AND entry_type = 'refund'", [
      String(order.id),
    ]);
    expect(refunds.rows).toHaveLength(1);
    const again = await cancelOrder(elite(), order.id);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', data: { reason: 'already-cancelled' } });
    const missingKey = await elite().request('PUT', `/member/orderCancel/${order.id}`);
    expect(missingKey.statusCode).toBe(400);
    expect(errorBody(missingKey).errors).toEqual([{ field: 'idempotency-key', message: 'is required' }]);
  });

  it('a node whose clock runs behind still cancels for good: the newest status is the current one, and a second cancel is refused', async () => {
    const { order } = await placeOrder(elite(), "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 20000");
    clock.advanceSeconds(-120);
    try {
      expect((await cancelOrder(elite(), order.id)).statusCode).toBe(200);
      const detail = await elite().request('GET', `/member/order/${order.id}`);
      expect(detail.json<{ data: Order }>().data.status).toBe('cancelled');
      const again = await cancelOrder(elite(), order.id);
      expect(again.statusCode).toBe(409);
      const refunds = await t.db.pool.query("SELECT 1 FROM point_ledger_entry WHERE source_id = $1 AND entry_type = 'refund'", [
        String(order.id),
      ]);
      expect(refunds.rows).toHaveLength(1);
    } finally {
      clock.advanceSeconds(120);
    }
  });

  it('refuses a cancellation after 6 hours on the server’s clock, in the member’s language, and changes nothing', async () => {
    const { order } = await placeOrder(marie(), "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 9000");
    const before = await ledgerSum(t.db.pool, marie().accountId);
    clock.advanceSeconds(6 * 3600);
    try {
      // Six hours later the morning's session has expired too.
      const later = new Shopper(t.app, await login(t.app, 'marie'), marie().accountId);
      const detail = (await later.request('GET', `/member/order/${order.id}`)).json<{ data: Order }>().data;
      expect(detail.can_cancel).toBe(false);
      const refused = await cancelOrder(later, order.id);
      expect(refused.statusCode).toBe(409);
      expect(errorBody(refused)).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', data: { reason: 'window-closed' } });
      expect(errorBody(refused).message).toContain('délai d’annulation de 6 heures');
      const item = await cancelItem(later, order.id, order.order_items[0]!.id, randomUUID(), '?locale=en-CA');
      expect(errorBody(item).message).toContain('6-hour cancellation window has closed');
      expect(await ledgerSum(t.db.pool, marie().accountId)).toBe(before);
      const after = (await later.request('GET', `/member/order/${order.id}`)).json<{ data: Order }>().data;
      expect(after.order_items[0]!.status).toBe('placed');
    } finally {
      clock.advanceSeconds(-6 * 3600);
    }
  });

  it('keeps other redemptions final', async () => {
    const miles = await cancelOrder(elite(), await seeded('DEMO-ELITE-0005'));
    expect(miles.statusCode).toBe(409);
    expect(errorBody(miles).data).toEqual({ reason: 'final-redemption' });
  });

  it('another member’s order cannot be read nor cancelled (404), and nothing changes', async () => {
    const id = await seeded('DEMO-ELITE-0001');
    expect((await marie().request('GET', `/member/order/${id}`)).statusCode).toBe(404);
    expect((await cancelOrder(marie(), id)).statusCode).toBe(404);
    const items = await t.db.pool.query<{ id: number }>('SELECT id FROM redemption_order_item WHERE order_id = $1', [id]);
    expect((await cancelItem(marie(), id, items.rows[0]!.id)).statusCode).toBe(404);
    expect((await marie().request('GET', '/member/order')).json<OrderPage>().data.map((order) => order.id)).not.toContain(id);
    expect((await marie().request('GET', `/member/order?account_id=${elite().accountId}`)).statusCode).toBe(404);
  });

  it('refuses a read-only admin’s cancellation (403 READ_ONLY_ACCESS) but lets them read', async () => {
    const { order } = await placeOrder(elite(), "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 20000");
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const auditor = new Shopper(t.app, token, elite().accountId);
    expect((await auditor.request('GET', `/member/order/${order.id}`)).statusCode).toBe(200);
    const refused = await cancelOrder(auditor, order.id);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
    const item = await cancelItem(auditor, order.id, order.order_items[0]!.id);
    expect(errorBody(item).code).toBe('READ_ONLY_ACCESS');
  });

  it('answers 403 PENDING_ACTIONS to a member with pending actions', async () => {
    const token = await login(t.app, 'pending');
    const response = await t.app.inject({ url: '/api/v1/member/order', headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('PENDING_ACTIONS');
  });

  it('answers 400 for bad input', async () => {
    for (const url of [
      '/member/order?page=0',
      '/member/order?sale_channel_type_codes=XXXX',
      '/member/order?sort_field=price',
      '/member/order/abc',
      '/member/order/0',
    ]) {
      const response = await elite().request('GET', url);
      expect(response.statusCode, url).toBe(400);
    }
    expect((await elite().request('PUT', '/member/order/1/cancelItem/x', undefined, { 'idempotency-key': randomUUID() })).statusCode).toBe(
      400,
    );
  });
});
