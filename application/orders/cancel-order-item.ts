import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Order, OrderItem } from '@rewards-storefront/domain/orders/order';
import type { CancellationOutcome } from './cancellation-outcome';
import { CancellationFlow } from './cancellation-flow';

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
 * Always holds: what {@link CancellationFlow} holds; on success the item
 * shows cancelled at once and, when no item remains cancellable, the order
 * too (spec §4), and the success notice names the item.
 */
export class CancelOrderItem extends CancellationFlow {
  execute({ order, item, locale }: CancelOrderItemInput): Promise<CancellationOutcome> {
    return this.cancel(
      order.id,
      { kind: 'item', itemId: item.itemId },
      () => this.gateway.cancelItem({ id: order.id, itemId: item.itemId, locale }),
      {
        title: { key: 'orders.notice.itemCancelledTitle' },
        description: { key: 'orders.notice.itemCancelled', params: { name: item.productName, number: order.referenceIdentifier } },
      },
    );
  }
}
