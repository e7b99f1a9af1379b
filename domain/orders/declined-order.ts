import { orderItemStatus, type OrderStatusEntry } from './order-item-status.ts';

/** What the declined rule reads of an order: its items' status histories. */
export interface OrderWithItemStatuses {
  readonly items: readonly { readonly statuses: readonly OrderStatusEntry[] }[];
}

/** Spec §4: an order is declined only when all its items are declined (an order without items is not). */
export function isDeclinedOrder(order: OrderWithItemStatuses): boolean {
  return order.items.length > 0 && order.items.every((item) => orderItemStatus(item.statuses) === 'declined');
}

/** Spec §4: declined orders are filtered out of lists; the others keep their order. */
export function withoutDeclinedOrders<T extends OrderWithItemStatuses>(orders: readonly T[]): T[] {
  return orders.filter((order) => !isDeclinedOrder(order));
}
