import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Shopper, ledgerSum, projectedBalance } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { ManualClock, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const DAY = 86_400;

/**
 * Issue 21 item 16: POST /member/ascenda/cancel/{id} cancels a travel
 * booking at the (sandbox) travel partner, with the points back through the
 * ledger once, however often or concurrently it is asked.
 */
describe('cancelling a travel booking (POST /member/ascenda/cancel/{id})', () => {
  let elite: Shopper;

  const clock = new ManualClock();
  const t = useTestApp({ clock });
  beforeAll(async () => {
    elite = await signedInShopper(t, 'elite', 'elite');
  });

  const orderId = async (reference: string) =>
    (await t.db.pool.query<{ id: number }>('SELECT id FROM redemption_order WHERE reference_identifier = $1', [reference])).rows[0]!.id;
  const cancel = (shopper: Shopper, id: number, key = randomUUID(), locale = 'en-CA') =>
    shopper.request('POST', `/member/ascenda/cancel/${id}?locale=${locale}`, undefined, { 'idempotency-key': key });
  const itinerary = async (reference: string) => {
    const page = await elite.request('GET', '/member/order?sale_channel_type_codes=TRAV&sale_channel_type_codes=TPPV');
    return page
      .json<{ data: Array<{ reference_identifier: string; order_items: Array<{ booking: { booking_status: string } | null }> }> }>()
      .data.find((order) => order.reference_identifier === reference);
  };

  it('cancels the flight: its points come back once, the itinerary says cancelled, and the same key answers the same', async () => {
    const id = await orderId('DEMO-ELITE-0008');
    const before = await ledgerSum(t.db.pool, elite.accountId);
    const key = randomUUID();
    const first = await cancel(elite, id, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      data: {
        order_id: id,
        reference_identifier: 'DEMO-ELITE-0008',
        booking_status: 'cancelled',
        points_refunded: 38_500,
        bonus_reversed: 0,
        balance: before + 38_500,
      },
    });
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before + 38_500);
    expect(await projectedBalance(t.db.pool, elite.accountId)).toBe(before + 38_500);
    expect((await itinerary('DEMO-ELITE-0008'))?.order_items[0]?.booking?.booking_status).toBe('cancelled');

    const replay = await cancel(elite, id, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const again = await cancel(elite, id, randomUUID(), 'fr-CA');
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toMatchObject({ code: 'TRAVEL_NOT_CANCELLABLE', message: 'Cette réservation est déjà annulée.', data: { reason: 'already-cancelled' } });
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before + 38_500);
  });

  it('a booking with the Elite bonus gives back its points and takes the bonus back; two cancellations at once refund once', async () => {
    const booked = await elite.request('POST', '/member/ascenda/checkout', { account_id: elite.accountId, offer_code: 'car-calgary' }, { 'idempotency-key': randomUUID() });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json<{ data: { order_id: number } }>().data.order_id;
    const before = await ledgerSum(t.db.pool, elite.accountId);

    const answers = await Promise.all([cancel(elite, id), cancel(elite, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const ok = answers.find((answer) => answer.statusCode === 200)!;
    expect(ok.json()).toMatchObject({ data: { points_refunded: 12_000, bonus_reversed: 2_400, balance: before + 12_000 - 2_400 } });
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before + 12_000 - 2_400);
    const entries = await t.db.pool.query<{ entry_type: string; points: number }>(
      "SELECT entry_type, points::int AS points FROM point_ledger_entry WHERE source_id = $1 AND entry_type IN ('refund', 'reversal') ORDER BY id",
      [String(id)],
    );
    expect(entries.rows).toEqual([
      { entry_type: 'refund', points: 12_000 },
      { entry_type: 'reversal', points: -2_400 },
    ]);
  });

  it('refuses once the trip has started (on its first day), and changes nothing', async () => {
    const id = await orderId('DEMO-ELITE-0009');
    const before = await ledgerSum(t.db.pool, elite.accountId);
    clock.advanceSeconds(40 * DAY + 3600);
    const shopper = new Shopper(t.app, await login(t.app, 'elite'), elite.accountId);
    const late = await cancel(shopper, id);
    expect(late.statusCode).toBe(409);
    expect(errorBody(late)).toMatchObject({ code: 'TRAVEL_NOT_CANCELLABLE', data: { reason: 'trip-started' } });
    expect(await ledgerSum(t.db.pool, elite.accountId)).toBe(before);
  });

  it('another member’s booking, or an order that is not a booking, is 404; without an Idempotency-Key it is 400', async () => {
    // The clock moved on in the case before: sign in afresh.
    elite = new Shopper(t.app, await login(t.app, 'elite'), elite.accountId);
    const marie = await signedInShopper(t, 'marie');
    expect((await cancel(marie, await orderId('DEMO-ELITE-0009'))).statusCode).toBe(404);
    expect((await cancel(elite, await orderId('DEMO-ELITE-0006'))).statusCode).toBe(404);
    const missingKey = await elite.request('POST', `/member/ascenda/cancel/${await orderId('DEMO-ELITE-0009')}`);
    expect(missingKey.statusCode).toBe(400);
  });
});
