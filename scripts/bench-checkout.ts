/**
 * Checkout benchmark (`npm run bench:checkout`): an embedded PostgreSQL in a
 * temp folder, migrated and seeded with the demo data plus BENCH_CARTS
 * members, each with an open cart holding one merchandise product and a card
 * with plenty of points, then the real server (server/main.ts) in its own
 * process on that database, and autocannon over HTTP: every request checks
 * the next cart out (shipped to a Canadian address, a new Idempotency-Key
 * each time).
 *
 * It prints sustained checkouts per second (orders placed ÷ duration) and the
 * latency of the checkout call, then checks the ledger: on every card the
 * balance projection equals the ledger's sum and is not negative, and there
 * is exactly one debit per order, for the order's points.
 *
 * A second run (BENCH_HOT_CARD=1, on by default) puts every member on ONE
 * card (authorized redeemers): every checkout then queues on that card's
 * balance row, the worst case for the ledger's lock.
 *
 * Options (environment): BENCH_CONNECTIONS (50), BENCH_DURATION (20 s),
 * BENCH_CARTS (20000 per run), BENCH_HOT_CARD (1), DATABASE_POOL_MAX (10,
 * the server's pool).
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { openSignInSession } from '../server/auth/sign-in-session-repository';
import { MAX_SESSION_AGE_SECONDS, TokenService } from '../server/auth/token-service';
import { startServerOn, withDemoDatabase } from './support/bench-database';
import { autocannon, stopServer, type AutocannonRequest } from './support/bench-server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 20);
const CARTS = Number(process.env.BENCH_CARTS ?? 20_000);
const HOT_CARD = (process.env.BENCH_HOT_CARD ?? '1') !== '0';
const POOL_MAX = process.env.DATABASE_POOL_MAX ?? '10';
const BENCH_KEY = { id: 'bench', secret: 'bench-checkout-secret-0123456789abcdefghijklmn' };
const ADDRESS = { first_name: 'Bench', last_name: 'Member', address1: '100 King Street West', city: 'Toronto', region_code: 'ON', postal_code: 'M5X 1A9', country: 'CA' };

/**
 * `count` bench members, each with an open cart holding one `product`, on a
 * card each or all on one card (`hot`, as authorized redeemers), and a
 * signed session token each (a sign-in row and a token minted with the server's signing key, as a
 * sign-in would: password hashing is not what this measures).
 */
async function prepareCarts(pool: Pool, tag: string, count: number, hot: boolean, product: Product): Promise<PreparedCart[]> {
  const { rows: members } = await pool.query<{ id: number }>(
    `INSERT INTO member (programme_id, user_account, first_name, last_name, email, rules_accepted_at)
     SELECT p.id, $1 || '-' || n, 'Bench', 'Member ' || n, $1 || n || '@example.com', now()
       FROM programme p CROSS JOIN generate_series(1, $2) AS n WHERE p.slug = 'demo'
     RETURNING id`,
    [tag, count],
  );
  const cards = await pool.query<{ id: number }>(
    `INSERT INTO account (programme_id, card_product_id, reference_identifier, masked_number, name_on_card)
     SELECT p.id, cp.id, $1 || '-' || n, '**** 0000', 'BENCH' FROM programme p JOIN card_product cp ON cp.programme_id = p.id
      CROSS JOIN generate_series(1, $2) AS n WHERE p.slug = 'demo' AND cp.reference_identifier = 'ELITE'
     RETURNING id`,
    [`ACC-${tag.toUpperCase()}`, hot ? 1 : count],
  );
  const accountIds = cards.rows.map((row) => row.id);
  await pool.query(
    `INSERT INTO point_ledger_entry (account_id, entry_type, points, description) SELECT a, 'earn', 1000000000, 'bench' FROM unnest($1::bigint[]) AS a`,
    [accountIds],
  );
  const pairs = members.map((member, index) => ({ memberId: member.id, accountId: accountIds[hot ? 0 : index]! }));
  await pool.query(
    `INSERT INTO account_member (account_id, member_id, is_primary)
     SELECT x.a, x.m, x.p FROM unnest($1::bigint[], $2::bigint[], $3::boolean[]) AS x(a, m, p)`,
    [pairs.map((pair) => pair.accountId), pairs.map((pair) => pair.memberId), pairs.map((_, index) => !hot || index === 0)],
  );
  const carts = await pool.query<{ id: number; member_id: number }>(
    `INSERT INTO shopping_cart (member_id, account_id, currency_id)
     SELECT x.m, x.a, 1 FROM unnest($1::bigint[], $2::bigint[]) AS x(m, a) RETURNING id, member_id`,
    [pairs.map((pair) => pair.memberId), pairs.map((pair) => pair.accountId)],
  );
  await pool.query(
    `INSERT INTO shopping_cart_item (shopping_cart_id, product_variant_id, product_collection_id, catalog_id, quantity, price_points)
     SELECT c, $2, $3, $4, 1, $5 FROM unnest($1::bigint[]) AS c`,
    [carts.rows.map((cart) => cart.id), product.variantId, product.collectionId, product.catalogId, product.price],
  );
  await pool.query('VACUUM ANALYZE member, account, account_member, account_points_balance, shopping_cart, shopping_cart_item, point_ledger_entry');
  const tokens = new TokenService([BENCH_KEY]);
  const accountOf = new Map(pairs.map((pair) => [pair.memberId, pair.accountId]));
  const prepared: PreparedCart[] = [];
  for (const cart of carts.rows) {
    const memberId = Number(cart.member_id);
    const now = new Date();
    const signInSessionId = await openSignInSession(pool, {
      memberId,
      method: 'password',
      now,
      expiresAt: new Date(now.getTime() + MAX_SESSION_AGE_SECONDS * 1000),
    });
    const { token } = await tokens.issueSession({ memberId, sso: false, now, signInSessionId });
    prepared.push({ cartId: cart.id, accountId: accountOf.get(memberId)!, token });
  }
  return prepared;
}

interface PreparedCart {
  cartId: number;
  accountId: number;
  token: string;
}

interface Product {
  id: number;
  price: number;
  variantId: number;
  collectionId: number;
  catalogId: number;
}

async function benchProduct(pool: Pool): Promise<Product> {
  const { rows } = await pool.query<Product>(
    `SELECT p.id, p.price_points AS price,
            (SELECT pv.id FROM product_variant pv WHERE pv.product_id = p.id AND pv.is_available AND pv.price_points IS NULL
               AND COALESCE(pv.stock_quantity > 0, true) ORDER BY pv.position LIMIT 1) AS "variantId",
            p.product_collection_id AS "collectionId", p.catalog_id AS "catalogId"
       FROM product p JOIN catalog c ON c.id = p.catalog_id
      WHERE c.slug = 'merchandise' AND p.is_active AND NOT p.hide_add_to_cart AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 10000
        AND EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND pv.is_available AND pv.price_points IS NULL
                      AND COALESCE(pv.stock_quantity > 0, true))
      ORDER BY p.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no product to benchmark with');
  return rows[0];
}

/** Ledger checks after a run: projection = ledger sum ≥ 0 on every bench card; one debit per order, for its points. */
async function checkLedger(pool: Pool, tag: string): Promise<{ orders: number; ok: boolean; problems: string[] }> {
  const problems: string[] = [];
  const balances = await pool.query<{ id: number; sum: number; projected: number }>(
    `SELECT a.id, COALESCE((SELECT sum(points) FROM point_ledger_entry l WHERE l.account_id = a.id), 0)::bigint AS sum,
            b.points AS projected
       FROM account a JOIN account_points_balance b ON b.account_id = a.id WHERE a.reference_identifier LIKE $1`,
    [`ACC-${tag.toUpperCase()}-%`],
  );
  for (const row of balances.rows) {
    if (row.sum < 0) problems.push(`card ${row.id} is below zero: ${row.sum}`);
    if (row.sum !== row.projected) problems.push(`card ${row.id}: ledger ${row.sum} but projection ${row.projected}`);
  }
  const orders = await pool.query<{ orders: number; mismatched: number }>(
    `SELECT count(*)::int AS orders,
            count(*) FILTER (WHERE (SELECT COALESCE(sum(-l.points), 0) FROM point_ledger_entry l
                                     WHERE l.source_type = 'redemption_order' AND l.source_id = o.id::text AND l.entry_type = 'redeem') <> o.points_paid
                                OR (SELECT count(*) FROM point_ledger_entry l
                                     WHERE l.source_type = 'redemption_order' AND l.source_id = o.id::text AND l.entry_type = 'redeem') <> 1)::int AS mismatched
       FROM redemption_order o JOIN account a ON a.id = o.account_id WHERE a.reference_identifier LIKE $1`,
    [`ACC-${tag.toUpperCase()}-%`],
  );
  const { orders: count, mismatched } = orders.rows[0]!;
  if (mismatched > 0) problems.push(`${mismatched} orders without exactly one debit of their points`);
  return { orders: count, ok: problems.length === 0, problems };
}

async function run(base: string, pool: Pool, product: Product, hot: boolean): Promise<string> {
  const tag = `bench${hot ? 'hot' : 'cards'}${Date.now().toString(36)}`;
  const label = hot ? 'every cart on ONE card' : 'a card per cart';
  console.log(`preparing ${CARTS} carts (${label}) …`);
  const carts = await prepareCarts(pool, tag, CARTS, hot, product);
  let next = 0;
  let placed = 0;
  let exhausted = false;
  const refused = new Map<number, number>();
  const requests: AutocannonRequest[] = [
    {
      method: 'POST',
      path: '/api/v1/shoppingCart/checkout',
      setupRequest: (request) => {
        const cart = carts[next % carts.length]!;
        if (next >= carts.length) exhausted = true;
        next += 1;
        return {
          ...request,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${cart.token}`, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            shopping_cart_id: cart.cartId,
            account_id: cart.accountId,
            kount_session_id: 'bench',
            consents: { program_rules: true },
            address: ADDRESS,
          }),
        };
      },
      onResponse: (status) => {
        if (status === 201) placed += 1;
        else refused.set(status, (refused.get(status) ?? 0) + 1);
      },
    },
  ];
  console.log(`autocannon: checkout, ${label}, ${CONNECTIONS} connections, ${DURATION} s …`);
  const started = Date.now();
  const result = await autocannon({ url: base.replace(/\/api\/v1$/, ''), connections: CONNECTIONS, duration: DURATION, requests });
  const seconds = (Date.now() - started) / 1000;
  const ledger = await checkLedger(pool, tag);
  const failures = [...refused.entries()].map(([status, count]) => `${count}× ${status}`).join(', ');
  return [
    `${label}:`,
    `  ${(placed / seconds).toFixed(0)} checkouts/s sustained (${placed} orders in ${seconds.toFixed(1)} s), p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    ...(failures ? [`  refused: ${failures}${exhausted ? ' (ran out of prepared carts: raise BENCH_CARTS)' : ''}`] : []),
    `  ledger: ${ledger.orders} orders, ${ledger.ok ? 'every balance = ledger sum >= 0, one debit per order' : `PROBLEMS: ${ledger.problems.join('; ')}`}`,
  ].join('\n');
}

async function main(): Promise<void> {
  await withDemoDatabase('bench-checkout-', 4, async (database) => {
    const { pool, dataDir } = database;
    const product = await benchProduct(pool);
    const { server, site } = await startServerOn(database, {
      TOKEN_SIGNING_KEYS: `${BENCH_KEY.id}:${BENCH_KEY.secret}`,
      DATABASE_POOL_MAX: POOL_MAX,
      STOREFRONT_DIR: join(dataDir, 'no-storefront'),
    });
    try {
      const base = `${site}/api/v1`;
      const lines = [await run(base, pool, product, false)];
      if (HOT_CARD) lines.push(await run(base, pool, product, true));
      console.log(`\n${lines.join('\n')}`);
      if (lines.some((line) => line.includes('PROBLEMS'))) process.exitCode = 1;
    } finally {
      await stopServer(server);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
