import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadPlacedOrder, PlacedOrderView } from './load-placed-order';

/** The confirmation page's order, by the id in `/checkout/confirm?order=<id>`. */
export type OrderConfirmationState =
  { readonly status: 'idle' } | { readonly status: 'loading'; readonly orderId: number } | ({ readonly orderId: number } & PlacedOrderView);

/**
 * The order the confirmation page shows (`show(orderId)`), in the page's
 * language: loaded again when the language changes, and after a page
 * reload from the id in the address alone.
 *
 * Always holds: only the latest request settles; a visitor has no order to
 * see ('not-found'); while the member's card is unknown nothing is asked.
 */
export class OrderConfirmationStore {
  private readonly state = new BehaviorSubject<OrderConfirmationState>({ status: 'idle' });
  private readonly shown = new Shown<number>();

  readonly state$: Observable<OrderConfirmationState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadPlacedOrder) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (orderId): OrderConfirmationState => ({ status: 'loading', orderId }),
      fetch: (orderId, member) =>
        member === null
          ? of<OrderConfirmationState>({ status: 'not-found', orderId })
          : load.execute(orderId, member).pipe(map((view): OrderConfirmationState => ({ ...view, orderId }))),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): OrderConfirmationState {
    return this.state.getValue();
  }

  /** The confirmation page shows order `orderId`; call the returned function when it closes. */
  show(orderId: number): () => void {
    return this.shown.show(orderId);
  }

  /** Asks again for the order shown (after a failure). */
  retry(): void {
    this.shown.retry();
  }
}
