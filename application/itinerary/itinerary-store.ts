import type { ContextStore, MemberContext } from '../context/context-store';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { ItineraryGateway, ItineraryPage } from '../ports/itinerary-gateway';

export type ItineraryState = QueryState<{ page: number }, { itineraries: ItineraryPage }>;

export type ItineraryStore = QueryStore<number, MemberContext, ItineraryState>;

/**
 * The page of the member's travel bookings the itinerary screen shows
 * (`show(page)`; spec §7 itineraries: TRAV and TPPV, 10 a page), in the
 * page's language.
 */
export function itineraries(context: ContextStore, gateway: ItineraryGateway, errors: ErrorReporter): Query<number, MemberContext, ItineraryState> {
  return {
    initial: { status: 'idle' },
    context$: context.member$,
    loading: (page) => ({ status: 'loading', page }),
    fetch: (page, { locale }) =>
      ask(errors, 'itineraries', () => gateway.list({ page, locale }), (result): ItineraryState =>
        result.ok ? { status: 'loaded', page, itineraries: result.page } : { status: 'failed', page },
      ),
  };
}
