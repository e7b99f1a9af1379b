import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password-hasher';
import { createPool } from '../../server/database/create-pool';
import { createRaceCard, freePort, type RaceCard, httpLogin, httpPost, startServerProcess, type HttpAnswer, type ServerProcess } from './support/race';
import { CANADIAN_ADDRESS, TEST_CARDS, card as testCard, productWhere, type ShopProduct } from './support/shop';
import { DEMO_PASSWORD } from './support/test-app';

const TOKEN_SECRET = 'crash-test-secret-0123456789abcdefghijklmno';
const CARDS = 4;
const MEMBERS_PER_CARD = 30;
/** Orders each card's balance pays for: the rest of its carts are refused, so both outcomes are in the load. */
const ALLOWED_PER_CARD = 18;
/** The server is killed once this many checkouts have answered: the rest are in flight. */
const KILL_AFTER_ANSWERS = 25;
/** The steps of a cash part (server/testing/failpoint.ts), in order; the node is killed at each in turn. */
const PAYMENT_STEPS = ['intent-created', 'processor-authorized', 'intent-authorized', 'order-written', 'order-committed', 'processor-captured'] as const;
/** The steps reached after the order's COMMIT: their orders stand and their charges are captured. */
const COMMITTED_AT = new Set<string>(['order-committed', 'processor-captured']);
/** A sweep every second that voids an authorization left a second without its order (30 s and 120 s by default). */
const QUICK_SWEEP = { RECOVERY_SWEEP_INTERVAL_SECONDS: '1', PAYMENT_VOID_AFTER_SECONDS: '1' };

interface Attempt {
  accountId: number;
  cartId: number;
  token: string;
  key: string;
  payload: object;
  /** null: no answer, the server died first. */
  answer: HttpAnswer | null;
}

/**
 * Crash safety (issue 15): `kill -9` of the server and the embedded
 * PostgreSQL it started, in the middle of a checkout load. After a restart
 * on the same data folder (which must cope with the stale postmaster.pid the
 * crash left) nothing is half-made: every order has its lines and its debit,
 * every debit its order, every card's cached balance is its ledger's sum and
 * not negative, and each Idempotency-Key of the load - answered or cut off -
 * answers as one order (the original or a fresh one), never two.
 *
 * Then the cash part (issue 22): one node holds a split-pay checkout stopped
 * at each step of its payment intent (server/testing/failpoint.ts) and is
 * killed; after the restart the recovery sweep leaves every card
 * authorization captured for exactly one committed order or voided, and
 * replaying each key twice at once authorizes nothing new.
 */
describe('kill -9 during a checkout load', () => {
  let dataDir: string;
  let pgPort: number;
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;

  const startServer = (env: Record<string, string> = {}) =>
    startServerProcess({ tokenSecret: TOKEN_SECRET, env: { DATA_DIR: dataDir, PG_PORT: String(pgPort), ...env }, startTimeoutMs: 90_000 });

  async function connect(): Promise<pg.Pool> {
    const password = (await readFile(join(dataDir, 'postgres-password'), 'utf8')).trim();
    const created = createPool({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/storefront`, max: 4 });
    // Connections of the killed PostgreSQL report its death; the test does not use them afterwards.
    created.on('error', () => undefined);
    return created;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'checkout-crash-'));
    // Reachable by the `postgres` user when the tests run as root (no fallback folder).
    await chmod(dataDir, 0o755);
    pgPort = await freePort();
    server = await startServer();
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('after the restart the ledger, the orders and the Idempotency-Keys are consistent', async () => {
    pool = await connect();
    const product: ShopProduct = await productWhere(pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 10000");
    const cards = [];
    for (let index = 0; index < CARDS; index += 1) {
      cards.push(await createRaceCard(pool, { balance: ALLOWED_PER_CARD * product.price + 7, members: MEMBERS_PER_CARD, product }));
    }
    // The server seeds elite (whose hash the racers share) with the production scrypt cost; signing 120 racers in
    // with it would take most of this test's time.
    await pool.query("UPDATE member SET password_hash = $1 WHERE user_account LIKE 'race-%'", [
      await hashPassword(DEMO_PASSWORD, { N: 1024, r: 8, p: 1, keyLength: 64 }),
    ]);
    const attempts: Attempt[] = [];
    for (const card of cards) {
      const tokens = await Promise.all(card.logins.map((login) => httpLogin(server!.url, login)));
      card.cartIds.forEach((cartId, index) =>
        attempts.push({
          accountId: card.accountId,
          cartId,
          token: tokens[index]!,
          key: randomUUID(),
          payload: { shopping_cart_id: cartId, account_id: card.accountId, kount_session_id: 'crash', consents: { program_rules: true }, address: CANADIAN_ADDRESS },
          answer: null,
        }),
      );
    }
    await pool.end();
    pool = undefined;

    // The load, and the crash in its middle.
    const crashed = server!;
    let answered = 0;
    let crash: Promise<void> | undefined;
    const load = attempts.map((attempt) =>
      httpPost(crashed.url, '/shoppingCart/checkout', attempt.token, attempt.key, attempt.payload).then(
        (answer) => {
          attempt.answer = answer;
          answered += 1;
          if (answered === KILL_AFTER_ANSWERS) crash = crashed.crash();
        },
        () => undefined,
      ),
    );
    await Promise.all(load);
    await crash;
    const cutOff = attempts.filter((attempt) => attempt.answer === null);
    expect(cutOff.length).toBeGreaterThan(0);
    expect(attempts.filter((attempt) => attempt.answer !== null).every((attempt) => [201, 409].includes(attempt.answer!.status))).toBe(true);

    server = await startServer();
    expect(server.output()).toMatch(/stale postmaster\.pid|left running by a server that did not shut down cleanly/);
    pool = await connect();
    await expectConsistent(pool);

    // Every key again, through the restarted server; the cut-off ones twice at once.
    const replays = await Promise.all(
      attempts.map((attempt) => httpPost(server!.url, '/shoppingCart/checkout', attempt.token, attempt.key, attempt.payload)),
    );
    const secondReplays = await Promise.all(
      cutOff.map((attempt) => httpPost(server!.url, '/shoppingCart/checkout', attempt.token, attempt.key, attempt.payload)),
    );
    for (const [index, attempt] of attempts.entries()) {
      const replay = replays[index]!;
      if (attempt.answer) {
        // Answered before the crash: the same answer, as stored.
        expect(replay).toEqual(attempt.answer);
      } else {
        // Cut off: the order the crash let commit, or a fresh attempt (an order, or a refusal for want of points).
        expect([201, 409]).toContain(replay.status);
        expect(secondReplays[cutOff.indexOf(attempt)]).toEqual(replay);
      }
      const { rows } = await pool.query<{ reference: string }>('SELECT reference_identifier AS reference FROM redemption_order WHERE shopping_cart_id = $1', [
        attempt.cartId,
      ]);
      if (replay.status === 201) {
        expect(rows).toHaveLength(1);
        expect((JSON.parse(replay.body) as { data: { reference_identifier: string } }).data.reference_identifier).toBe(rows[0]!.reference);
      } else {
        expect(JSON.parse(replay.body)).toMatchObject({ code: 'INSUFFICIENT_POINTS' });
        expect(rows).toHaveLength(0);
      }
    }
    await expectConsistent(pool);
    // The balances allowed exactly ALLOWED_PER_CARD orders a card: none was lost, none was made twice.
    const { rows: perCard } = await pool.query<{ orders: number; points: number }>(
      `SELECT count(o.id)::int AS orders, min(b.points)::int AS points FROM unnest($1::bigint[]) AS a(id)
         JOIN account_points_balance b ON b.account_id = a.id LEFT JOIN redemption_order o ON o.account_id = a.id GROUP BY a.id`,
      [cards.map((card) => card.accountId)],
    );
    expect(perCard).toEqual(cards.map(() => ({ orders: ALLOWED_PER_CARD, points: 7 })));
  }, 120_000);

  it('orders with a cash part, killed at each payment step: every card charge is one committed order’s or voided, and a replay charges nothing new', async () => {
    pool = await connect();
    // A product each: a checkout stopped inside its transaction holds its variant's stock row until the crash, and
    // a later step's checkout of the same variant would wait on it for ever (seen as a timeout on a loaded machine).
    const products: ShopProduct[] = [];
    for (const [index] of PAYMENT_STEPS.entries()) {
      products.push(
        await productWhere(pool, "c.slug = 'merchandise' AND p.has_splitpay AND p.min_percentage_points = 80 AND p.price_points < 45000 AND p.original_price_points IS NULL", index),
      );
    }
    // A card each: the checkout stopped after its debit holds its card's balance row until the crash.
    const racers: RaceCard[] = [];
    for (const product of products) racers.push(await createRaceCard(pool, { balance: product.price, members: 1, product }));
    await pool.query('UPDATE member SET password_hash = $1 WHERE user_account = ANY($2)', [
      await hashPassword(DEMO_PASSWORD, { N: 1024, r: 8, p: 1, keyLength: 64 }),
      racers.map((racer) => racer.logins[0]!),
    ]);
    const tokens = await Promise.all(racers.map((racer) => httpLogin(server!.url, racer.logins[0]!)));
    await pool.end();
    pool = undefined;
    const attempts = PAYMENT_STEPS.map((step, index) => ({
      step,
      key: randomUUID(),
      token: tokens[index]!,
      cartId: racers[index]!.cartIds[0]!,
      payload: {
        shopping_cart_id: racers[index]!.cartIds[0]!,
        account_id: racers[index]!.accountId,
        kount_session_id: 'crash',
        consents: { program_rules: true },
        address: CANADIAN_ADDRESS,
        // The minimum share in points (80%): the card pays the rest.
        points: Math.ceil((products[index]!.price * 80) / 100),
        payment_details: testCard(TEST_CARDS.approved),
      },
    }));

    // One node, one checkout stopped at each step for good; then kill -9 of the node and its PostgreSQL.
    await server!.stop();
    server = await startServer({ TEST_FAILPOINT: attempts.map((attempt) => `${attempt.step}:${attempt.key}`).join(',') });
    const cutOff = attempts.map((attempt) =>
      httpPost(server!.url, '/shoppingCart/checkout', attempt.token, attempt.key, attempt.payload).catch(() => null),
    );
    await until(() => attempts.every((attempt) => server!.output().includes(`failpoint ${attempt.step} reached`)), 'a checkout at each step');
    await server.crash();
    expect(await Promise.all(cutOff)).toEqual(attempts.map(() => null));
    server = await startServer(QUICK_SWEEP);
    pool = await connect();
    const db = pool;
    // The recovery sweep settles every intent the crashes left open: captured if its order committed, else voided.
    await until(
      async () => (await db.query('SELECT 1 FROM payment_intent WHERE account_id = ANY($1) AND settled_at IS NULL', [racers.map((racer) => racer.accountId)])).rowCount === 0,
      'the recovery sweep to settle the intents',
    );
    for (const attempt of attempts) {
      const { rows: intents } = await pool.query<{ status: string; orderId: number | null; authorization: string | null; reference: string | null }>(
        `SELECT i.status, i.order_id::int AS "orderId", a.status AS authorization, t.processor_reference AS reference
           FROM payment_intent i JOIN sandbox_card_authorization a ON a.idempotency_key = i.processor_key
           LEFT JOIN payment_transaction t ON t.order_id = i.order_id AND t.kind = 'charge' AND t.processor_reference = a.reference
          WHERE i.shopping_cart_id = $1`,
        [attempt.cartId],
      );
      const orders = await ordersOfCart(pool, attempt.cartId);
      if (COMMITTED_AT.has(attempt.step)) {
        expect(intents, attempt.step).toEqual([{ status: 'captured', orderId: orders[0]!.id, authorization: 'captured', reference: expect.any(String) }]);
      } else {
        expect(intents, attempt.step).toEqual([{ status: 'voided', orderId: null, authorization: 'voided', reference: null }]);
        expect(orders, attempt.step).toEqual([]);
      }
    }
    await expectCardChargesSettled(pool);
    await expectConsistent(pool);

    // Each key again, twice at once: the committed orders answer as placed, the others are refused; nothing is authorized anew.
    const authorizations = await countAuthorizations(pool);
    const replays = await Promise.all(
      attempts.flatMap((attempt) => [0, 1].map(() => httpPost(server!.url, '/shoppingCart/checkout', attempt.token, attempt.key, attempt.payload))),
    );
    for (const [index, attempt] of attempts.entries()) {
      const [first, second] = [replays[2 * index]!, replays[2 * index + 1]!];
      expect(second, attempt.step).toEqual(first);
      const orders = await ordersOfCart(pool, attempt.cartId);
      if (COMMITTED_AT.has(attempt.step)) {
        expect(first.status, first.body).toBe(201);
        expect((JSON.parse(first.body) as { data: { reference_identifier: string } }).data.reference_identifier).toBe(orders[0]!.reference);
      } else {
        expect(first.status, first.body).toBe(409);
        expect(JSON.parse(first.body)).toMatchObject({ code: 'PAYMENT_CANCELLED' });
        expect(orders).toEqual([]);
      }
    }
    expect(await countAuthorizations(pool)).toBe(authorizations);
    await expectCardChargesSettled(pool);
    await expectConsistent(pool);
  }, 240_000);
});

/** The invariants a crash must not break, over the whole database. */
async function expectConsistent(pool: pg.Pool): Promise<void> {
  const { rows: balances } = await pool.query(
    `SELECT a.id, b.points, l.total FROM account a
       LEFT JOIN account_points_balance b ON b.account_id = a.id
       LEFT JOIN (SELECT account_id, sum(points) AS total FROM point_ledger_entry GROUP BY account_id) l ON l.account_id = a.id
      WHERE b.points IS DISTINCT FROM COALESCE(l.total, 0) OR b.points < 0`,
  );
  expect(balances, 'cards whose cached balance is not the sum of their ledger, or negative').toEqual([]);
  const { rows: halfMade } = await pool.query(
    `SELECT o.id FROM redemption_order o
      WHERE NOT EXISTS (SELECT 1 FROM redemption_order_item i WHERE i.order_id = o.id)
         OR o.points_paid <> COALESCE((SELECT -sum(e.points) FROM point_ledger_entry e
                                        WHERE e.source_type = 'redemption_order' AND e.source_id = o.id::text AND e.entry_type = 'redeem'), 0)`,
  );
  expect(halfMade, 'orders without lines, or without their debit').toEqual([]);
  const { rows: orphanDebits } = await pool.query(
    `SELECT e.id FROM point_ledger_entry e WHERE e.source_type = 'redemption_order'
        AND NOT EXISTS (SELECT 1 FROM redemption_order o WHERE o.id::text = e.source_id)`,
  );
  expect(orphanDebits, 'ledger entries of orders that do not exist').toEqual([]);
  const { rows: unfinished } = await pool.query('SELECT id FROM idempotency_record WHERE status_code IS NULL');
  expect(unfinished, 'Idempotency-Keys left in progress').toEqual([]);
}

/** Every card charge the processor holds is one committed order's (captured, recorded once on that order) or voided. */
async function expectCardChargesSettled(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query(
    `SELECT a.idempotency_key, a.status, count(t.id)::int AS charges FROM sandbox_card_authorization a
       LEFT JOIN payment_transaction t ON t.processor_reference = a.reference AND t.kind = 'charge'
      GROUP BY a.id HAVING NOT ((a.status = 'captured' AND count(t.id) = 1) OR (a.status IN ('voided', 'declined') AND count(t.id) = 0))`,
  );
  expect(rows, 'card authorizations neither captured for exactly one order nor voided').toEqual([]);
}

async function countAuthorizations(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_card_authorization');
  return rows[0]!.n;
}

async function ordersOfCart(pool: pg.Pool, cartId: number): Promise<{ id: number; reference: string }[]> {
  const { rows } = await pool.query<{ id: number; reference: string }>(
    'SELECT id::int, reference_identifier AS reference FROM redemption_order WHERE shopping_cart_id = $1',
    [cartId],
  );
  return rows;
}

/** Waits (up to 60 s: a node's start under a loaded 2-core machine took over 20 s) for `condition`. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
