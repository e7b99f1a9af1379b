import { randomUUID } from 'node:crypto';
import type { ExternalRedemptionProduct as Product, RedemptionResult as Result, PayWithRewardActivity as Activity } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { createRaceCard, httpLogin, httpPost } from './support/race';
import { useTwoServerProcesses } from './support/two-server-processes';
import { Shopper, cardOf, ledgerSum, projectedBalance } from './support/shop';
import { errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const CONSENTS = { program_rules: true, irreversible_redemption: true };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Redemptions on the server (issue 13): external redemption products (cash
 * back, direct deposit, miles), financial rewards with verification, Pay
 * with Rewards, and the sandbox travel partner's bookings. One app for the
 * file; each test uses cards or purchases the others leave alone, or reads
 * the balance it starts from.
 */
describe('redemptions', () => {
  let elite: Shopper;
  let cash: Shopper;
  let marie: Shopper;

  const t = useTestApp();
  beforeAll(async () => {
    const [eliteToken, marieToken] = await Promise.all([login(t.app, 'elite'), login(t.app, 'marie')]);
    elite = new Shopper(t.app, eliteToken, await cardOf(t.db.pool, 'elite', 'elite'));
    cash = new Shopper(t.app, eliteToken, await cardOf(t.db.pool, 'elite', 'cash'));
    marie = new Shopper(t.app, marieToken, await cardOf(t.db.pool, 'marie'));
  });

  async function products(shopper: Shopper, group: string, query = ''): Promise<Product[]> {
    const response = await shopper.request(
      'GET',
      `/member/program/demo/external-redemption-product-group/${group}/external-redemption-product?account_id=${shopper.accountId}${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { products: Product[] } }>().data.products;
  }

  const redeem = (shopper: Shopper, body: object, key: string = randomUUID()) =>
    shopper.request(
      'POST',
      '/member/external-redemption-product/checkout',
      { account_id: shopper.accountId, consents: CONSENTS, ...body },
      { 'idempotency-key': key },
    );

  describe('external redemption products', () => {
    it('lists cash back, direct deposit and three airline partners with their fields, in the request’s language', async () => {
      const cashBack = await products(elite, 'cash-back');
      expect(cashBack).toEqual([
        expect.objectContaining({
          slug: 'statement-credit',
          min_points: 2_500,
          custom_fields: [],
          link: '/redeem/cash-back',
          is_allowed: true,
        }),
      ]);
      const deposit = await products(elite, 'direct-deposit', '&locale=fr-CA');
      expect(deposit[0]).toMatchObject({ title: 'Dépôt direct', link: '/direct-deposit' });
      expect(deposit[0]!.custom_fields).toEqual([
        expect.objectContaining({ code: 'last_four_digits', validation_regex: '[0-9]{4}', is_amount: false }),
      ]);
      const miles = await products(elite, 'travel-miles');
      expect(miles.map((product) => [product.partner_name, product.custom_fields[0]!.validation_regex, product.is_allowed])).toEqual([
        ['Aurora Air', '[0-9]{9}', true],
        ['Maple Airways', '[A-Z]{2}[0-9]{7}', true],
        ['Northern Skies', '[0-9]{10}', true],
      ]);
      expect(miles[0]).toMatchObject({ card_types: ['elite', 'premier_world'], miles_per_point: 0.8, link: '/travel-miles/aurora-air' });
    });

    it('says miles are not for an Advance card, and 404s an unknown group, programme or another member’s card', async () => {
      expect((await products(marie, 'travel-miles')).every((product) => !product.is_allowed)).toBe(true);
      const base = '/member/program/demo/external-redemption-product-group';
      expect((await elite.request('GET', `${base}/nothing/external-redemption-product`)).statusCode).toBe(404);
      expect(
        (await elite.request('GET', '/member/program/other/external-redemption-product-group/cash-back/external-redemption-product'))
          .statusCode,
      ).toBe(404);
      expect((await marie.request('GET', `${base}/cash-back/external-redemption-product?account_id=${elite.accountId}`)).statusCode).toBe(
        404,
      );
    });

    it('refuses an amount under 2,500 points, missing digits and missing consents, field by field, changing nothing', async () => {
      const [deposit] = await products(elite, 'direct-deposit');
      const before = await ledgerSum(t.db.pool, elite.accountId);
      const field = deposit!.custom_fields[0]!.id;
      const low = await redeem(elite, {
        external_redemption_product_id: deposit!.id,
        investments: { fields: [{ id: field, value: '48a1' }], amount: 2_499 },
      });
      expect(low.statusCode).toBe(400);
      expect(errorBody(low).errors).toEqual([
        { field: 'investments.amount', message: 'Redemption amount must be equal to or more than 2500 Points' },
        { field: 'investments.fields.last_four_digits', message: 'must be the last four digits of your 9-digit account number' },
      ]);
      const missing = await redeem(elite, { external_redemption_product_id: deposit!.id, investments: { fields: [], amount: 3_000 } });
      expect(errorBody(missing).errors).toEqual([{ field: 'investments.fields.last_four_digits', message: 'is required' }]);
      const consent = await redeem(elite, {
        external_redemption_product_id: deposit!.id,
        investments: { fields: [{ id: field, value: '4821' }], amount: 3_000 },
        consents: { program_rules: true },
      });
      expect(consent.statusCode).toBe(400);
      expect(errorBody(consent)).toMatchObject({ code: 'CONSENT_REQUIRED', errors: [{ field: 'consents.irreversible_redemption' }] });
      const extra = await redeem(elite, {
        external_redemption_product_id: deposit!.id,
        investments: { fields: [{ id: field, value: '4821' }], amount: 3_000, more: 1 },
      });
      expect(extra.statusCode).toBe(400);
      expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before);
    });

    it('a direct deposit is one ledger debit and an order with a confirmation and an email in the member’s language; its key replays it', async () => {
      const [deposit] = await products(elite, 'direct-deposit');
      const before = await ledgerSum(t.db.pool, elite.accountId);
      const key = randomUUID();
      const body = {
        external_redemption_product_id: deposit!.id,
        investments: { fields: [{ id: deposit!.custom_fields[0]!.id, value: '4821' }], amount: 3_000 },
        locale: 'fr-CA',
      };
      const response = await redeem(elite, body, key);
      expect(response.statusCode, response.body).toBe(201);
      const result = response.json<{ data: Result }>().data;
      expect(result).toMatchObject({
        code: 'success',
        kind: 'direct_deposit',
        title: 'Dépôt direct',
        points: 3_000,
        cash: { amount: 30, amount_cents: 3_000, currency_code: 'CAD' },
        miles: null,
        masked_account_number: '•••••4821',
        balance: before - 3_000,
      });
      expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 3_000);
      expect(await projectedBalance(t.db.pool, elite.accountId)).toBe(before - 3_000);
      const replay = await redeem(elite, body, key);
      expect(replay.json()).toEqual(response.json());
      expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 3_000);

      const mail = await t.db.pool.query<{ kind: string; locale: string; subject: string; text_body: string }>(
        'SELECT kind, locale, subject, text_body FROM email_outbox WHERE order_id = $1',
        [result.id],
      );
      expect(mail.rows).toEqual([
        expect.objectContaining({
          kind: 'redemption_confirmation',
          locale: 'fr-CA',
          subject: `Votre échange ${result.reference_identifier} est confirmé`,
        }),
      ]);
      expect(mail.rows[0]!.text_body).toContain('Montant\u00a0: 30,00\u00a0$');

      const order = await elite.request('GET', `/member/order/${result.id}`);
      expect(order.statusCode).toBe(200);
      expect(order.json<{ data: { order_items: Array<{ sale_channel: { code: string } }> } }>().data.order_items[0]).toMatchObject({
        sale_channel: { code: 'EPBC' },
      });
    });

    it('miles: only from Elite or Premier World cards, to a valid partner account, more than 1 point', async () => {
      const [aurora] = await products(elite, 'travel-miles');
      const field = aurora!.custom_fields[0]!.id;
      const refused = await redeem(marie, {
        external_redemption_product_id: aurora!.id,
        investments: { fields: [{ id: field, value: '123456789' }], amount: 5_000 },
      });
      expect(refused.statusCode).toBe(403);
      expect(errorBody(refused).code).toBe('CARD_NOT_ELIGIBLE');
      const invalid = await redeem(elite, {
        external_redemption_product_id: aurora!.id,
        investments: { fields: [{ id: field, value: '12345' }], amount: 1 },
      });
      expect(errorBody(invalid).errors).toEqual([
        { field: 'investments.amount', message: 'Redemption amount must be equal to or more than 2 Points' },
        { field: 'investments.fields.account_number', message: 'Invalid Aurora Air account number' },
      ]);
      const before = await ledgerSum(t.db.pool, elite.accountId);
      const done = await redeem(elite, {
        external_redemption_product_id: aurora!.id,
        investments: { fields: [{ id: field, value: '123456789' }], amount: 10_001 },
      });
      expect(done.statusCode, done.body).toBe(201);
      expect(done.json<{ data: Result }>().data).toMatchObject({
        kind: 'miles_transfer',
        miles: 8_000,
        cash: null,
        masked_account_number: '•••••6789',
        points: 10_001,
      });
      expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 10_001);
    });

    it('a read-only admin is refused every redemption', async () => {
      const { token } = await loginAsSession(t.app, 'auditor', 'elite');
      const auditor = new Shopper(t.app, token, elite.accountId);
      const [statement] = await products(elite, 'cash-back');
      const refused = await redeem(auditor, { external_redemption_product_id: statement!.id, investments: { fields: [], amount: 2_500 } });
      expect(refused.statusCode).toBe(403);
      expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
    });

    it('concurrent redemptions on one card never overdraw it: those the balance covers go through, the others are refused', async () => {
      const [statement] = await products(cash, 'cash-back');
      const before = await ledgerSum(t.db.pool, cash.accountId);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          redeem(cash, { external_redemption_product_id: statement!.id, investments: { fields: [], amount: 2_500 } }),
        ),
      );
      const accepted = answers.filter((answer) => answer.statusCode === 201).length;
      expect(accepted).toBe(Math.floor(before / 2_500));
      expect(
        answers.filter((answer) => answer.statusCode === 409).every((answer) => errorBody(answer).code === 'INSUFFICIENT_POINTS'),
      ).toBe(true);
      expect(await ledgerSum(t.db.pool, cash.accountId)).toBe(before - accepted * 2_500);
      expect(await projectedBalance(t.db.pool, cash.accountId)).toBeGreaterThanOrEqual(0);
    });

    describe('two server processes on one database, over HTTP', () => {
      const TOKEN_SECRET = 'redemption-race-secret-0123456789abcdefghij';
      const nodes = useTwoServerProcesses(() => t.db.url, TOKEN_SECRET);
      let statementCredit: number;

      beforeAll(async () => {
        statementCredit = (await products(cash, 'cash-back'))[0]!.id;
      });

      const httpRedeem = (server: number, token: string, accountId: number, key = randomUUID()) =>
        httpPost(nodes()[server % 2]!.url, '/member/external-redemption-product/checkout', token, key, {
          account_id: accountId,
          consents: CONSENTS,
          external_redemption_product_id: statementCredit,
          investments: { fields: [], amount: 2_500 },
        });

      async function debits(accountId: number): Promise<number> {
        const { rows } = await t.db.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM point_ledger_entry WHERE account_id = $1 AND entry_type = 'redeem'",
          [accountId],
        );
        return rows[0]!.n;
      }

      it('redemptions racing through both servers never overdraw the card', async () => {
        const race = await createRaceCard(t.db.pool, { balance: 7 * 2_500 + 1_000, members: 4 });
        const tokens = await Promise.all(race.logins.map((login, index) => httpLogin(nodes()[index % 2]!.url, login)));
        const answers = await Promise.all(
          Array.from({ length: 24 }, (_, index) => httpRedeem(index, tokens[index % tokens.length]!, race.accountId)),
        );
        expect(answers.filter((answer) => answer.status === 201)).toHaveLength(7);
        const refused = answers.filter((answer) => answer.status !== 201);
        expect(refused.map((answer) => [answer.status, (JSON.parse(answer.body) as { code: string }).code])).toEqual(
          Array.from({ length: 17 }, () => [409, 'INSUFFICIENT_POINTS']),
        );
        expect(await ledgerSum(t.db.pool, race.accountId)).toBe(1_000);
        expect(await projectedBalance(t.db.pool, race.accountId)).toBe(1_000);
        expect(await debits(race.accountId)).toBe(7);
      }, 60_000);

      it('one Idempotency-Key replayed through both servers makes one debit', async () => {
        const race = await createRaceCard(t.db.pool, { balance: 4 * 2_500, members: 1 });
        const token = await httpLogin(nodes()[0]!.url, race.logins[0]!);
        const key = randomUUID();
        const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => httpRedeem(index, token, race.accountId, key)));
        expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
        expect(await debits(race.accountId)).toBe(1);
        expect(await ledgerSum(t.db.pool, race.accountId)).toBe(3 * 2_500);
        expect(await projectedBalance(t.db.pool, race.accountId)).toBe(3 * 2_500);
      }, 60_000);
    });
  });

  describe('financial rewards', () => {
    let mortgage: number;
    let rrsp: number;

    beforeAll(async () => {
      const { rows } = await t.db.pool.query<{ id: number; slug: string }>(
        "SELECT id, slug FROM product WHERE slug IN ('mortgage-prepayment', 'rrsp-contribution')",
      );
      mortgage = rows.find((row) => row.slug === 'mortgage-prepayment')!.id;
      rrsp = rows.find((row) => row.slug === 'rrsp-contribution')!.id;
    });

    const verify = (shopper: Shopper, product: number, accountNumber: string) =>
      shopper.request('POST', `/member/account/${shopper.accountId}/financial-redemption/verify`, {
        investment: { currency_id: 1, account_number: accountNumber, product },
      });
    const redeemReward = (shopper: Shopper, investments: object, key: string = randomUUID()) =>
      shopper.request(
        'POST',
        `/member/account/${shopper.accountId}/financial-redemption`,
        { data: { currency_id: 1, investments }, consents: CONSENTS },
        { 'idempotency-key': key },
      );

    it('the partner verifies an account number before a mortgage prepayment; a malformed or unknown one is refused', async () => {
      const malformed = await verify(elite, mortgage, '12ab');
      expect(malformed.statusCode).toBe(400);
      expect(errorBody(malformed).errors).toEqual([
        { field: 'investment.account_number', message: 'Invalid Mortgage Prepayment account number' },
      ]);
      const unknown = await verify(elite, mortgage, '1230000');
      expect(unknown.statusCode).toBe(422);
      expect(errorBody(unknown).code).toBe('ACCOUNT_NOT_VERIFIED');
      const unverified = await redeemReward(elite, { product_id: mortgage, amount: 5_000, account_number: '1234567' });
      expect(unverified.statusCode).toBe(422);
      expect(errorBody(unverified).code).toBe('ACCOUNT_VERIFICATION_REQUIRED');

      const verified = await verify(elite, mortgage, '1234567');
      expect(verified.statusCode, verified.body).toBe(200);
      const { verification_id: verificationId, masked_account_number: masked } = verified.json<{
        data: { verification_id: number; masked_account_number: string };
      }>().data;
      expect(masked).toBe('•••4567');
      const otherNumber = await redeemReward(elite, {
        product_id: mortgage,
        amount: 5_000,
        account_number: '7654321',
        verification_id: verificationId,
      });
      expect(otherNumber.statusCode).toBe(422);
      const before = await ledgerSum(t.db.pool, elite.accountId);
      const done = await redeemReward(elite, {
        product_id: mortgage,
        amount: 5_000,
        account_number: '1234567',
        verification_id: verificationId,
      });
      expect(done.statusCode, done.body).toBe(201);
      expect(done.json<{ data: Result }>().data).toMatchObject({
        kind: 'financial_reward',
        title: 'Mortgage Prepayment',
        cash: { amount_cents: 5_000 },
      });
      expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 5_000);
    });

    it('an investment needs no verification but the amount rules; another member’s card is a 404', async () => {
      const low = await redeemReward(elite, { product_id: rrsp, amount: 100, account_number: '55512345' });
      expect(errorBody(low).errors).toEqual([
        { field: 'data.investments.amount', message: 'Redemption amount must be equal to or more than 2500 Points' },
      ]);
      expect((await redeemReward(elite, { product_id: rrsp, amount: 2_500, account_number: '55512345' })).statusCode).toBe(201);
      const foreign = await marie.request(
        'POST',
        `/member/account/${elite.accountId}/financial-redemption`,
        { data: { currency_id: 1, investments: { product_id: rrsp, amount: 2_500, account_number: '55512345' } }, consents: CONSENTS },
        { 'idempotency-key': randomUUID() },
      );
      expect(foreign.statusCode).toBe(404);
      expect((await verify(marie, rrsp, '55512345')).statusCode).toBe(200);
      const foreignVerify = await marie.request('POST', `/member/account/${elite.accountId}/financial-redemption/verify`, {
        investment: { currency_id: 1, account_number: '55512345', product: rrsp },
      });
      expect(foreignVerify.statusCode).toBe(404);
    });
  });

  describe('Pay with Rewards', () => {
    const list = async (query = '') => {
      const response = await elite.request('GET', `/member/account/${elite.accountId}/pay-with-reward${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: Activity[]; count: number; per_page: number; conversion_rate: number }>();
    };
    const pay = (shopper: Shopper, reference: string, amount: number, key: string = randomUUID()) =>
      shopper.request(
        'POST',
        `/member/account/${shopper.accountId}/pay-with-reward`,
        { reference_identifier: reference, amount, currency_code: 'CAD', description: 'x' },
        { 'idempotency-key': key },
      );

    it('lists the last 7 days’ purchases by default; a range shows eligible, small and old ones; the redeemed view shows cash and points', async () => {
      const week = await list();
      expect(week).toMatchObject({ per_page: 10, conversion_rate: 0.01 });
      expect(week.data.map((activity) => activity.reference_identifier)).toEqual(['CT-1001-0001']);
      expect(week.data[0]).toMatchObject({
        is_eligible: true,
        ineligible_reason: null,
        redeemed_amount: null,
        transaction_amount: { amount_cents: 12_650 },
      });
      const all = await list('?date_filter=90');
      expect(all.data.map((activity) => [activity.reference_identifier, activity.ineligible_reason])).toEqual([
        ['CT-1001-0001', null],
        ['CT-1001-0002', null],
        ['CT-1001-0004', 'below-minimum'],
        ['CT-1001-0003', null],
      ]);
      const redeemed = await list('?filter=is_redeemed&date_filter=60&locale=fr-CA');
      expect(redeemed.data).toEqual([
        expect.objectContaining({
          reference_identifier: 'CT-1001-0006',
          description: 'Indigo Livres et musique',
          is_eligible: false,
          ineligible_reason: 'already-redeemed',
          redeemed_amount: expect.objectContaining({
            program_amount: 3_000,
            fiat_amount: { amount: 30, amount_cents: 3_000, currency_code: 'CAD' },
          }),
        }),
      ]);
      expect((await elite.request('GET', `/member/account/${elite.accountId}/pay-with-reward?date_filter=8`)).statusCode).toBe(400);
      expect((await marie.request('GET', `/member/account/${elite.accountId}/pay-with-reward`)).statusCode).toBe(404);
    });

    it('reimburses between $25 and the purchase, once, with one debit; refuses an old purchase and another member’s', async () => {
      const below = await pay(elite, 'CT-1001-0003', 24.99);
      expect(errorBody(below).errors).toEqual([{ field: 'amount', message: 'must be at least 25.00: Pay with Rewards starts at $25' }]);
      const above = await pay(elite, 'CT-1001-0003', 90.01);
      expect(errorBody(above).errors).toEqual([{ field: 'amount', message: 'must be at most the purchase (90.00)' }]);
      const old = await pay(elite, 'CT-1001-0005', 100);
      expect(old.statusCode).toBe(409);
      expect(errorBody(old)).toMatchObject({ code: 'PURCHASE_NOT_REDEEMABLE', data: { reason: 'expired' } });
      expect((await pay(marie, 'CT-1001-0003', 50)).statusCode).toBe(404);

      const before = await ledgerSum(t.db.pool, elite.accountId);
      const answers = await Promise.all(Array.from({ length: 4 }, () => pay(elite, 'CT-1001-0003', 50.5)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
      const done = answers.find((answer) => answer.statusCode === 201)!;
      expect(done.json<{ data: object }>().data).toMatchObject({
        points: 5_050,
        cash: { amount_cents: 5_050 },
        transaction_reference: 'CT-1001-0003',
        balance: before - 5_050,
      });
      expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before - 5_050);
      const again = await list('?filter=is_redeemed&date_filter=60');
      expect(again.data.map((activity) => activity.reference_identifier)).toContain('CT-1001-0003');
    });
  });

  describe('the sandbox travel partner and vacation site', () => {
    async function travelToken(): Promise<string> {
      const response = await elite.request('GET', `/member/account/${elite.accountId}/jwt`);
      expect(response.json<{ data: { vacation_urls: object } }>().data.vacation_urls).toEqual({
        'en-CA': '/sandbox/vacations/en',
        'fr-CA': '/sandbox/vacations/fr',
      });
      return response.json<{ data: { token: string } }>().data.token;
    }

    it('the store’s token opens the partner’s offers, and a trip chosen there goes back to the store to be paid (travel checkout)', async () => {
      const page = await t.app.inject({ url: `/sandbox/travel-partner/authenticate?token=${await travelToken()}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Flight Montréal (YUL) – Vancouver (YVR)');
      const session = /name="session" value="([^"]+)"/.exec(page.body)![1]!;
      const before = await ledgerSum(t.db.pool, elite.accountId);
      const form = new URLSearchParams({ session, offer: 'flight-yul-yvr', site: 'travel', attempt: 'attempt-0001', lang: 'en' }).toString();
      const chosen = await t.app.inject({ method: 'POST', url: '/sandbox/travel-partner/book', headers: FORM, payload: form });
      expect(chosen.statusCode).toBe(303);
      expect(chosen.headers.location).toBe('/travel-miles?travel_offer=flight-yul-yvr&attempt=attempt-0001');
      expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before);
      const gone = new URLSearchParams({ session, offer: 'moon-base', site: 'travel', attempt: 'attempt-0002', lang: 'en' }).toString();
      expect((await t.app.inject({ method: 'POST', url: '/sandbox/travel-partner/book', headers: FORM, payload: gone })).statusCode).toBe(409);
    });

    it('the vacation site takes the token by form in French and sells packages', async () => {
      const posted = await t.app.inject({
        method: 'POST',
        url: '/sandbox/vacations/fr',
        headers: FORM,
        payload: `token=${await travelToken()}`,
      });
      expect(posted.statusCode).toBe(303);
      // The one-time handoff in the address becomes the session's cookie (tests/api/partner-session-handoff.test.ts).
      const handedOver = await t.app.inject({ url: String(posted.headers.location) });
      expect(handedOver.statusCode).toBe(303);
      const cookie = String(handedOver.headers['set-cookie']).split(';')[0]!;
      const page = await t.app.inject({ url: String(handedOver.headers.location), headers: { cookie } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('lang="fr-CA"');
      expect(page.body).toContain('Cancún tout compris, 7 nuits');
      expect((await t.app.inject({ method: 'POST', url: '/sandbox/vacations/en', headers: FORM, payload: 'token=nope' })).statusCode).toBe(
        401,
      );
    });
  });
});
