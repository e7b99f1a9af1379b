import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepExpiredIdempotencyKeys } from '../../server/idempotency/idempotency';
import { ledgerSum, productWhere } from './support/shop';
import { errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

/**
 * Idempotency-Keys are kept 24 hours, as Stripe keeps them (issue 22;
 * decisions §8): the recovery sweep forgets older ones, and a key sent again
 * after that is a new request, decided on the state of the day (the
 * contract's Idempotency-Key description).
 */
describe('Idempotency-Key retention', () => {
  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'premier_world');
  beforeAll(async () => {
    await t.db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points, description) VALUES ($1, 'earn', 500000, 'test top-up')", [
      elite().accountId,
    ]);
  });

  async function keyKept(key: string): Promise<boolean> {
    const { rowCount } = await t.db.pool.query('SELECT 1 FROM idempotency_record WHERE idempotency_key = $1', [key]);
    return rowCount === 1;
  }

  it('keeps a key 24 hours: the sweep forgets it after, and a checkout sent again with it is refused as a new request (CART_NOT_OPEN), never a second order', async () => {
    const product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 20000");
    const cart = await elite().add(product);
    const body = elite().checkoutBody(cart);
    const key = randomUUID();
    expect((await elite().checkout(body, key)).statusCode).toBe(201);
    const balance = await ledgerSum(t.db.pool, elite().accountId);

    await t.db.pool.query("UPDATE idempotency_record SET created_at = now() - interval '23 hours 59 minutes' WHERE idempotency_key = $1", [key]);
    await sweepExpiredIdempotencyKeys(t.db.pool, 24);
    expect(await keyKept(key)).toBe(true);
    expect((await elite().checkout(body, key)).statusCode).toBe(201);

    await t.db.pool.query("UPDATE idempotency_record SET created_at = now() - interval '24 hours 1 minute' WHERE idempotency_key = $1", [key]);
    expect(await sweepExpiredIdempotencyKeys(t.db.pool, 24)).toBeGreaterThanOrEqual(1);
    expect(await keyKept(key)).toBe(false);
    const late = await elite().checkout(body, key);
    expect(late.statusCode).toBe(409);
    expect(errorBody(late).code).toBe('CART_NOT_OPEN');
    const { rows } = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM redemption_order WHERE shopping_cart_id = $1', [cart.id]);
    expect(rows[0]!.n).toBe(1);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(balance);
  });
});
