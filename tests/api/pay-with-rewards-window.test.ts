import { randomUUID } from 'node:crypto';
import type { PayWithRewardActivity as Activity, PayWithRewardBulkRedemption as Bulk } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { Shopper, cardOf, ledgerSum, projectedBalance } from './support/shop';
import { errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Pay with Rewards before the 90-day window closes (issue 26): purchases
 * closing within 7 days are flagged and listed first, and several are paid
 * back in one idempotent, all-or-nothing request. Each test adds its own
 * purchases (references CT-W-…) to the demo cards.
 */
describe('Pay with Rewards window and bulk payment', () => {
  let elite: Shopper;
  let cash: Shopper;

  const t = useTestApp();
  beforeAll(async () => {
    const token = await login(t.app, 'elite');
    elite = new Shopper(t.app, token, await cardOf(t.db.pool, 'elite', 'elite'));
    cash = new Shopper(t.app, token, await cardOf(t.db.pool, 'elite', 'cash'));
  });

  /** A purchase posted `hoursAgo` before now (hours, so no test sits on a day's boundary). */
  async function purchase(shopper: Shopper, reference: string, amountCents: number, hoursAgo: number): Promise<void> {
    await t.db.pool.query(
      `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, description_fr, amount_cents, transaction_at, posted_at)
       VALUES ($1, $2, 'purchase', $3, $3, $4, now() - make_interval(hours => $5 + 24), now() - make_interval(hours => $5))`,
      [shopper.accountId, reference, `Shop ${reference}`, amountCents, hoursAgo],
    );
  }
  const list = async (shopper: Shopper, query = '') => {
    const response = await shopper.request('GET', `/member/account/${shopper.accountId}/pay-with-reward${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Activity[]; count: number }>();
  };
  const payMany = (shopper: Shopper, references: unknown, key: string = randomUUID(), locale = 'en-CA') =>
    shopper.request(
      'POST',
      `/member/account/${shopper.accountId}/pay-with-reward/bulk`,
      { reference_identifiers: references, locale },
      { 'idempotency-key': key },
    );
  const payOne = (shopper: Shopper, reference: string, amount: number) =>
    shopper.request(
      'POST',
      `/member/account/${shopper.accountId}/pay-with-reward`,
      { reference_identifier: reference, amount, currency_code: 'CAD' },
      { 'idempotency-key': randomUUID() },
    );
  const redemptionsOf = async (references: string[]) =>
    (
      await t.db.pool.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM card_transaction_redemption r JOIN card_transaction t ON t.id = r.card_transaction_id
          WHERE t.reference_identifier = ANY($1)`,
        [references],
      )
    ).rows[0]!.count;

  it('lists purchases closing within 7 days first, soonest first, with the days left, whatever the range', async () => {
    await purchase(elite, 'CT-W-SOON3', 4_000, 86 * 24 + 12); // 3.5 days left: day 4
    await purchase(elite, 'CT-W-SOON1', 3_000, 89 * 24 + 12); // half a day left: day 1
    await purchase(elite, 'CT-W-SMALL', 1_000, 88 * 24); // under $25: never flagged
    await purchase(elite, 'CT-W-LATER', 5_000, 80 * 24); // 10 days left: not yet
    const week = await list(elite);
    expect(week.data.map((activity) => [activity.reference_identifier, activity.closing_soon, activity.days_left])).toEqual([
      ['CT-W-SOON1', true, 1],
      ['CT-W-SOON3', true, 4],
      ['CT-1001-0001', false, 85],
    ]);
    expect(week.count).toBe(3);
    const all = await list(elite, '?date_filter=90');
    expect(all.data.slice(0, 2).map((activity) => activity.reference_identifier)).toEqual(['CT-W-SOON1', 'CT-W-SOON3']);
    expect(all.data.find((activity) => activity.reference_identifier === 'CT-W-SMALL')).toMatchObject({
      closing_soon: false,
      days_left: null,
      ineligible_reason: 'below-minimum',
    });
    expect(all.data.find((activity) => activity.reference_identifier === 'CT-W-LATER')).toMatchObject({ closing_soon: false, days_left: 10 });
  });

  it('the demo Business card has a purchase closing in 5 days, flagged and first', async () => {
    const business = new Shopper(t.app, await login(t.app, 'business'), await cardOf(t.db.pool, 'business'));
    const week = await list(business);
    expect(week.data[0]).toMatchObject({ reference_identifier: 'CT-3001-0002', description: 'Staples', closing_soon: true, days_left: 5 });
    const french = await list(business, '?locale=fr-CA');
    expect(french.data[0]).toMatchObject({ description: 'Bureau en Gros', transaction_amount: { amount_cents: 18_420 } });
  });

  it('the sign-in reminder counts the purchases that can still be paid back, until the earliest deadline', async () => {
    const reminder = async (shopper: Shopper) => {
      const response = await shopper.request('GET', `/member/account/${shopper.accountId}/pay-with-reward/reminder`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { count: number; until: string } | null }>().data;
    };
    const business = new Shopper(t.app, await login(t.app, 'business'), await cardOf(t.db.pool, 'business'));
    const before = await reminder(business);
    await purchase(business, 'CT-W-REMIND', 5_000, 88 * 24);
    const after = await reminder(business);
    expect(after?.count).toBe((before?.count ?? 0) + 1);
    const deadline = (await t.db.pool.query<{ at: Date }>(
      "SELECT posted_at + interval '90 days' AS at FROM card_transaction WHERE reference_identifier = 'CT-W-REMIND'",
    )).rows[0]!.at;
    expect(after?.until).toBe(deadline.toISOString());
    const marie = await login(t.app, 'marie');
    expect((await t.app.inject({ url: `/api/v1/member/account/${business.accountId}/pay-with-reward/reminder`, headers: { authorization: `Bearer ${marie}` } })).statusCode).toBe(404);
  });

  it('pays several purchases back in full in one request, and a replay answers the same and debits once', async () => {
    await purchase(elite, 'CT-W-A', 4_000, 85 * 24);
    await purchase(elite, 'CT-W-B', 2_550, 10 * 24);
    const before = await ledgerSum(t.db.pool, elite.accountId);
    const key = randomUUID();
    const paid = await payMany(elite, ['CT-W-A', 'CT-W-B'], key);
    expect(paid.statusCode, paid.body).toBe(201);
    const body = paid.json<{ data: Bulk }>().data;
    expect(body).toMatchObject({ code: 'success', points: 6_550, cash: { amount_cents: 6_550 }, balance: before - 6_550 });
    expect(body.redemptions.map((redemption) => [redemption.transaction_reference, redemption.points])).toEqual([
      ['CT-W-A', 4_000],
      ['CT-W-B', 2_550],
    ]);
    const replay = await payMany(elite, ['CT-W-A', 'CT-W-B'], key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(paid.json());
    expect((await payMany(elite, ['CT-W-B', 'CT-W-A'], key)).statusCode).toBe(422);
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 6_550);
    expect(await projectedBalance(t.db.pool, elite.accountId)).toBe(before - 6_550);
    expect(await redemptionsOf(['CT-W-A', 'CT-W-B'])).toBe(2);
    const mail = await t.db.pool.query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM email_outbox WHERE kind = 'redemption_confirmation' ORDER BY id DESC LIMIT 1",
    );
    expect(mail.rows[0]!.text_body).toContain('Shop CT-W-A');
    expect(mail.rows[0]!.text_body).toContain('Shop CT-W-B');
  });

  it('refuses the whole request for one purchase already paid, too small, too old or not on the card, or a repeated one; nothing is debited', async () => {
    await purchase(elite, 'CT-W-OK', 3_000, 5 * 24);
    await purchase(elite, 'CT-W-TINY', 2_000, 5 * 24);
    await purchase(elite, 'CT-W-OLD', 3_000, 91 * 24);
    const before = await ledgerSum(t.db.pool, elite.accountId);
    const tiny = await payMany(elite, ['CT-W-OK', 'CT-W-TINY']);
    expect(tiny.statusCode).toBe(409);
    expect(errorBody(tiny)).toMatchObject({ code: 'PURCHASE_NOT_REDEEMABLE', data: { reason: 'below-minimum', reference_identifier: 'CT-W-TINY' } });
    const old = await payMany(elite, ['CT-W-OLD', 'CT-W-OK']);
    expect(errorBody(old)).toMatchObject({ code: 'PURCHASE_NOT_REDEEMABLE', data: { reason: 'expired', reference_identifier: 'CT-W-OLD' } });
    expect((await payMany(elite, ['CT-W-OK', 'CT-NOT-THERE'])).statusCode).toBe(404);
    const repeated = await payMany(elite, ['CT-W-OK', 'CT-W-OK']);
    expect(repeated.statusCode).toBe(400);
    expect(errorBody(repeated).errors).toEqual([{ field: 'reference_identifiers', message: 'must name each purchase once (CT-W-OK is repeated)' }]);
    for (const bad of [[], 'CT-W-OK', [''], Array.from({ length: 51 }, (_, index) => `CT-${index}`)]) {
      const refused = await payMany(elite, bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorBody(refused).errors?.[0]?.field).toMatch(/^reference_identifiers/);
    }
    expect(await redemptionsOf(['CT-W-OK'])).toBe(0);
    expect((await payOne(elite, 'CT-W-OK', 30)).statusCode).toBe(201);
    const paidTwice = await payMany(elite, ['CT-W-OK']);
    expect(errorBody(paidTwice)).toMatchObject({ code: 'PURCHASE_NOT_REDEEMABLE', data: { reason: 'already-redeemed' } });
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 3_000);
  });

  it('refuses a total above the balance even when each purchase alone fits, with 409 INSUFFICIENT_POINTS', async () => {
    const balance = await ledgerSum(t.db.pool, cash.accountId);
    await purchase(cash, 'CT-W-C1', balance - 100, 3 * 24);
    await purchase(cash, 'CT-W-C2', 2_500, 3 * 24);
    const refused = await payMany(cash, ['CT-W-C1', 'CT-W-C2']);
    expect(refused.statusCode).toBe(409);
    expect(errorBody(refused)).toMatchObject({ code: 'INSUFFICIENT_POINTS', data: { balance, required: balance - 100 + 2_500 } });
    expect(await ledgerSum(t.db.pool, cash.accountId)).toBe(balance);
    expect(await redemptionsOf(['CT-W-C1', 'CT-W-C2'])).toBe(0);
  });

  it('racing the single path for the same purchase, each purchase is paid once and the ledger matches', async () => {
    for (let round = 0; round < 4; round += 1) {
      const [a, b] = [`CT-W-R${round}A`, `CT-W-R${round}B`];
      await purchase(elite, a, 3_000, 2 * 24);
      await purchase(elite, b, 2_600, 2 * 24);
      const before = await ledgerSum(t.db.pool, elite.accountId);
      const [many, one, again] = await Promise.all([payMany(elite, [a, b]), payOne(elite, a, 30), payMany(elite, [b, a])]);
      const codes = [many.statusCode, one.statusCode, again.statusCode];
      expect(codes.filter((code) => code === 201)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(2);
      const spent = many.statusCode === 201 || again.statusCode === 201 ? 5_600 : 3_000;
      expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - spent);
      expect(await projectedBalance(t.db.pool, elite.accountId)).toBe(before - spent);
      expect(await redemptionsOf([a])).toBe(1);
    }
  });
});
