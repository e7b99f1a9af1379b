import type { HistoricalOrderPage } from '@domain/orders/historical-order';
import { defer, map, type Observable } from 'rxjs';
import type { MemberContext } from '../context/context-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';

/** One page of the historical orders, or a failure (nothing to show but a retry). */
export type HistoricalOrdersLoad = { readonly ok: true; readonly history: HistoricalOrderPage } | { readonly ok: false };

/**
 * A member reads one page of their historical orders (spec §3, §7
 * /member/order-historical): the active card's orders of the programme's
 * previous platform (all of the member's without a usable card), in the
 * page's language. Runs when subscribed; unsubscribing drops the answer.
 *
 * Always holds: a failure is reported unless it is the session's.
 */
export class LoadHistoricalOrders {
  constructor(
    private readonly gateway: OrderGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(page: number, { locale, accountId }: MemberContext): Observable<HistoricalOrdersLoad> {
    return defer(() => this.gateway.listHistoricalOrders({ accountId, page, locale })).pipe(
      map((result): HistoricalOrdersLoad => {
        if (result.ok) return { ok: true, history: result.page };
        this.errors.report('historical orders', result);
        return { ok: false };
      }),
    );
  }
}
