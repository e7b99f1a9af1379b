import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password-hasher';
import { createPool } from '../../server/database/create-pool';
import { createRaceCard, freePort, httpLogin, httpPost, startServerProcess, type HttpAnswer, type ServerProcess } from './support/race';
import { CANADIAN_ADDRESS, productWhere, type ShopProduct } from './support/shop';
import { DEMO_PASSWORD } from './support/test-app';

const TOKEN_SECRET = 'crash-test-secret-0123456789abcdefghijklmno';
const CARDS = 4;
const MEMBERS_PER_CARD = 30;
/** Orders each card's balance pays for: the rest of its carts are refused, so both outcomes are in the load. */
const ALLOWED_PER_CARD = 18;
/** The server is killed once this many checkouts have answered: the rest are in flight. */
const KILL_AFTER_ANSWERS = 25;

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
 */
describe('kill -9 during a checkout load', () => {
  let dataDir: string;
  let pgPort: number;
  let server: ServerProcess | undefined;
  let pool: pg.Pool | undefined;

  const startServer = () =>
    startServerProcess({ tokenSecret: TOKEN_SECRET, env: { DATA_DIR: dataDir, PG_PORT: String(pgPort) }, startTimeoutMs: 90_000 });

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
