import { randomUUID } from 'node:crypto';
import type { ExternalRedemptionProduct as Product } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerSum } from './support/shop';
import { errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

const CONSENTS = { program_rules: true, irreversible_redemption: true };

/**
 * Spec §5, §9: cash back and direct deposit take at least 2,500 points,
 * even when the bank set the product up with less. The seeded products
 * say 2,500; here an operator has lowered both to 100.
 */
describe('cash back and direct deposit take 2,500 points at least, whatever the product says', () => {
  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'elite');
  beforeAll(async () => {
    await t.db.pool.query(
      `UPDATE external_redemption_product SET min_points = 100
        WHERE group_id IN (SELECT id FROM external_redemption_product_group WHERE code IN ('cash-back', 'direct-deposit'))`,
    );
  });

  async function product(group: string): Promise<Product> {
    const response = await elite().request(
      'GET',
      `/member/program/demo/external-redemption-product-group/${group}/external-redemption-product?account_id=${elite().accountId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { products: Product[] } }>().data.products[0]!;
  }

  const redeem = (body: object) =>
    elite().request(
      'POST',
      '/member/external-redemption-product/checkout',
      { account_id: elite().accountId, consents: CONSENTS, ...body },
      { 'idempotency-key': randomUUID() },
    );

  it('lists 2,500 as the minimum of both products', async () => {
    expect((await product('cash-back')).min_points).toBe(2_500);
    expect((await product('direct-deposit')).min_points).toBe(2_500);
  });

  it('refuses 2,499 points of cash back with a field error and takes 2,500', async () => {
    const cashBack = await product('cash-back');
    const before = await ledgerSum(t.db.pool, elite().accountId);
    const low = await redeem({ external_redemption_product_id: cashBack.id, investments: { fields: [], amount: 2_499 } });
    expect(low.statusCode).toBe(400);
    expect(errorBody(low).errors).toEqual([
      { field: 'investments.amount', message: 'Redemption amount must be equal to or more than 2500 Points' },
    ]);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before);
    const enough = await redeem({ external_redemption_product_id: cashBack.id, investments: { fields: [], amount: 2_500 } });
    expect(enough.statusCode, enough.body).toBe(201);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before - 2_500);
  });

  it('refuses 1,000 points of direct deposit with a field error', async () => {
    const deposit = await product('direct-deposit');
    const low = await redeem({
      external_redemption_product_id: deposit.id,
      investments: { fields: [{ id: deposit.custom_fields[0]!.id, value: '4821' }], amount: 1_000 },
    });
    expect(low.statusCode).toBe(400);
    expect(errorBody(low).errors).toEqual([
      { field: 'investments.amount', message: 'Redemption amount must be equal to or more than 2500 Points' },
    ]);
  });
});
