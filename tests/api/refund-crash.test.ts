import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpLogin, startServerProcess, type HttpAnswer, type ServerProcess } from './support/race';
import { Shopper, card, cardOf, productWhere } from './support/shop';
import { createTestApp, login, type TestApp } from './support/test-app';

const TOKEN_SECRET = 'refund-crash-secret-0123456789abcdefghijklmn';
/** Where a cancellation's node is killed (server/testing/failpoint.ts), in order: before its COMMIT, after it, after the processor refunded. */
const STEPS = ['cancellation-written', 'refund-owed', 'processor-refunded'] as const;
/** The steps reached after the cancellation's COMMIT: their items stay cancelled and are refunded by the sweep. */
const COMMITTED_AT = new Set<string>(['refund-owed', 'processor-refunded']);

interface Placed {
  orderId: number;
  itemId: number;
  cashCents: number;
}

function httpPut(apiUrl: string, path: string, token: string, idempotencyKey: string): Promise<HttpAnswer> {
  return fetch(`${apiUrl}${path}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': idempotencyKey },
  }).then(async (response) => ({ status: response.status, body: await response.text() }));
}

/**
 * Issue 22: `kill -9` of the node cancelling an item paid partly by card, at
 * each step of its refund. The node runs against the test's PostgreSQL,
 * which survives it. Killed before COMMIT, nothing is cancelled and nothing
 * refunded (the old code had already refunded by then); killed after it,
 * the item stays cancelled and the next node's recovery sweep refunds it
 * once, under the item's key, even when the processor had refunded it and
 * the dead node never recorded that. Each key replayed twice at once then
 * refunds nothing new, and the store's and the processor's books agree.
 */
describe('kill -9 during an item cancellation with a card refund', () => {
  let t: TestApp;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    // No sweep in this process: only the restarted node may settle what the crash left.
    t = await createTestApp({ config: { recoverySweepIntervalMs: 0 } });
  });
  afterAll(async () => {
    await server?.stop();
    await t.close();
  });

  /** One order on each of Alex's three cards: a cancellation stopped before its COMMIT holds its card's balance row until the crash. */
  async function placeSplitPayOrders(): Promise<Placed[]> {
    const token = await login(t.app, 'elite');
    const placed: Placed[] = [];
    for (const [index, cardType] of ['premier_world', 'elite', 'cash'].entries()) {
      // A product each: a cancellation stopped inside its transaction holds the stock row of the variant it gives
      // back until the crash, and another cancellation of the same variant would wait on it for ever.
      const product = await productWhere(
        t.db.pool,
        "c.slug = 'merchandise' AND p.has_splitpay AND p.min_percentage_points = 80 AND p.price_points < 45000 AND p.original_price_points IS NULL",
        index,
      );
      const elite = new Shopper(t.app, token, await cardOf(t.db.pool, 'elite', cardType));
      await t.db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points, description) VALUES ($1, 'earn', 200000, 'test top-up')", [
        elite.accountId,
      ]);
      const cart = await elite.add(product);
      const answer = await elite.checkout(elite.checkoutBody(cart, { points: cart.min_points, payment_details: card() }));
      expect(answer.statusCode, answer.body).toBe(201);
      const { order } = answer.json<{ data: { order: { id: number; order_items: { id: number; cash_paid?: unknown }[] } } }>().data;
      const { rows } = await t.db.pool.query<{ cash: number }>('SELECT cash_cents::int AS cash FROM redemption_order_item WHERE id = $1', [order.order_items[0]!.id]);
      expect(rows[0]!.cash).toBeGreaterThan(0);
      placed.push({ orderId: order.id, itemId: order.order_items[0]!.id, cashCents: rows[0]!.cash });
    }
    return placed;
  }

  /** The item's status, the refunds the store recorded for it, and those the processor made on its order's charge. */
  async function booksOf(placed: Placed) {
    const { rows } = await t.db.pool.query<{ status: string; owed: number; refunded: number; pending: number; atProcessor: number; processorRefunds: number }>(
      `SELECT (SELECT s.status FROM redemption_order_item_status s WHERE s.order_item_id = $2 ORDER BY s.id DESC LIMIT 1) AS status,
              (SELECT COALESCE(sum(amount_cents), 0)::int FROM payment_transaction WHERE order_id = $1 AND kind = 'refund') AS owed,
              (SELECT COALESCE(sum(amount_cents), 0)::int FROM payment_refund WHERE order_id = $1 AND status = 'refunded') AS refunded,
              (SELECT count(*)::int FROM payment_refund WHERE order_id = $1 AND status = 'pending') AS pending,
              (SELECT COALESCE(sum(r.amount_cents), 0)::int FROM sandbox_card_refund r JOIN sandbox_card_authorization a ON a.id = r.authorization_id
                 JOIN payment_transaction c ON c.processor_reference = a.reference AND c.kind = 'charge' WHERE c.order_id = $1) AS "atProcessor",
              (SELECT count(*)::int FROM sandbox_card_refund r JOIN sandbox_card_authorization a ON a.id = r.authorization_id
                 JOIN payment_transaction c ON c.processor_reference = a.reference AND c.kind = 'charge' WHERE c.order_id = $1) AS "processorRefunds"`,
      [placed.orderId, placed.itemId],
    );
    return rows[0]!;
  }

  it('killed at each step of the refund, every item is refunded once if its cancellation committed, not at all if it did not; replays refund nothing new', async () => {
    const placed = await placeSplitPayOrders();
    expect(placed).toHaveLength(STEPS.length);
    const attempts = STEPS.map((step, index) => ({ step, key: randomUUID(), ...placed[index]! }));

    server = await startServerProcess({
      databaseUrl: t.db.url,
      tokenSecret: TOKEN_SECRET,
      env: {
        TEST_FAILPOINT: attempts.map((attempt) => `${attempt.step}:${attempt.key}`).join(','),
        RECOVERY_SWEEP_INTERVAL_SECONDS: '3600',
      },
    });
    const token = await httpLogin(server.url, 'elite');
    const cutOff = attempts.map((attempt) =>
      httpPut(server!.url, `/member/order/${attempt.orderId}/cancelItem/${attempt.itemId}`, token, attempt.key).catch(() => null),
    );
    await until(
      () => attempts.every((attempt) => server!.output().includes(`failpoint ${attempt.step} reached`)),
      'a cancellation at each step',
      () => server!.output(),
    );
    await server.crash();
    expect(await Promise.all(cutOff)).toEqual(attempts.map(() => null));
    // What the crash left: one refund owed but never asked, one made at the processor but not recorded.
    expect(await booksOf(attempts[1]!)).toMatchObject({ status: 'cancelled', pending: 1, processorRefunds: 0 });
    expect(await booksOf(attempts[2]!)).toMatchObject({ status: 'cancelled', pending: 1, processorRefunds: 1 });

    server = await startServerProcess({ databaseUrl: t.db.url, tokenSecret: TOKEN_SECRET, env: { RECOVERY_SWEEP_INTERVAL_SECONDS: '1' } });
    await until(async () => (await Promise.all(attempts.map(booksOf))).every((books) => books.pending === 0), 'the recovery sweep to make the refunds');
    for (const attempt of attempts) {
      const books = await booksOf(attempt);
      if (COMMITTED_AT.has(attempt.step)) {
        expect(books, attempt.step).toEqual(refundedOnce(attempt));
      } else {
        expect(books, attempt.step).toEqual({ status: 'placed', owed: 0, refunded: 0, pending: 0, atProcessor: 0, processorRefunds: 0 });
      }
    }

    // Each key twice at once: the committed ones replay, the rolled-back one cancels now; one refund per item, ever.
    const replays = await Promise.all(
      attempts.flatMap((attempt) => [0, 1].map(() => httpPut(server!.url, `/member/order/${attempt.orderId}/cancelItem/${attempt.itemId}`, token, attempt.key))),
    );
    for (const [index, attempt] of attempts.entries()) {
      const [first, second] = [replays[2 * index]!, replays[2 * index + 1]!];
      expect(first.status, first.body).toBe(200);
      expect(second, attempt.step).toEqual(first);
      expect(await booksOf(attempt), attempt.step).toEqual(refundedOnce(attempt));
    }
    const { rows: drift } = await t.db.pool.query(
      `SELECT a.id FROM account a JOIN account_points_balance b ON b.account_id = a.id
        WHERE b.points <> (SELECT COALESCE(sum(points), 0) FROM point_ledger_entry e WHERE e.account_id = a.id)`,
    );
    expect(drift, 'cards whose balance is not the sum of their ledger').toEqual([]);
  }, 180_000);
});

/** The books of a cancelled item whose card share was refunded in full, once. */
function refundedOnce(attempt: Placed) {
  return { status: 'cancelled', owed: attempt.cashCents, refunded: attempt.cashCents, pending: 0, atProcessor: attempt.cashCents, processorRefunds: 1 };
}

/** Waits (up to 30 s) for `condition`. */
async function until(condition: () => boolean | Promise<boolean>, what: string, detail: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${detail()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
