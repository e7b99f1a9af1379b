import type { ProductDetail } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { expectCardReadRefusals } from './support/card-read-refusals';
import { signedInShopper } from './support/signed-in-shopper';
import { useTestApp } from './support/use-test-app';

interface Way {
  kind: string;
  cents: number;
  points: number;
  slug: string | null;
  name: { 'en-CA': string; 'fr-CA': string } | null;
}

interface Values {
  data: { account_id: number; cash_back: { cents: number; points: number }; mile_reference_value_hundredths_cent: number; ways: Way[] };
}

const ONE_CENT = { cents: 1_000_000, points: 1_000_000 };

/** Issue 26 item 1, GET /member/account/{id}/redemption-values: what a point is worth in every way a card can redeem. */
describe("a card's value per point in every way to redeem (GET /member/account/{id}/redemption-values)", () => {
  const t = useTestApp();

  it('gives the Elite card the catalogues’ best retail value, the card’s rate for cash and each airline at 1.5 cents a mile', async () => {
    const elite = await signedInShopper(t, 'elite', 'elite');
    const response = await elite.request('GET', `/member/account/${elite.accountId}/redemption-values`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<Values>();
    expect(data.account_id).toBe(elite.accountId);
    expect(data.cash_back).toEqual(ONE_CENT);
    expect(data.mile_reference_value_hundredths_cent).toBe(150);
    const byKind = (kind: string) => data.ways.filter((way) => way.kind === kind);

    for (const kind of ['cash_back', 'direct_deposit', 'pay_with_rewards', 'annual_fee_eraser']) {
      expect(byKind(kind)).toHaveLength(1);
      expect(byKind(kind)[0]).toMatchObject(ONE_CENT);
    }
    expect(byKind('cash_back')[0]?.slug).toBe('cash-back');
    expect(byKind('direct_deposit')[0]?.slug).toBe('direct-deposit');

    // Aurora Air 0.8, Maple Airways 1 and Northern Skies 0.5 miles a point, at 150 hundredths of a cent a mile.
    expect(byKind('miles').map((way) => [way.slug, way.cents, way.points])).toEqual([
      ['aurora-air', 1_200_000, 1_000_000],
      ['maple-airways', 1_500_000, 1_000_000],
      ['northern-skies', 750_000, 1_000_000],
    ]);
    expect(byKind('miles')[0]?.name).toEqual({ 'en-CA': 'Aurora Air miles', 'fr-CA': 'Milles Aurora Air' });

    // A $25 gift card on sale for 2,250 points is the best gift card; financial rewards are worth their face value.
    expect(byKind('gift_card')).toHaveLength(1);
    expect(byKind('gift_card')[0]).toMatchObject({ cents: 2_500, points: 2_250 });
    expect(byKind('financial_reward')[0]?.cents).toBe(byKind('financial_reward')[0]?.points);
    const merchandise = byKind('merchandise')[0];
    expect(merchandise?.name?.['en-CA']).toBeTruthy();
    expect((merchandise?.cents ?? 0) / (merchandise?.points ?? 1)).toBeGreaterThan(1.3);
  });

  it('offers no miles to a card that may not transfer them (spec §6)', async () => {
    const marie = await signedInShopper(t, 'marie');
    const { data } = (await marie.request('GET', `/member/account/${marie.accountId}/redemption-values`)).json<Values>();
    expect(data.ways.some((way) => way.kind === 'miles')).toBe(false);
    expect(data.ways.some((way) => way.kind === 'cash_back')).toBe(true);
  });

  it('takes the mile’s reference value from the programme’s configuration', async () => {
    const elite = await signedInShopper(t, 'elite', 'elite');
    await t.db.pool.query('UPDATE programme SET mile_reference_value_hundredths_cent = 200');
    try {
      const { data } = (await elite.request('GET', `/member/account/${elite.accountId}/redemption-values`)).json<Values>();
      expect(data.mile_reference_value_hundredths_cent).toBe(200);
      expect(data.ways.find((way) => way.slug === 'northern-skies')?.cents).toBe(1_000_000);
    } finally {
      await t.db.pool.query('UPDATE programme SET mile_reference_value_hundredths_cent = 150');
    }
  });

  it('a product’s variants carry their retail value: a gift card its face value, a variant without one the product’s', async () => {
    const elite = await signedInShopper(t, 'elite', 'elite');
    const { rows } = await t.db.pool.query<{ slug: string }>(
      `SELECT p.slug FROM product p WHERE p.product_type = 'egiftcard' AND p.original_price_points IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    const giftCard = (await elite.request('GET', `/member/product/${rows[0]!.slug}`)).json<{ data: ProductDetail }>().data;
    expect(giftCard.variants.map((variant) => [variant.prices.actual, variant.retail_value_cents])).toEqual([
      [2_250, 2_500],
      [5_000, 5_000],
      [10_000, 10_000],
    ]);
    await t.db.pool.query('UPDATE product_variant SET retail_value_cents = NULL WHERE id = $1', [giftCard.variants[1]!.id]);
    const after = (await elite.request('GET', `/member/product/${rows[0]!.slug}`)).json<{ data: ProductDetail }>().data;
    // The product's own retail value is its first denomination's, $25.
    expect(after.variants[1]!.retail_value_cents).toBe(2_500);
    const donation = await t.db.pool.query<{ slug: string }>(`SELECT slug FROM product WHERE product_type = 'charitable_donation' LIMIT 1`);
    const gift = (await elite.request('GET', `/member/product/${donation.rows[0]!.slug}`)).json<{ data: ProductDetail }>().data;
    expect(gift.variants.every((variant) => variant.retail_value_cents === null)).toBe(true);
  });

  it('another member’s card is a 404, an id that is not a number a 400, and a guest a 401', async () => {
    await expectCardReadRefusals(t, (card) => `/member/account/${card}/redemption-values`);
  });
});
