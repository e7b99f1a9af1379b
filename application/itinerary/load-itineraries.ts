import type { Locale } from '@domain/locale/locale';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { ItineraryGateway, ItineraryPage } from '../ports/itinerary-gateway';

/**
 * Reads one page of the member's travel bookings (spec §7 itineraries: TRAV
 * and TPPV, 10 a page). Runs when subscribed; unsubscribing drops the
 * answer. Always holds: a failure gives null and is reported unless it is
 * the session's.
 */
export class LoadItineraries {
  constructor(
    private readonly gateway: ItineraryGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(input: { readonly page: number; readonly locale: Locale }): Observable<ItineraryPage | null> {
    return defer(() => this.gateway.list(input)).pipe(
      map((result) => {
        if (result.ok) return result.page;
        this.errors.report('itineraries', result);
        return null;
      }),
    );
  }
}
