import type { OrderItemStatus } from './order-item-status.ts';

/** Merchandise, gift card and eGift card redemptions can be cancelled up to this long after redemption (spec §4, §9). */
export const CANCELLATION_WINDOW_HOURS = 6;

/** The product types whose redemptions can be cancelled (spec §4); every other redemption is final. */
export const CANCELLABLE_PRODUCT_TYPES = ['merchandise', 'giftcard', 'egiftcard'] as const;

/** Statuses of an item that has not shipped (nor been delivered, gifted, declined or cancelled) yet. */
export const NOT_YET_SHIPPED_STATUSES: readonly OrderItemStatus[] = ['new', 'placed', 'processing', 'charged', 'hold', 'backordered'];

/** Why an item cannot be cancelled. */
export type CancellationRefusal = 'final-redemption' | 'window-closed' | 'already-cancelled' | 'already-shipped';

/** What the rule reads of an item: what was redeemed, its current status, when it was redeemed. */
export interface CancellableItemFacts {
  readonly productType: string;
  readonly status: OrderItemStatus;
  readonly redeemedAt: Date;
}

/** The moment an item redeemed at `redeemedAt` stops being cancellable. */
export function cancellationDeadline(redeemedAt: Date): Date {
  return new Date(redeemedAt.getTime() + CANCELLATION_WINDOW_HOURS * 3_600_000);
}

/**
 * Whether an item can be cancelled at `now` (spec §4, §9): only a
 * merchandise, gift card or eGift card redemption, not already cancelled,
 * not yet shipped, and strictly before {@link cancellationDeadline}. The
 * reasons are checked in that order.
 */
export function itemCancellation(
  item: CancellableItemFacts,
  now: Date,
): { readonly ok: true } | { readonly ok: false; readonly reason: CancellationRefusal } {
  if (!(CANCELLABLE_PRODUCT_TYPES as readonly string[]).includes(item.productType)) {
    return { ok: false, reason: 'final-redemption' };
  }
  if (item.status === 'cancelled') {
    return { ok: false, reason: 'already-cancelled' };
  }
  if (!NOT_YET_SHIPPED_STATUSES.includes(item.status)) {
    return { ok: false, reason: 'already-shipped' };
  }
  if (now.getTime() >= cancellationDeadline(item.redeemedAt).getTime()) {
    return { ok: false, reason: 'window-closed' };
  }
  return { ok: true };
}

/** An item as the cancellation state sees it (spec §3 client order item). */
export interface CancellableOrderItem {
  readonly itemId: number;
  readonly status: OrderItemStatus;
  readonly canCancel: boolean;
}

/** An order as the cancellation state sees it (spec §3 client order). */
export interface CancellableOrder<Item extends CancellableOrderItem = CancellableOrderItem> {
  readonly id: number;
  readonly canCancel: boolean;
  readonly items: readonly Item[];
}

/**
 * Whether the whole order can be cancelled, given whether each of its items
 * can: some item is still open (not cancelled) and every open item can be
 * cancelled. An order with a shipped item is cancelled item by item.
 */
export function orderCanCancel(items: readonly Pick<CancellableOrderItem, 'status' | 'canCancel'>[]): boolean {
  const open = items.filter((item) => item.status !== 'cancelled');
  return open.length > 0 && open.every((item) => item.canCancel);
}

/**
 * The order after one of its items was cancelled (spec §4): that item is
 * cancelled with canCancel false, and when no item remains cancellable the
 * order is not cancellable. An unknown item id changes nothing. Every other
 * field of the order and its items is kept.
 */
export function afterItemCancelled<Order extends CancellableOrder>(order: Order, itemId: number): Order {
  if (!order.items.some((item) => item.itemId === itemId)) {
    return order;
  }
  const items = order.items.map((item) => (item.itemId === itemId ? { ...item, status: 'cancelled' as const, canCancel: false } : item));
  return { ...order, items, canCancel: order.canCancel && items.some((item) => item.canCancel) };
}

/** The order after it was cancelled (spec §4): every item cancelled, nothing cancellable any more; every other field kept. */
export function afterOrderCancelled<Order extends CancellableOrder>(order: Order): Order {
  return {
    ...order,
    canCancel: false,
    items: order.items.map((item) => ({ ...item, status: 'cancelled' as const, canCancel: false })),
  };
}
