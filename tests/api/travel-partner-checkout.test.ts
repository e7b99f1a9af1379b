import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { Shopper, cardOf, ledgerSum, projectedBalance } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Booked {
  data: { order_id: number; reference_identifier: string; booking_status: string; booking: { points: number; bonus_points: number; item_name: string }; balance: number };
}

/**
 * Spec §7 travel partner calls (issue 21 item 16): GET /member/ascenda/partner,
 * POST /member/ascenda/validate-member and POST /member/ascenda/checkout, the
 * way the sandbox partner and the store use them, with cancel/{id} after.
 */
describe('the travel partner calls (/member/ascenda/…)', () => {
  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'elite');

  const checkout = (shopper: Shopper, offer: string, key = randomUUID(), accountId = shopper.accountId) =>
    shopper.request('POST', '/member/ascenda/checkout?locale=en-CA', { account_id: accountId, offer_code: offer }, { 'idempotency-key': key });
  const validate = (shopper: Shopper, offer: string, accountId = shopper.accountId, locale = 'en-CA') =>
    shopper.request('POST', `/member/ascenda/validate-member?locale=${locale}`, { account_id: accountId, offer_code: offer });

  it('the partner’s configuration names it in both languages and says where it sends members back', async () => {
    const answer = await elite().request('GET', '/member/ascenda/partner');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      data: {
        name: { 'en-CA': 'Demo Travel', 'fr-CA': 'Voyages Démo' },
        travel_url: '/sandbox/travel-partner/authenticate',
        vacation_urls: { 'en-CA': '/sandbox/vacations/en', 'fr-CA': '/sandbox/vacations/fr' },
        sale_channel_codes: ['TRAV', 'TPPV'],
        elite_bonus_percent: 20,
        checkout_path: '/travel-miles',
      },
    });
  });

  it('the sandbox partner sends a chosen trip back to the store with its attempt id, and books nothing itself', async () => {
    const token = (await elite().request('GET', `/member/account/${elite().accountId}/jwt`)).json<{ data: { token: string } }>().data.token;
    const page = await t.app.inject({ url: `/sandbox/travel-partner/authenticate?token=${token}&lang=fr` });
    const session = /name="session" value="([^"]+)"/.exec(page.body)![1]!;
    const before = await ledgerSum(t.db.pool, elite().accountId);
    const attempt = randomUUID();
    const form = new URLSearchParams({ session, offer: 'hotel-quebec', site: 'travel', attempt, lang: 'fr' }).toString();
    const chosen = await t.app.inject({ method: 'POST', url: '/sandbox/travel-partner/book', headers: FORM, payload: form });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(`/fr/travel-miles?travel_offer=hotel-quebec&attempt=${attempt}`);
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before);
    const forged = await t.app.inject({ method: 'POST', url: '/sandbox/travel-partner/book', headers: FORM, payload: 'session=forged&offer=hotel-quebec' });
    expect(forged.statusCode).toBe(401);
  });

  it('validate-member quotes the trip and says the card may book it; the same trip is refused a card short of points', async () => {
    const answer = await validate(elite(), 'hotel-quebec', elite().accountId, 'fr-CA');
    expect(answer.statusCode, answer.body).toBe(200);
    const balance = await ledgerSum(t.db.pool, elite().accountId);
    expect(answer.json()).toMatchObject({
      data: {
        account_id: elite().accountId,
        may_book: true,
        reason: null,
        balance,
        booking: { offer_code: 'hotel-quebec', item_name: 'Hôtel à Québec, 2 nuits', product_type: 'hotel', points: 24_000, bonus_points: 4_800 },
      },
    });
    const cash = new Shopper(t.app, elite().token, await cardOf(t.db.pool, 'elite', 'cash'));
    const short = await validate(cash, 'flight-yul-yvr');
    expect(short.json()).toMatchObject({ data: { may_book: false, reason: 'insufficient-points', booking: { points: 32_000, bonus_points: 0 } } });
    const unknown = await validate(elite(), 'moon-base');
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).errors).toEqual([{ field: 'offer_code', message: 'is not a trip the travel partner offers' }]);
  });

  it('checkout debits once per key with the Elite bonus, shows in the itineraries, and cancel gives the points back', async () => {
    const before = await ledgerSum(t.db.pool, elite().accountId);
    const key = randomUUID();
    const [first, second] = await Promise.all([checkout(elite(), 'car-calgary', key), checkout(elite(), 'car-calgary', key)]);
    const done = [first!, second!].find((answer) => answer.statusCode === 201)!;
    expect(done.json<Booked>().data).toMatchObject({ booking_status: 'confirmed', booking: { points: 12_000, bonus_points: 2_400 }, balance: before - 12_000 + 2_400 });
    const replay = await checkout(elite(), 'car-calgary', key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(done.json());
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before - 9_600);
    expect(await projectedBalance(t.db.pool, elite().accountId)).toBe(before - 9_600);
    expect((await checkout(elite(), 'hotel-quebec', key)).statusCode).toBe(422);

    const { order_id: orderId, reference_identifier: reference } = done.json<Booked>().data;
    const itineraries = await elite().request('GET', '/member/order?sale_channel_type_codes=TRAV&sale_channel_type_codes=TPPV');
    const listed = itineraries.json<{ data: Array<{ reference_identifier: string; order_items: Array<{ booking: { booking_status: string; product_type: string } | null }> }> }>().data;
    expect(listed.find((order) => order.reference_identifier === reference)?.order_items[0]?.booking).toMatchObject({ booking_status: 'confirmed', product_type: 'car' });

    const cancelled = await elite().request('POST', `/member/ascenda/cancel/${orderId}`, undefined, { 'idempotency-key': randomUUID() });
    expect(cancelled.json()).toMatchObject({ data: { points_refunded: 12_000, bonus_reversed: 2_400, balance: before } });
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before);
  });

  it('concurrent checkouts never overdraw the card: those it cannot cover are 409 INSUFFICIENT_POINTS', async () => {
    const marie = await signedInShopper(t, 'marie');
    const balance = await ledgerSum(t.db.pool, marie.accountId);
    const covered = Math.floor(balance / 12_000);
    const answers = await Promise.all(Array.from({ length: covered + 3 }, () => checkout(marie, 'car-calgary')));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(covered);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => errorBody(answer).code)).toEqual(['INSUFFICIENT_POINTS', 'INSUFFICIENT_POINTS', 'INSUFFICIENT_POINTS']);
    expect(await ledgerSum(t.db.pool, marie.accountId)).toBe(balance - covered * 12_000);
    expect(await projectedBalance(t.db.pool, marie.accountId)).toBe(balance - covered * 12_000);
  });

  it('another member’s card is a 404 for both calls; a card on hold is refused; bad input is a 400 by field', async () => {
    const marie = await signedInShopper(t, 'marie');
    expect((await validate(marie, 'car-calgary', elite().accountId)).statusCode).toBe(404);
    expect((await checkout(marie, 'car-calgary', randomUUID(), elite().accountId)).statusCode).toBe(404);
    const { rows } = await t.db.pool.query<{ id: number }>("SELECT id FROM account WHERE reference_identifier = 'ACC-5001'");
    const onhold = new Shopper(t.app, await login(t.app, 'onhold'), rows[0]!.id);
    expect((await validate(onhold, 'car-calgary')).json()).toMatchObject({ data: { may_book: false, reason: 'card-not-active' } });
    const held = await checkout(onhold, 'car-calgary');
    expect(held.statusCode).toBe(409);
    expect(errorBody(held).code).toBe('ACCOUNT_NOT_ACTIVE');
    const wrong = await elite().request('POST', '/member/ascenda/checkout', { account_id: 'one', offer_code: 7 }, { 'idempotency-key': randomUUID() });
    expect(wrong.statusCode).toBe(400);
    expect((errorBody(wrong).errors ?? []).map((error: { field: string }) => error.field).sort()).toEqual(['account_id', 'offer_code']);
    expect((await elite().request('POST', '/member/ascenda/checkout', { account_id: elite().accountId, offer_code: 'car-calgary' })).statusCode).toBe(400);
  });

  it('a read-only login-as session may look but not book; a write admin’s booking names the admin on the order and its debit', async () => {
    const readOnly = new Shopper(t.app, (await loginAsSession(t.app, 'auditor', 'elite')).token, elite().accountId);
    const before = await ledgerSum(t.db.pool, elite().accountId);
    expect((await validate(readOnly, 'car-calgary')).json()).toMatchObject({ data: { may_book: false, reason: 'read-only' } });
    const refused = await checkout(readOnly, 'car-calgary');
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
    expect(await ledgerSum(t.db.pool, elite().accountId)).toBe(before);

    const writer = new Shopper(t.app, (await loginAsSession(t.app, 'admin', 'elite')).token, elite().accountId);
    const booked = await checkout(writer, 'car-calgary');
    expect(booked.statusCode, booked.body).toBe(201);
    const orderId = booked.json<Booked>().data.order_id;
    const { rows } = await t.db.pool.query<{ admin: string | null; session: string | null }>(
      `SELECT a.user_account AS admin, o.login_as_session_id AS session FROM redemption_order o LEFT JOIN admin_user a ON a.id = o.admin_id WHERE o.id = $1`,
      [orderId],
    );
    expect(rows[0]).toMatchObject({ admin: 'admin', session: expect.any(String) });
    const debit = await t.db.pool.query<{ admin: string | null }>(
      `SELECT a.user_account AS admin FROM point_ledger_entry e LEFT JOIN admin_user a ON a.id = e.admin_id WHERE e.source_id = $1 AND e.points < 0`,
      [String(orderId)],
    );
    expect(debit.rows).toEqual([{ admin: 'admin' }]);
  });
});
