import { withoutDeclinedOrders } from '@domain/orders/declined-order';
import type { OrderPage } from '@domain/orders/order';
import { defer, map, type Observable } from 'rxjs';
import type { MemberContext } from '../context/context-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';

/** One page of the order history, or a failure (nothing to show but a retry). */
export type OrderHistoryLoad = { readonly ok: true; readonly history: OrderPage } | { readonly ok: false };

/**
 * A member reads one page of their order history (spec §2
 * /account/order-history): the active card's orders (all of the member's
 * without a usable card), in the page's language. Runs when subscribed;
 * unsubscribing drops the answer.
 *
 * Always holds: declined orders are never shown (spec §4), even from a
 * programme that would send them; a failure is reported unless it is the
 * session's.
 */
export class LoadOrderHistory {
  constructor(
    private readonly gateway: OrderGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(page: number, { locale, accountId }: MemberContext): Observable<OrderHistoryLoad> {
    return defer(() => this.gateway.listOrders({ accountId, page, locale })).pipe(
      map((result): OrderHistoryLoad => {
        if (result.ok) return { ok: true, history: { ...result.page, orders: withoutDeclinedOrders(result.page.orders) } };
        this.errors.report('order history', result);
        return { ok: false };
      }),
    );
  }
}
