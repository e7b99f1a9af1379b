import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Order, OrderItem } from '@rewards-storefront/domain/orders/order';
import type { RefreshBalances } from '../account/refresh-balances';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';
import { cancellationFailed, type CancellationOutcome } from './cancellation-outcome';
import type { OrderDetailStore } from './order-detail-store';

export interface CancelOrderItemInput {
  readonly order: Pick<Order, 'id' | 'referenceIdentifier'>;
  readonly item: Pick<OrderItem, 'itemId' | 'productName'>;
  readonly locale: Locale;
}

/**
 * A member cancels one item of an order, after confirming (spec §4
 * "Cancellation"): the programme decides whether it still can be (6 hours,
 * not shipped, merchandise and gift cards).
 *
 * Always holds: one cancellation at a time ('busy' otherwise, nothing
 * sent); on success the item shows cancelled at once and, when no item
 * remains cancellable, the order too (spec §4), then the order is read again
 * and the card balances refreshed (the points came back), and a success
 * notice names the item; on failure nothing changes and the failure notice
 * of {@link cancellationFailed} shows.
 */
export class CancelOrderItem {
  constructor(
    private readonly gateway: OrderGateway,
    private readonly store: OrderDetailStore,
    private readonly balances: RefreshBalances,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ order, item, locale }: CancelOrderItemInput): Promise<CancellationOutcome> {
    if (!this.store.startCancelling(order.id, { kind: 'item', itemId: item.itemId })) return 'busy';
    try {
      const result = await this.gateway.cancelItem({ id: order.id, itemId: item.itemId, locale });
      if (!result.ok) return cancellationFailed(result, 'item', this.notifications, this.errors);
      this.store.itemCancelled(order.id, item.itemId);
      this.store.refresh();
      void this.balances.execute();
      this.notifications.notify({
        kind: 'success',
        title: { key: 'orders.notice.itemCancelledTitle' },
        description: { key: 'orders.notice.itemCancelled', params: { name: item.productName, number: order.referenceIdentifier } },
      });
      return 'cancelled';
    } finally {
      this.store.endCancelling();
    }
  }
}
