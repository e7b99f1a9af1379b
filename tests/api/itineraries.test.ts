import type { OrderPage } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { Shopper } from './support/shop';
import { ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

describe('travel itineraries (orders of TRAV and TPPV) and the travel partner', () => {
  const clock = new ManualClock();
  const t = useTestApp({ clock });
  const elite = useSignedInShopper(t, 'elite', 'elite');
  const marie = useSignedInShopper(t, 'marie');

  async function travelToken(shopper: Shopper, accountId = shopper.accountId) {
    return shopper.request('GET', `/member/account/${accountId}/jwt`);
  }

  it('lists the flight and the hotel, 10 a page, each with the booking fields of spec §3', async () => {
    const response = await elite().request('GET', '/member/order?sale_channel_type_codes=TRAV&sale_channel_type_codes=TPPV&per_page=10');
    const page = response.json<OrderPage>();
    expect(page.data.map((order) => order.reference_identifier)).toEqual(['DEMO-ELITE-0009', 'DEMO-ELITE-0008']);
    const flight = page.data[1]!.order_items[0]!.booking;
    expect(flight).toMatchObject({
      item_name: 'Flight Toronto (YYZ) – Vancouver (YVR)',
      item_number: 'TRV-88231',
      product_type: 'flight',
      booking_status: 'confirmed',
      origin: 'YYZ',
      destination: 'YVR',
      passengers: [{ first_name: 'Alex', last_name: 'Martin' }],
      guests: [],
      drivers: [],
    });
    expect(flight?.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(flight!.end_date! > flight!.start_date!).toBe(true);
    expect(page.data[0]!.order_items[0]!.booking).toMatchObject({
      product_type: 'hotel',
      booking_status: 'booked',
      origin: null,
      destination: 'Vancouver, BC',
      guests: [{ first_name: 'Alex' }],
    });
    const french = await elite().request('GET', '/member/order?sale_channel_type_codes=TRAV&sale_channel_type_codes=TPPV&locale=fr-CA');
    expect(french.json<OrderPage>().data[0]!.order_items[0]!.booking?.item_name).toBe('Hôtel à Vancouver, 3 nuits');
  });

  it('gives no booking on other orders', async () => {
    const page = (await elite().request('GET', '/member/order')).json<OrderPage>();
    expect(page.data.flatMap((order) => order.order_items.map((item) => item.booking))).toEqual(
      page.data.flatMap((order) => order.order_items.map(() => null)),
    );
  });

  it('issues a travel token for the member’s card, and the partner opens the itinerary with it, in either language', async () => {
    const response = await travelToken(elite());
    expect(response.statusCode).toBe(200);
    const {
      token,
      travel_url: url,
      expires_in: expiresIn,
    } = response.json<{ data: { token: string; travel_url: string; expires_in: number } }>().data;
    expect(url).toBe('/sandbox/travel-partner/authenticate');
    expect(expiresIn).toBe(120);
    const page = await t.app.inject({
      url: `${url}?token=${token}&lang=en&redirect=${encodeURIComponent('itinerary/flight/DEMO-ELITE-0008')}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Flight Toronto (YYZ) – Vancouver (YVR)');
    expect(page.body).toContain('TRV-88231');
    expect(page.body).toContain('Alex Martin');
    const french = await t.app.inject({
      url: `${url}?token=${token}&lang=fr&redirect=${encodeURIComponent('itinerary/hotel/DEMO-ELITE-0009')}`,
    });
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.body).toContain('Hôtel à Vancouver, 3 nuits');
    expect(french.body).toContain('Réservée');
  });

  it('the partner refuses an expired or forged token, and a booking that is not the member’s', async () => {
    const { token } = (await travelToken(elite())).json<{ data: { token: string } }>().data;
    const wrongType = await t.app.inject({
      url: `/sandbox/travel-partner/authenticate?token=${token}&redirect=itinerary/hotel/DEMO-ELITE-0008`,
    });
    expect(wrongType.statusCode).toBe(404);
    const marieToken = (await travelToken(marie())).json<{ data: { token: string } }>().data.token;
    const foreign = await t.app.inject({
      url: `/sandbox/travel-partner/authenticate?token=${marieToken}&redirect=itinerary/flight/DEMO-ELITE-0008`,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sandbox/travel-partner/authenticate?token=forged' })).statusCode).toBe(401);
    clock.advanceSeconds(10 * 60);
    expect((await t.app.inject({ url: `/sandbox/travel-partner/authenticate?token=${token}` })).statusCode).toBe(401);
  });

  it('another member’s card gets no travel token (404)', async () => {
    expect((await travelToken(marie(), elite().accountId)).statusCode).toBe(404);
  });
});
