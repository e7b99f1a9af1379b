import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeItineraryGateway, aTravelBooking } from '../../tests/fakes/fake-itinerary-gateway';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { itineraries } from './itinerary-store';
import { QueryStore } from '../context/query-store';
import { OpenItinerary } from './open-itinerary';

function setUp(shopper: 'member' | 'guest' = 'member') {
  const context = shopperContext(shopper, 'fr-CA');
  const bookings = Array.from({ length: 12 }, (_, index) => aTravelBooking(100 - index, index % 2 === 0 ? 'flight' : 'hotel'));
  const gateway = new FakeItineraryGateway(bookings);
  const store = new QueryStore(itineraries(context.context, gateway, context.errors));
  const open = new OpenItinerary(gateway, context.accounts, context.notifications, context.errors);
  return { ...context, gateway, store, open, bookings };
}

describe('ItineraryStore (spec §9: 10 a page)', () => {
  it('loads the page shown, in the page’s language', async () => {
    const { store, gateway } = setUp();
    store.show(2);
    await settle();
    expect(gateway.listRequests).toEqual([{ page: 2, locale: 'fr-CA' }]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: 2, itineraries: { page: 2, lastPage: 2 } });
    expect(store.snapshot.status === 'loaded' && store.snapshot.itineraries.bookings).toHaveLength(2);
  });

});

describe('OpenItinerary (spec §2 travel redirect)', () => {
  it('goes to the partner’s authentication page with a token of the active card, the language and the itinerary', async () => {
    const { open, gateway, bookings } = setUp();
    const booking = bookings[0]!;
    expect(await open.execute({ booking, locale: 'fr-CA' })).toEqual({
      url: `/sandbox/travel-partner/authenticate?token=travel-token-1&lang=fr&redirect=itinerary%2Fflight%2F${booking.orderReference}`,
    });
    expect(gateway.tokenRequests).toEqual([101]);
  });

  it('says the partner cannot be reached when there is no token; nothing for a refused session or without a card', async () => {
    const { open, gateway, bookings, shown, errors, accounts } = setUp();
    gateway.failure = UNAVAILABLE;
    expect(await open.execute({ booking: bookings[0]!, locale: 'en-CA' })).toBeNull();
    gateway.failure = UNAUTHORIZED;
    expect(await open.execute({ booking: bookings[0]!, locale: 'en-CA' })).toBeNull();
    expect(shown().map((notice) => notice.description.key)).toEqual(['itinerary.notice.failed']);
    expect(errors.reports).toHaveLength(1);
    accounts.reset();
    expect(await open.execute({ booking: bookings[0]!, locale: 'en-CA' })).toBeNull();
    expect(gateway.tokenRequests).toHaveLength(2);
  });
});
