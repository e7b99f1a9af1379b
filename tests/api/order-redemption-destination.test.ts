import { randomUUID } from 'node:crypto';
import type { ExternalRedemptionProduct as Product, RedemptionResult as Result } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { type Order } from './support/shop';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

const CONSENTS = { program_rules: true, irreversible_redemption: true };

/**
 * Spec §3 order display fields (issue 21 item 12): an order's items say
 * where their points went (airline and flyer number, the account's last
 * four digits, cashed status and date, the rewards reference number), and
 * a card payment its billing address. Read from GET /member/order/{id} for
 * the seeded history and for redemptions made in the test.
 */
describe('order detail: where each redemption went', () => {
  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'elite');

  async function order(id: number, locale = 'en-CA'): Promise<Order> {
    const response = await elite().request('GET', `/member/order/${id}?locale=${locale}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Order }>().data;
  }

  async function seeded(reference: string): Promise<number> {
    const { rows } = await t.db.pool.query<{ id: number }>('SELECT id FROM redemption_order WHERE reference_identifier = $1', [reference]);
    return rows[0]!.id;
  }

  async function product(group: string): Promise<Product> {
    const response = await elite().request(
      'GET',
      `/member/program/demo/external-redemption-product-group/${group}/external-redemption-product?account_id=${elite().accountId}`,
    );
    return response.json<{ data: { products: Product[] } }>().data.products[0]!;
  }

  /** Redeems `amount` points with `product`, its one field set to `value`: the new order's id. */
  async function redeem(product: Product, value: string, amount: number): Promise<number> {
    const placed = await elite().request(
      'POST',
      '/member/external-redemption-product/checkout',
      {
        account_id: elite().accountId,
        consents: CONSENTS,
        external_redemption_product_id: product.id,
        investments: { fields: [{ id: product.custom_fields[0]!.id, value }], amount },
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json<{ data: Result }>().data.id;
  }

  it('the seeded miles transfer names the airline, the masked flyer number, the miles and the rewards reference number', async () => {
    const [item] = (await order(await seeded('DEMO-ELITE-0005'))).order_items;
    expect(item!.redemption).toEqual({
      airline: 'Aeroplan',
      flyer_number: '•••••• 4821',
      miles: 10_000,
      account_last_four: null,
      cashed_status: null,
      cashed_at: null,
      rewards_reference_number: 'RW-DEMO-0005',
    });
  });

  it('the seeded cash back names the account’s last four digits and was cashed two days after it was sent', async () => {
    const body = await order(await seeded('DEMO-ELITE-0006'));
    const redemption = body.order_items[0]!.redemption!;
    expect(redemption).toMatchObject({ account_last_four: '4821', cashed_status: 'cashed', rewards_reference_number: 'RW-DEMO-0006' });
    expect(new Date(redemption.cashed_at!).getTime() - new Date(body.created_at).getTime()).toBe(2 * 24 * 3_600_000);
  });

  it('merchandise and eGift cards went nowhere of the member’s: redemption is null', async () => {
    expect((await order(await seeded('DEMO-ELITE-0001'))).order_items.map((item) => item.redemption)).toEqual([null, null]);
    expect((await order(await seeded('DEMO-ELITE-0004'))).order_items[0]!.redemption).toBeNull();
  });

  it('a direct deposit made now keeps the four digits typed, is not cashed yet and gets a rewards reference number of its own', async () => {
    const deposit = await product('direct-deposit');
    const id = await redeem(deposit, '7306', 3_000);
    const redemption = (await order(id, 'fr-CA')).order_items[0]!.redemption!;
    expect(redemption).toMatchObject({ airline: null, account_last_four: '7306', cashed_status: 'not_cashed', cashed_at: null });
    expect(redemption.rewards_reference_number).toMatch(/^RW\d{6}-[A-HJ-NP-Z2-9]{8}$/);
  });

  it('a miles transfer made now names the partner and the flyer number masked but for its last four', async () => {
    const miles = await product('travel-miles');
    const redemption = (await order(await redeem(miles, '123456789', 2_500))).order_items[0]!.redemption!;
    expect(redemption).toMatchObject({ airline: 'Aurora Air', flyer_number: '•••••6789', miles: 2_000, cashed_status: null });
    expect(redemption.rewards_reference_number).toMatch(/^RW\d{6}-/);
  });
});
