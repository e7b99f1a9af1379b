import type { HistoricalOrderPage } from '@domain/orders/historical-order';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadHistoricalOrders } from './load-historical-orders';

/** The "Previous orders" section's data, by its page number. */
export type HistoricalOrderState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly page: number }
  | { readonly status: 'loaded'; readonly page: number; readonly history: HistoricalOrderPage }
  | { readonly status: 'failed'; readonly page: number };

const IDLE: HistoricalOrderState = { status: 'idle' };

/**
 * The page of the member's historical orders on screen (`show`), for the
 * active card, in the page's language; loaded again when the page, the
 * card, the language or the member changes, and not while the member's
 * cards are unknown.
 *
 * Always holds: only the latest request settles; a visitor has none; it
 * is member data, so `clear` (on session end) forgets it.
 */
export class HistoricalOrderStore {
  private readonly state = new BehaviorSubject<HistoricalOrderState>(IDLE);
  private readonly shown = new Shown<number>();

  readonly state$: Observable<HistoricalOrderState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadHistoricalOrders) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (page): HistoricalOrderState => ({ status: 'loading', page }),
      fetch: (page, member) =>
        member === null
          ? of(IDLE)
          : load
              .execute(page, member)
              .pipe(
                map((result): HistoricalOrderState =>
                  result.ok ? { status: 'loaded', page, history: result.history } : { status: 'failed', page },
                ),
              ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): HistoricalOrderState {
    return this.state.getValue();
  }

  /** The section shows page `page` (1-based); call the returned function when it closes. */
  show(page: number): () => void {
    return this.shown.show(page);
  }

  /** Asks again for the page shown (after a failure). */
  retry(): void {
    this.shown.retry();
  }

  clear(): void {
    this.state.next(IDLE);
  }
}
