import type { Order } from '@domain/orders/order';
import { defer, map, type Observable } from 'rxjs';
import type { MemberContext } from '../context/context-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';

/** A placed order as the confirmation shows it, or why it cannot be shown. */
export type PlacedOrderView =
  { readonly status: 'loaded'; readonly order: Order } | { readonly status: 'not-found' } | { readonly status: 'failed' };

/**
 * Reads the order the member just placed, for its confirmation (spec §2
 * /checkout/confirm), in the member's language. Runs when subscribed;
 * unsubscribing drops the answer.
 *
 * Always holds: an order that is not the member's (or does not exist) is
 * 'not-found', not reported; other failures are reported unless they are
 * the session's.
 */
export class LoadPlacedOrder {
  constructor(
    private readonly gateway: OrderGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(orderId: number, { locale }: Pick<MemberContext, 'locale'>): Observable<PlacedOrderView> {
    return defer(() => this.gateway.getOrder({ id: orderId, locale })).pipe(
      map((result): PlacedOrderView => {
        if (result.ok) return { status: 'loaded', order: result.order };
        if (result.reason === 'not-found') return { status: 'not-found' };
        this.errors.report('order confirmation', result);
        return { status: 'failed' };
      }),
    );
  }
}
