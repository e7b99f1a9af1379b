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
}
