import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password-hasher';
import { createRaceCard, httpLogin, httpPost, startServerProcess, type HttpAnswer, type RaceCard, type ServerProcess } from './support/race';
import { CANADIAN_ADDRESS, ledgerSum, productWhere, projectedBalance, type ShopProduct } from './support/shop';
import { DEMO_PASSWORD } from './support/test-app';
import { useTestDatabase } from './support/use-test-database';

const TOKEN_SECRET = 'shutdown-test-secret-0123456789abcdefghijkl';
/** Carts racing for the card's points when the server is told to stop; the balance pays for ALLOWED of them. */
const IN_FLIGHT = 30;
const ALLOWED = 18;
/** Checkouts sent once the server has been told to stop. */
const LATE = 10;
/** SIGTERM goes out once this many checkouts have answered: the rest are in flight. */
const STOP_AFTER_ANSWERS = 4;

interface Attempt {
  cartId: number;
  token: string;
  /** What the server answered, or the error of a request it never took (connection refused). */
  outcome: HttpAnswer | Error;
}

/**
 * Graceful shutdown (issue 25): on SIGTERM the server stops taking
 * connections and finishes what it began. Checkouts in flight when it is
 * told to stop all complete (an order, or a refusal for want of points);
 * checkouts sent after it are refused before they begin (no connection, or a
 * 503) and leave nothing behind. The ledger stays whole, and the node says
 * it is not ready while it drains.
 */
describe('SIGTERM during a checkout load', () => {
  const db = useTestDatabase();
  let product: ShopProduct;
  let card: RaceCard;
  /** The late checkouts' card, which pays for all of them: only a refusal keeps them from being ordered. */
  let lateCard: RaceCard;
  let tokens: string[] = [];
  let server: ServerProcess | undefined;

  const start = (env: Record<string, string> = {}) => startServerProcess({ databaseUrl: db.url, tokenSecret: TOKEN_SECRET, env, startTimeoutMs: 60_000 });
  const checkout = (on: RaceCard, cartId: number, token: string) =>
    httpPost(server!.url, '/shoppingCart/checkout', token, randomUUID(), {
      shopping_cart_id: cartId,
      account_id: on.accountId,
      kount_session_id: 'shutdown',
      consents: { program_rules: true },
      address: CANADIAN_ADDRESS,
    }).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  const ordersOf = async (cartIds: readonly number[]) =>
    (await db.pool.query<{ cart: number }>('SELECT shopping_cart_id AS cart FROM redemption_order WHERE shopping_cart_id = ANY($1)', [cartIds])).rows.map(
      (row) => Number(row.cart),
    );
  const probe = async (path: '/healthz' | '/readyz') => {
    const response = await fetch(server!.url.replace(/\/api\/v1$/, path));
    return { status: response.status, body: (await response.json()) as { status: string; reason?: string } };
  };

  beforeAll(async () => {
    product = await productWhere(db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 10000");
    card = await createRaceCard(db.pool, { balance: ALLOWED * product.price + 7, members: IN_FLIGHT, product });
    lateCard = await createRaceCard(db.pool, { balance: LATE * product.price, members: LATE + 1, product });
    // Racers share elite's hash, seeded at the production cost; a cheap one keeps 41 sign-ins quick.
    await db.pool.query('UPDATE member SET password_hash = $1 WHERE user_account = ANY($2)', [
      await hashPassword(DEMO_PASSWORD, { N: 1024, r: 8, p: 1, keyLength: 64 }),
      [...card.logins, ...lateCard.logins],
    ]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('checkouts in flight complete, later ones are refused before they begin, and the ledger stays whole', async () => {
    server = await start();
    tokens = await Promise.all([...card.logins, ...lateCard.logins].map((login) => httpLogin(server!.url, login)));
    expect((await probe('/readyz')).status).toBe(200);

    let answered = 0;
    let answeredWhileStopping = 0;
    let stopping: Promise<void> | undefined;
    let late: Promise<Attempt[]> | undefined;
    const sendLateWave = async (): Promise<Attempt[]> => {
      // Once the server takes no more requests (a probe is refused, or answered 503 on a kept-alive connection).
      await expect.poll(async () => probe('/healthz').then((answer) => answer.status, () => 'refused'), { timeout: 10_000, interval: 20 }).not.toBe(200);
      return Promise.all(
        lateCard.cartIds.map(async (cartId, index) => {
          const token = tokens[card.logins.length + index]!;
          return { cartId, token, outcome: await checkout(lateCard, cartId, token) };
        }),
      );
    };
    const inFlight = await Promise.all(
      card.cartIds.map(async (cartId, index): Promise<Attempt> => {
        const outcome = await checkout(card, cartId, tokens[index]!);
        answered += 1;
        if (stopping) answeredWhileStopping += 1;
        if (answered === STOP_AFTER_ANSWERS) {
          stopping = server!.stop();
          late = sendLateWave();
        }
        return { cartId, token: tokens[index]!, outcome };
      }),
    );
    await stopping;
    const lateAttempts = await late!;
    expect(server.output()).toContain('[server] received SIGTERM: shutting down');
    expect(server.output()).toContain('[server] stopped');
    expect(server.output()).not.toContain('shutdown took too long');

    // Every checkout in flight got its whole answer, most of them after the signal: an order, or a refusal for want of points.
    expect(answeredWhileStopping).toBeGreaterThan(IN_FLIGHT / 2);
    const statuses = inFlight.map((attempt) => (attempt.outcome instanceof Error ? attempt.outcome.message : attempt.outcome.status));
    expect(statuses.every((status) => status === 201 || status === 409), String(statuses)).toBe(true);
    const ordered = inFlight.filter((attempt) => !(attempt.outcome instanceof Error) && attempt.outcome.status === 201).map((attempt) => attempt.cartId);
    expect(ordered).toHaveLength(ALLOWED);
    expect((await ordersOf(card.cartIds)).sort()).toEqual([...ordered].sort());
    const sum = await ledgerSum(db.pool, card.accountId);
    expect(sum).toBe(7);
    expect(await projectedBalance(db.pool, card.accountId)).toBe(sum);

    // Those sent after the server stopped taking requests were refused before they began, though their card could pay.
    for (const attempt of lateAttempts) {
      if (!(attempt.outcome instanceof Error)) expect(attempt.outcome.status).toBe(503);
    }
    expect(await ordersOf(lateCard.cartIds)).toEqual([]);
    expect(await ledgerSum(db.pool, lateCard.accountId)).toBe(LATE * product.price);
  }, 120_000);

  it('during the configured drain the node is alive but not ready, and still completes what it is sent', async () => {
    server = await start({ SHUTDOWN_DRAIN_SECONDS: '2' });
    const token = await httpLogin(server.url, lateCard.logins.at(-1)!);
    const stopping = server.stop();
    // The signal is handled at once; the listener stays open for the drain.
    await expect.poll(async () => (await probe('/readyz')).body, { timeout: 1_500, interval: 50 }).toEqual({ status: 'not-ready', reason: 'shutting-down' });
    expect((await probe('/healthz')).status).toBe(200);
    const during = await checkout(lateCard, lateCard.cartIds.at(-1)!, token);
    expect(during instanceof Error ? during.message : during.status).toBe(201);
    await stopping;
    expect(server.output()).toContain('shutting down after a 2 s drain');
  }, 60_000);
});
