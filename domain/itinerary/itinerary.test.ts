import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, ITINERARY_PAGE_SIZE, TRAVEL_PRODUCT_TYPES, isActiveBooking, itineraryPath, travelPartnerUrl } from './itinerary.ts';

describe('travel itineraries (spec §2, §3, §9)', () => {
  it('lists 10 bookings a page, of the spec’s product types and statuses', () => {
    expect(ITINERARY_PAGE_SIZE).toBe(10);
    expect(TRAVEL_PRODUCT_TYPES).toEqual(['flight', 'hotel', 'car', 'cruise', 'package']);
    expect(BOOKING_STATUSES).toEqual(['confirmed', 'accepted', 'success', 'cancelled', 'booked']);
  });

  it('counts every booking as standing but a cancelled one', () => {
    expect(BOOKING_STATUSES.filter(isActiveBooking)).toEqual(['confirmed', 'accepted', 'success', 'booked']);
  });

  it('opens itinerary/{product_type}/{order_reference} at the partner', () => {
    expect(itineraryPath('flight', 'DEMO-ELITE-0008')).toBe('itinerary/flight/DEMO-ELITE-0008');
    expect(itineraryPath('hotel', 'A/B C')).toBe('itinerary/hotel/A%2FB%20C');
  });

  it('goes to the partner’s authentication page with the token, the language and the page to open', () => {
    expect(
      travelPartnerUrl('/sandbox/travel-partner/authenticate', { token: 'abc.def', locale: 'en-CA', path: 'itinerary/flight/R-1' }),
    ).toBe('/sandbox/travel-partner/authenticate?token=abc.def&lang=en&redirect=itinerary%2Fflight%2FR-1');
    expect(travelPartnerUrl('https://travel.example/auth?partner=demo', { token: 't', locale: 'fr-CA' })).toBe(
      'https://travel.example/auth?partner=demo&token=t&lang=fr',
    );
  });
});
