import type { OrderPage } from '@domain/orders/order';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadOrderHistory } from './load-order-history';

/** The order history page's data, by the page number in its URL. */
export type OrderHistoryState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly page: number }
  | { readonly status: 'loaded'; readonly page: number; readonly history: OrderPage }
  | { readonly status: 'failed'; readonly page: number };

const IDLE: OrderHistoryState = { status: 'idle' };

/**
 * The page of the member's order history on screen (`show`), for the
 * active card, in the page's language; loaded again when the page, the
 * card, the language or the member changes, and not while the member's
 * cards are unknown.
 *
 * Always holds: only the latest request settles, so paging quickly never
 * shows a late earlier page under a later page's number; a visitor has no
 * history; it is member data, so `clear` (on session end) forgets it.
 */
export class OrderHistoryStore {
  private readonly state = new BehaviorSubject<OrderHistoryState>(IDLE);
  private readonly shown = new Shown<number>();

  readonly state$: Observable<OrderHistoryState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadOrderHistory) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (page): OrderHistoryState => ({ status: 'loading', page }),
      fetch: (page, member) =>
        member === null
          ? of(IDLE)
          : load
              .execute(page, member)
              .pipe(
                map((result): OrderHistoryState =>
                  result.ok ? { status: 'loaded', page, history: result.history } : { status: 'failed', page },
                ),
              ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): OrderHistoryState {
    return this.state.getValue();
  }

  /** The order history shows page `page` (1-based); call the returned function when it closes. */
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
