import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { ItineraryPage } from '../ports/itinerary-gateway';
import type { LoadItineraries } from './load-itineraries';

export type ItineraryState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly page: number }
  | { readonly status: 'loaded'; readonly page: number; readonly itineraries: ItineraryPage }
  | { readonly status: 'failed'; readonly page: number };

/**
 * The page of travel bookings the itinerary screen shows (`show(page)`), in
 * the page's language, loaded again when the member or the language
 * changes; only the latest load settles.
 */
export class ItineraryStore {
  private readonly state = new BehaviorSubject<ItineraryState>({ status: 'idle' });
  private readonly shown = new Shown<number>();

  readonly state$: Observable<ItineraryState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadItineraries) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (page): ItineraryState => ({ status: 'loading', page }),
      fetch: (page, member): Observable<ItineraryState> =>
        member === null
          ? of({ status: 'idle' })
          : load
              .execute({ page, locale: member.locale })
              .pipe(
                map((itineraries): ItineraryState =>
                  itineraries === null ? { status: 'failed', page } : { status: 'loaded', page, itineraries },
                ),
              ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): ItineraryState {
    return this.state.getValue();
  }

  show(page: number): () => void {
    return this.shown.show(page);
  }

  retry(): void {
    this.shown.retry();
  }
}
