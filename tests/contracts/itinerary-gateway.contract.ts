import type { ItineraryGateway } from '@application/ports/itinerary-gateway';
import { expect, it } from 'vitest';

export interface ItineraryContractSetup {
  readonly gateway: ItineraryGateway;
  /** A card of the member, who has a flight and a hotel booking. */
  readonly accountId: number;
  readonly othersAccountId: number;
}

/** What every ItineraryGateway must do (spec §3 travel booking item, §7 itineraries TRAV and TPPV, §9 10 a page). */
export function itineraryGatewayContract(makeSetup: () => Promise<ItineraryContractSetup>): void {
  it('lists the member’s travel bookings with the fields of spec §3', async () => {
    const { gateway } = await makeSetup();
    const result = await gateway.list({ page: 1, locale: 'en-CA' });
    if (!result.ok) throw new Error(`the list failed: ${result.detail}`);
    expect(result.page).toMatchObject({ page: 1, lastPage: 1 });
    expect(result.page.bookings.map((booking) => booking.productType).sort()).toEqual(['flight', 'hotel']);
    const flight = result.page.bookings.find((booking) => booking.productType === 'flight')!;
    expect(flight).toMatchObject({
      origin: 'YYZ',
      destination: 'YVR',
      status: 'confirmed',
      passengers: [{ firstName: 'Alex', lastName: 'Martin' }],
    });
    expect(flight.orderReference).toEqual(expect.any(String));
    expect(flight.startDate! < flight.endDate!).toBe(true);
  });

  it('gives a token for the partner for the member’s card only', async () => {
    const { gateway, accountId, othersAccountId } = await makeSetup();
    expect(await gateway.travelToken(accountId)).toMatchObject({ ok: true, token: expect.any(String), travelUrl: expect.any(String) });
    expect(await gateway.travelToken(othersAccountId)).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('cancels a booking at the partner once: the same key answers the same, another says it is not cancellable', async () => {
    const { gateway } = await makeSetup();
    const listed = await gateway.list({ page: 1, locale: 'en-CA' });
    if (!listed.ok) throw new Error(`the list failed: ${listed.detail}`);
    const hotel = listed.page.bookings.find((booking) => booking.productType === 'hotel')!;
    const first = await gateway.cancelBooking(hotel.orderId, 'contract-cancel-hotel-1', 'en-CA');
    expect(first).toMatchObject({ ok: true, pointsRefunded: expect.any(Number), bonusReversed: 0 });
    if (!first.ok) return;
    expect(first.pointsRefunded).toBeGreaterThan(0);
    expect(await gateway.cancelBooking(hotel.orderId, 'contract-cancel-hotel-1', 'en-CA')).toEqual(first);
    expect(await gateway.cancelBooking(hotel.orderId, 'contract-cancel-hotel-2', 'en-CA')).toMatchObject({
      ok: false,
      reason: 'not-cancellable',
      message: 'This booking is already cancelled.',
    });
    const after = await gateway.list({ page: 1, locale: 'en-CA' });
    expect(after.ok && after.page.bookings.find((booking) => booking.orderId === hotel.orderId)?.status).toBe('cancelled');
  });
}
