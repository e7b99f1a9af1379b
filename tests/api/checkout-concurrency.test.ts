import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRaceCard, httpLogin, httpPost } from './support/race';
import { useTwoServerProcesses } from './support/two-server-processes';
import { checkoutEveryCartAtOnce } from './support/race-checkout';
import { CANADIAN_ADDRESS, ledgerSum, productWhere, projectedBalance, type ShopProduct } from './support/shop';
import { login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const TOKEN_SECRET = 'race-test-secret-0123456789abcdefghijklmnop';

function body(cartId: number, accountId: number) {
  return { shopping_cart_id: cartId, account_id: accountId, kount_session_id: 'race', consents: { program_rules: true }, address: CANADIAN_ADDRESS };
}

/**
 * Race safety (decisions §8): carts of one card racing for its points never
 * take the balance below zero, and one Idempotency-Key makes one order and
 * one debit - in one server, and in two server processes on one database.
 */
describe('checkout under concurrency', () => {
  let product: ShopProduct;

  const t = useTestApp({ tokenSecret: TOKEN_SECRET });
  beforeAll(async () => {
    product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 10000");
  });

  async function invariant(accountId: number): Promise<number> {
    const sum = await ledgerSum(t.db.pool, accountId);
    expect(sum).toBeGreaterThanOrEqual(0);
    expect(await projectedBalance(t.db.pool, accountId)).toBe(sum);
    return sum;
  }

  async function orderCount(accountId: number): Promise<number> {
    const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM redemption_order WHERE account_id = $1', [accountId]);
    return rows[0]!.n;
  }

  async function debitCount(accountId: number): Promise<number> {
    const { rows } = await t.db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM point_ledger_entry WHERE account_id = $1 AND entry_type = 'redeem'", [
      accountId,
    ]);
    return rows[0]!.n;
  }

  it('200 concurrent checkouts of carts on one card whose total exceeds the balance: exactly what the balance allows is accepted', async () => {
    const allowed = 37;
    const balance = allowed * product.price + Math.floor(product.price / 2);
    const race = await createRaceCard(t.db.pool, { balance, members: 200, product });
    const responses = await checkoutEveryCartAtOnce(t.app, race, body);
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(allowed);
    expect(statuses.filter((status) => status === 409)).toHaveLength(200 - allowed);
    expect(responses.filter((response) => response.statusCode === 409).every((response) => response.json<{ code: string }>().code === 'INSUFFICIENT_POINTS')).toBe(true);
    expect(await invariant(race.accountId)).toBe(balance - allowed * product.price);
    expect(await orderCount(race.accountId)).toBe(allowed);
    expect(await debitCount(race.accountId)).toBe(allowed);
  }, 60_000);

  it('50 concurrent replays of one Idempotency-Key: one order, one debit, identical answers', async () => {
    const race = await createRaceCard(t.db.pool, { balance: 10 * product.price, members: 1, product });
    const token = await login(t.app, race.logins[0]!);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/shoppingCart/checkout',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
          payload: body(race.cartIds[0]!, race.accountId),
        }),
      ),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(await orderCount(race.accountId)).toBe(1);
    expect(await debitCount(race.accountId)).toBe(1);
    expect(await invariant(race.accountId)).toBe(9 * product.price);
  }, 60_000);

  describe('two server processes on one database, over HTTP', () => {
    const nodes = useTwoServerProcesses(() => t.db.url, TOKEN_SECRET);

    const httpCheckout = (url: string, token: string, key: string, payload: object) => httpPost(url, '/shoppingCart/checkout', token, key, payload);

    it('carts racing through both servers never overdraw the card', async () => {
      const allowed = 12;
      const balance = allowed * product.price + 1;
      const race = await createRaceCard(t.db.pool, { balance, members: 60, product });
      const tokens = await Promise.all(race.logins.map((userAccount, index) => httpLogin(nodes()[index % 2]!.url, userAccount)));
      const results = await Promise.all(
        race.cartIds.map((cartId, index) => httpCheckout(nodes()[index % 2]!.url, tokens[index]!, randomUUID(), body(cartId, race.accountId))),
      );
      expect(results.filter((result) => result.status === 201)).toHaveLength(allowed);
      expect(results.filter((result) => result.status === 409)).toHaveLength(60 - allowed);
      expect(await invariant(race.accountId)).toBe(1);
      expect(await orderCount(race.accountId)).toBe(allowed);
    }, 60_000);

    it('one Idempotency-Key replayed through both servers makes one order and one debit', async () => {
      const race = await createRaceCard(t.db.pool, { balance: 5 * product.price, members: 1, product });
      const token = await httpLogin(nodes()[0]!.url, race.logins[0]!);
      const key = randomUUID();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, index) => httpCheckout(nodes()[index % 2]!.url, token, key, body(race.cartIds[0]!, race.accountId))),
      );
      expect(new Set(results.map((result) => result.status))).toEqual(new Set([201]));
      expect(new Set(results.map((result) => result.body)).size).toBe(1);
      expect(await orderCount(race.accountId)).toBe(1);
      expect(await debitCount(race.accountId)).toBe(1);
      expect(await invariant(race.accountId)).toBe(4 * product.price);
    }, 60_000);
  });
});
