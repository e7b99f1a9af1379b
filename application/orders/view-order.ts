import type { Order } from '@domain/orders/order';
import { defer, map, type Observable } from 'rxjs';
import type { MemberContext } from '../context/context-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';

export type OrderView =
  { readonly status: 'loaded'; readonly order: Order } | { readonly status: 'not-found' } | { readonly status: 'failed' };

/**
 * A member opens one of their orders (spec §2
 * /account/order-details/:orderId) in the page's language. Runs when
 * subscribed; unsubscribing drops the answer.
 *
 * Always holds: an unknown order, or another member's, is 'not-found' (not
 * reported: a link may be old or mistyped); other failures are reported
 * unless they are the session's.
 */
export class ViewOrder {
  constructor(
    private readonly gateway: OrderGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(orderId: number, { locale }: Pick<MemberContext, 'locale'>): Observable<OrderView> {
    return defer(() => this.gateway.getOrder({ id: orderId, locale })).pipe(
      map((result): OrderView => {
        if (result.ok) return { status: 'loaded', order: result.order };
        if (result.reason === 'not-found') return { status: 'not-found' };
        this.errors.report('order detail', result);
        return { status: 'failed' };
      }),
    );
  }
}
