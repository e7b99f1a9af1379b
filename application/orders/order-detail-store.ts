import type { Order } from '@rewards-storefront/domain/orders/order';
import { afterItemCancelled, afterOrderCancelled } from '@rewards-storefront/domain/orders/order-cancellation';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';

/** The order detail page's data, by the order id in its URL. */
export type OrderDetailState = QueryState<
  { orderId: number },
  /** `refreshing` while the order on screen is being read again (after a change, or in another language). */
  { order: Order; refreshing: boolean },
  'not-found'
>;

/** What is being cancelled: the whole order, or one of its items. */
export type CancellationTarget = { readonly kind: 'order' } | { readonly kind: 'item'; readonly itemId: number };

/** A cancellation under way, of the order `orderId`. */
export interface PendingCancellation {
  readonly orderId: number;
  readonly target: CancellationTarget;
}

const IDLE: OrderDetailState = { status: 'idle' };

/**
 * The order on the order detail page (`show`), in the page's language,
 * loaded again when the order, the language or the member changes, and not
 * while the member's cards are unknown; and the cancellation under way, if
 * any (one at a time).
 *
 * Always holds: only the latest request settles; while the same order is
 * read again it stays on screen (`refreshing`); a cancellation the
 * programme accepted shows at once with the state changes of spec §4
 * (`itemCancelled`, `orderCancelled`) until the order is read again
 * (`refresh`); a visitor has none; `clear` (on session end) forgets it.
 */
export class OrderDetailStore extends QueryStore<number, MemberContext, OrderDetailState> {
  private readonly cancelling = new BehaviorSubject<PendingCancellation | null>(null);

  /** The cancellation under way (disable the cancel buttons meanwhile), or null. */
  readonly cancelling$: Observable<PendingCancellation | null> = this.cancelling.pipe(distinctUntilChanged());

  constructor(context: ContextStore, gateway: OrderGateway, errors: ErrorReporter) {
    super({
      initial: IDLE,
      context$: context.member$,
      loading: (orderId, last) =>
        last.status === 'loaded' && last.orderId === orderId ? { ...last, refreshing: true } : { status: 'loading', orderId },
      // An unknown order, or another member's, is not reported: a link may be old or mistyped.
      fetch: (orderId, { locale }) =>
        ask(
          errors,
          'order detail',
          () => gateway.getOrder({ id: orderId, locale }),
          (result): OrderDetailState => {
            if (result.ok) return { status: 'loaded', orderId, order: result.order, refreshing: false };
            return { status: result.reason === 'not-found' ? 'not-found' : 'failed', orderId };
          },
          ['not-found'],
        ),
    });
  }

  /** Reads the order shown again from the programme (after it changed), keeping it on screen meanwhile. */
  refresh(): void {
    this.retry();
  }

  /** Starts cancelling `target` of `orderId`; false (nothing starts) while another cancellation is under way. */
  startCancelling(orderId: number, target: CancellationTarget): boolean {
    if (this.cancelling.getValue() !== null) return false;
    this.cancelling.next({ orderId, target });
    return true;
  }

  endCancelling(): void {
    this.cancelling.next(null);
  }

  /** The programme cancelled item `itemId` of `orderId`: spec §4's changes, if that order is on screen. */
  itemCancelled(orderId: number, itemId: number): void {
    this.changeShown(orderId, (order) => afterItemCancelled(order, itemId));
  }

  /** The programme cancelled the whole order `orderId`: spec §4's changes, if that order is on screen. */
  orderCancelled(orderId: number): void {
    this.changeShown(orderId, (order) => afterOrderCancelled(order));
  }

  override clear(): void {
    this.cancelling.next(null);
    super.clear();
  }

  private changeShown(orderId: number, change: (order: Order) => Order): void {
    this.update((current) => (current.status === 'loaded' && current.orderId === orderId ? { ...current, order: change(current.order) } : current));
  }
}
