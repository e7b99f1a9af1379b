import { deliveryExpectation, type DeliveryExpectation } from './delivery-expectation.ts';
import { NOT_YET_SHIPPED_STATUSES } from './order-cancellation.ts';
import type { OrderItemStatus } from './order-item-status.ts';

/** Statuses of an item that is still on its way: not shipped yet, or shipped and not yet delivered. */
export const AWAITING_DELIVERY_STATUSES: readonly OrderItemStatus[] = [...NOT_YET_SHIPPED_STATUSES, 'shipped'];

const NO_DELIVERY: DeliveryExpectation = { key: 'delivery.none', by: null };

/**
 * What the order detail says about when an item arrives (spec §9 delivery
 * texts): the expectation of its product type from the day it was ordered
 * while it is still on its way; none once it has arrived or will not
 * (delivered, gifted, cancelled, declined, returned, refunded, ...).
 */
export function orderItemDelivery(
  item: { readonly productType: string; readonly status: OrderItemStatus },
  orderedAt: Date,
): DeliveryExpectation {
  return AWAITING_DELIVERY_STATUSES.includes(item.status) ? deliveryExpectation(item.productType, orderedAt) : NO_DELIVERY;
}
