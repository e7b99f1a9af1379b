import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Order } from '@rewards-storefront/domain/orders/order';
import type { RefreshBalances } from '../account/refresh-balances';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';
import { cancellationFailed, type CancellationOutcome } from './cancellation-outcome';
import type { OrderDetailStore } from './order-detail-store';

export interface CancelOrderInput {
  readonly order: Pick<Order, 'id' | 'referenceIdentifier'>;
  readonly locale: Locale;
}

/**
 * A member cancels a whole order, after confirming (spec §4
 * "Cancellation"): the programme decides whether it still can be (every
 * item not yet cancelled must be cancellable).
 *
 * Always holds: one cancellation at a time ('busy' otherwise, nothing
 * sent); on success every item shows cancelled at once and nothing remains
 * cancellable (spec §4), then the order is read again and the card
 * balances refreshed (the points came back), and a success notice names
 * the order; on failure nothing changes and the failure notice of
 * {@link cancellationFailed} shows.
 */
export class CancelOrder {
  constructor(
    private readonly gateway: OrderGateway,
    private readonly store: OrderDetailStore,
    private readonly balances: RefreshBalances,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ order, locale }: CancelOrderInput): Promise<CancellationOutcome> {
    if (!this.store.startCancelling(order.id, { kind: 'order' })) return 'busy';
    try {
      const result = await this.gateway.cancelOrder({ id: order.id, locale });
      if (!result.ok) return cancellationFailed(result, 'order', this.notifications, this.errors);
      this.store.orderCancelled(order.id);
      this.store.refresh();
      void this.balances.execute();
      this.notifications.notify({
        kind: 'success',
        title: { key: 'orders.notice.orderCancelledTitle' },
        description: { key: 'orders.notice.orderCancelled', params: { number: order.referenceIdentifier } },
      });
      return 'cancelled';
    } finally {
      this.store.endCancelling();
    }
  }
}
