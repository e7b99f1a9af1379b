import { randomUUID } from 'node:crypto';
import type { TransactionPage, Transaction, EraserRedemption } from '@openapi/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdByReference } from './support/account-by-reference';
import { loginAsSession } from './support/admin-console';
import { Shopper, cardOf, ledgerSum, projectedBalance } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { ManualClock, createTestApp, errorBody, type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const DAY_MS = 86_400_000;

describe('transactions of a card (GET /member/account/{id}/transaction, POST …/download)', () => {
  let elite: Shopper;
  let marie: Shopper;
  let platinum: number;

  const clock = new ManualClock();
  const t = useTestApp({ clock });
  beforeAll(async () => {
    [elite, marie] = await Promise.all([signedInShopper(t, 'elite', 'elite'), signedInShopper(t, 'marie')]);
    platinum = await accountIdByReference(t.db.pool, 'ACC-1004');
  });

  async function page(shopper: Shopper, query = ''): Promise<TransactionPage> {
    const response = await shopper.request('GET', `/member/account/${shopper.accountId}/transaction${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TransactionPage>();
  }

  const byReference = (transactions: Transaction[], reference: string) =>
    transactions.find((entry) => entry.reference_identifier === reference);

  it('lists the card’s purchases with the points they earned, its annual fees and its other ledger movements, newest first', async () => {
    const result = await page(elite);
    expect(result).toMatchObject({ page: 1, per_page: 25, date_filter: 'all', is_purchase_eraser: false });
    const list = result.transactions_earnings;
    const posted = list.map((entry) => entry.transaction_posted_date);
    expect(posted).toEqual([...posted].sort().reverse());
    expect(byReference(list, 'CT-1001-0001')).toMatchObject({
      action: 'purchase',
      transaction_description: 'Maple Leaf Grocers',
      transaction_amount: { amount: 126.5, amount_cents: 12_650, currency_code: 'CAD' },
      transaction_currency_code: 'CAD',
      ledger_transaction: { amount: 253 },
      total_bonus: 0,
      redeemable_status: null,
      sale_channel: null,
    });
    expect(byReference(list, 'CT-1001-0007')).toMatchObject({
      action: 'annual_fee',
      redeemable_status: 'redeemable',
      sale_channel: 'purchase_eraser',
      eraser_points: 15_000,
      transaction_amount: { amount_cents: 15_000 },
    });
    expect(byReference(list, 'DEMO-ELITE-0001')).toMatchObject({
      action: 'redeem',
      transaction_description: 'Order DEMO-ELITE-0001',
      transaction_amount: null,
    });
    expect(byReference(list, 'PWR-CT-1001-0006')).toMatchObject({
      action: 'pay_with_rewards',
      transaction_description: 'Pay with Rewards: Indigo Books & Music',
      ledger_transaction: { amount: -3_000 },
    });
    // The fee posted 200 days ago is older than the tab's six months.
    expect(byReference(list, 'CT-1001-0008')).toBeUndefined();
  });

  it('the seeded card history is on the ledger and leaves the Elite card at its demo balance', async () => {
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(152_300);
    expect(await projectedBalance(t.db.pool, elite.accountId)).toBe(152_300);
    const { rows } = await t.db.pool.query<{ kind: string; count: number }>(
      'SELECT kind, count(*)::int AS count FROM card_transaction WHERE account_id = $1 GROUP BY kind ORDER BY kind',
      [elite.accountId],
    );
    expect(rows).toEqual([
      { kind: 'annual_fee', count: 2 },
      { kind: 'purchase', count: 6 },
    ]);
  });

  it('shows the Business card’s annual fee, posted 15 days ago, as redeemable', async () => {
    const business = await signedInShopper(t, 'business');
    expect((await page(business, '?is_purchase_eraser=true')).transactions_earnings).toEqual([
      expect.objectContaining({ reference_identifier: 'CT-3001-0001', redeemable_status: 'redeemable', eraser_points: 12_000 }),
    ]);
  });

  it('describes them in French for a French request', async () => {
    const list = (await page(elite, '?locale=fr-CA')).transactions_earnings;
    expect(byReference(list, 'CT-1001-0007')?.transaction_description).toBe('Frais annuels\u00a0: carte Élite');
    expect(byReference(list, 'DEMO-ELITE-0002')?.transaction_description).toBe('Commande DEMO-ELITE-0002');
    expect(byReference(list, 'PWR-CT-1001-0006')?.transaction_description).toBe('Payer avec ses points\u00a0: Indigo Livres et musique');
  });

  it('filters by the last 7, 15, 30, 60 or 90 days of posting', async () => {
    const counts: number[] = [];
    for (const days of ['7', '15', '30', '60', '90']) {
      const result = await page(elite, `?date_filter=${days}`);
      const oldest = Date.now() - Number(days) * DAY_MS - 60_000;
      for (const entry of result.transactions_earnings) expect(Date.parse(entry.transaction_posted_date)).toBeGreaterThan(oldest);
      counts.push(result.count);
    }
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(byReference((await page(elite, '?date_filter=7')).transactions_earnings, 'CT-1001-0001')).toBeDefined();
    expect(byReference((await page(elite, '?date_filter=7')).transactions_earnings, 'CT-1001-0002')).toBeUndefined();
  });

  it("has an 'old' window 1095 to 1096 days back, empty for this card", async () => {
    const result = await page(elite, '?date_filter=old');
    expect(result.transactions_earnings).toEqual([]);
    expect(Date.parse(result.date_to) - Date.parse(result.date_from)).toBe(DAY_MS);
    expect(Date.now() - Date.parse(result.date_from)).toBeGreaterThanOrEqual(1096 * DAY_MS - 60_000);
  });

  it('shows the annual fees alone on the Annual Fee Eraser tab, a year back: this year’s redeemable, last year’s expired', async () => {
    const result = await page(elite, '?is_purchase_eraser=true');
    expect(result.transactions_earnings.map((entry) => [entry.reference_identifier, entry.redeemable_status])).toEqual([
      ['CT-1001-0007', 'redeemable'],
      ['CT-1001-0008', 'expired'],
    ]);
  });

  it('pages by 25, saying how many pages there are', async () => {
    const first = await page(elite, '?per_page=5');
    expect(first.transactions_earnings).toHaveLength(5);
    expect(first.last_page).toBe(Math.ceil(first.count / 5));
    const second = await page(elite, '?per_page=5&page=2');
    expect(second.transactions_earnings.map((entry) => entry.id)).not.toContain(first.transactions_earnings[0]!.id);
    const past = await page(elite, `?per_page=5&page=${first.last_page + 1}`);
    expect(past).toMatchObject({ transactions_earnings: [], count: first.count });
  });

  it('refuses bad filters with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?date_filter=8', 'date_filter'],
      ['?page=0', 'page'],
      ['?per_page=101', 'per_page'],
      ['?is_purchase_eraser=maybe', 'is_purchase_eraser'],
    ] as const) {
      const response = await elite.request('GET', `/member/account/${elite.accountId}/transaction${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(errorBody(response).errors)).toContain(field);
    }
  });

  it('another member’s card answers 404; a card the member only redeems on answers 403 PRIMARY_CARDHOLDER_ONLY', async () => {
    expect((await marie.request('GET', `/member/account/${elite.accountId}/transaction`)).statusCode).toBe(404);
    expect((await marie.request('POST', `/member/account/${elite.accountId}/download`, {})).statusCode).toBe(404);
    const redeemerOnly = await elite.request('GET', `/member/account/${platinum}/transaction`);
    expect(redeemerOnly.statusCode).toBe(403);
    expect(errorBody(redeemerOnly).code).toBe('PRIMARY_CARDHOLDER_ONLY');
    expect((await elite.request('POST', `/member/account/${platinum}/download`, {})).statusCode).toBe(403);
  });

  it('downloads the transactions as CSV in the member’s language', async () => {
    const english = await elite.request('POST', `/member/account/${elite.accountId}/download`, { date_filter: '60' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toMatch(/^attachment; filename="transactions-ACC-1001-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = english.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Date,Posted date,Description,Type,Amount,Currency,Points,Bonus points,Status,Reference');
    expect(lines.find((line) => line.includes('CT-1001-0007'))).toMatch(
      /^\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},Annual fee: Elite card,Annual fee,150\.00,CAD,0,0,Redeemable,CT-1001-0007$/,
    );
    expect(lines.find((line) => line.includes('CT-1001-0001'))).toContain(',Maple Leaf Grocers,Purchase,126.50,CAD,253,0,,CT-1001-0001');

    const french = await elite.request('POST', `/member/account/${elite.accountId}/download`, { date_filter: '60', locale: 'fr-CA' });
    const frenchLines = french.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(frenchLines[0]).toBe('Date,Date de comptabilisation,Description,Type,Montant,Devise,Points,Points en prime,Statut,Référence');
    expect(frenchLines.find((line) => line.includes('CT-1001-0007'))).toContain(
      ',Frais annuels\u00a0: carte Élite,Frais annuels,"150,00",CAD,0,0,Échangeable,CT-1001-0007',
    );
  });

  it('downloads in the member’s preferred language when the request names none', async () => {
    const response = await marie.request('POST', `/member/account/${marie.accountId}/download`, {});
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Date de comptabilisation');
  });

  it('a member with pending actions gets 403 PENDING_ACTIONS', async () => {
    const pending = await signedInShopper(t, 'pending');
    const response = await pending.request('GET', `/member/account/${pending.accountId}/transaction`);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('PENDING_ACTIONS');
  });
});

describe('the annual-fee eraser (POST /member/purchase-eraser/checkout)', () => {
  let t: TestApp;
  let elite: Shopper;
  let marie: Shopper;
  let feeIds: { current: number; expired: number; purchase: number };

  beforeAll(async () => {
    t = await createTestApp();
    elite = await signedInShopper(t, 'elite', 'elite');
    marie = await signedInShopper(t, 'marie');
    const { rows } = await t.db.pool.query<{ reference_identifier: string; id: number }>(
      "SELECT reference_identifier, id FROM card_transaction WHERE reference_identifier IN ('CT-1001-0007', 'CT-1001-0008', 'CT-1001-0002')",
    );
    const id = (reference: string) => rows.find((row) => row.reference_identifier === reference)!.id;
    feeIds = { current: id('CT-1001-0007'), expired: id('CT-1001-0008'), purchase: id('CT-1001-0002') };
  });
  afterAll(async () => {
    await t.close();
  });

  const erase = (shopper: Shopper, feeId: number, key: string = randomUUID(), extra: object = {}) =>
    shopper.request(
      'POST',
      '/member/purchase-eraser/checkout',
      { account_id: shopper.accountId, card_transaction_id: feeId, ...extra },
      { 'idempotency-key': key },
    );

  it('refuses an expired fee, a purchase and another member’s fee, changing nothing', async () => {
    const before = await ledgerSum(t.db.pool, elite.accountId);
    const expired = await erase(elite, feeIds.expired);
    expect(expired.statusCode).toBe(409);
    expect(errorBody(expired)).toMatchObject({ code: 'ANNUAL_FEE_NOT_REDEEMABLE', data: { reason: 'expired' } });
    expect((await erase(elite, feeIds.purchase)).statusCode).toBe(404);
    const foreign = await marie.request(
      'POST',
      '/member/purchase-eraser/checkout',
      { account_id: marie.accountId, card_transaction_id: feeIds.current },
      { 'idempotency-key': randomUUID() },
    );
    expect(foreign.statusCode).toBe(404);
    const otherCard = await marie.request(
      'POST',
      '/member/purchase-eraser/checkout',
      { account_id: elite.accountId, card_transaction_id: feeIds.current },
      { 'idempotency-key': randomUUID() },
    );
    expect(otherCard.statusCode).toBe(404);
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before);
  });

  it('a read-only admin is refused; a missing Idempotency-Key is a 400', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const auditor = new Shopper(t.app, token, elite.accountId);
    const refused = await erase(auditor, feeIds.current);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
    const keyless = await elite.request('POST', '/member/purchase-eraser/checkout', {
      account_id: elite.accountId,
      card_transaction_id: feeIds.current,
    });
    expect(keyless.statusCode).toBe(400);
  });

  it('erases the fee with its points as one ledger debit, once; the same key replays the answer', async () => {
    const before = await ledgerSum(t.db.pool, elite.accountId);
    const key = randomUUID();
    const response = await erase(elite, feeIds.current, key, { locale: 'fr-CA' });
    expect(response.statusCode, response.body).toBe(201);
    const redemption = response.json<{ data: EraserRedemption }>().data;
    expect(redemption).toMatchObject({
      code: 'success',
      card_transaction_id: feeIds.current,
      points: 15_000,
      cash: { amount: 150, amount_cents: 15_000, currency_code: 'CAD' },
      description: 'Frais annuels\u00a0: carte Élite',
      currency: { id: 1, symbol: 'pts' },
      balance: before - 15_000,
    });
    expect(redemption.reference_identifier).toMatch(/^AFE\d{6}-[A-Z2-9]{8}$/);
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 15_000);
    expect(await projectedBalance(t.db.pool, elite.accountId)).toBe(before - 15_000);

    const replay = await erase(elite, feeIds.current, key, { locale: 'fr-CA' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(response.json());
    const again = await erase(elite, feeIds.current);
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).data).toEqual({ reason: 'already-redeemed' });
    const reused = await erase(elite, feeIds.expired, key);
    expect(reused.statusCode).toBe(422);
    expect(errorBody(reused).code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 15_000);

    const list = await elite.request('GET', `/member/account/${elite.accountId}/transaction?is_purchase_eraser=true`);
    expect(list.json<TransactionPage>().transactions_earnings[0]).toMatchObject({
      reference_identifier: 'CT-1001-0007',
      redeemable_status: 'redeemed',
    });
    const all = await elite.request('GET', `/member/account/${elite.accountId}/transaction?date_filter=7`);
    expect(all.json<TransactionPage>().transactions_earnings[0]).toMatchObject({
      action: 'annual_fee_eraser',
      reference_identifier: redemption.reference_identifier,
      ledger_transaction: { amount: -15_000 },
      transaction_description: 'Annual Fee Eraser: Annual fee: Elite card',
    });
  });

  it('two erasures of one fee at once debit it once', async () => {
    const { rows } = await t.db.pool.query<{ id: number }>(
      `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, amount_cents, transaction_at, posted_at)
       VALUES ($1, 'CT-TEST-RACE', 'annual_fee', 'Annual fee: Elite card', 12000, now() - interval '1 day', now() - interval '1 day') RETURNING id`,
      [elite.accountId],
    );
    const before = await ledgerSum(t.db.pool, elite.accountId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => erase(elite, rows[0]!.id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 12_000);
  });

  it('refuses a card short of points with 409 INSUFFICIENT_POINTS and its balance', async () => {
    const cash = new Shopper(t.app, elite.token, await cardOf(t.db.pool, 'elite', 'cash'));
    const { rows } = await t.db.pool.query<{ id: number }>(
      `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, amount_cents, transaction_at, posted_at)
       VALUES ($1, 'CT-TEST-CASH', 'annual_fee', 'Annual fee: Cash Rewards card', 1200000, now(), now()) RETURNING id`,
      [cash.accountId],
    );
    const response = await erase(cash, rows[0]!.id);
    expect(response.statusCode).toBe(409);
    expect(errorBody(response)).toMatchObject({ code: 'INSUFFICIENT_POINTS', data: { balance: 9_120, required: 1_200_000 } });
  });
});
