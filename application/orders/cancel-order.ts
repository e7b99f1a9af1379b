import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Order } from '@rewards-storefront/domain/orders/order';
import type { CancellationOutcome } from './cancellation-outcome';
import { CancellationFlow } from './cancellation-flow';

export interface CancelOrderInput {
  readonly order: Pick<Order, 'id' | 'referenceIdentifier'>;
  readonly locale: Locale;
}

/**
 * A member cancels a whole order, after confirming (spec §4
 * "Cancellation"): the programme decides whether it still can be (every
 * item not yet cancelled must be cancellable).
 *
 * Always holds: what {@link CancellationFlow} holds; on success every item
 * shows cancelled at once and nothing remains cancellable (spec §4), and
 * the success notice names the order.
 */
export class CancelOrder extends CancellationFlow {
  execute({ order, locale }: CancelOrderInput): Promise<CancellationOutcome> {
    return this.cancel(order.id, { kind: 'order' }, () => this.gateway.cancelOrder({ id: order.id, locale }), {
      title: { key: 'orders.notice.orderCancelledTitle' },
      description: { key: 'orders.notice.orderCancelled', params: { number: order.referenceIdentifier } },
    });
  }
}
