/** Every order-item status label of spec §3, in the spec's order. */
export const ORDER_ITEM_STATUSES = [
  'backordered', 'cancelled', 'charged', 'declined', 'delivered', 'gifted', 'hold', 'locked_for_fraud', 'new',
  'not_available', 'placed', 'processing', 'received', 'refund_in_progress', 'refund_requested', 'refunded',
  'resend_requested', 'resend_pending', 'resend_accepted', 'resend_failed', 'resend_in_progress', 'return_accepted',
  'return_denied', 'return_failed', 'return_cancelled', 'return_in_progress', 'return_pending',
  'return_request_cancelled', 'return_requested', 'returned', 'shipped', 'trace_in_progress', 'trace_pending',
  'trace_requested', 'undeliverable',
] as const;

/** One of {@link ORDER_ITEM_STATUSES}. */
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** The generic statuses of spec §3 (travel and other bookings). */
export const GENERIC_STATUSES = ['accepted', 'booked', 'cancelled', 'confirmed', 'not_available', 'success'] as const;

/** The cancel reasons of spec §3. */
export const CANCEL_REASONS = [
  'damaged in transit', 'defective item', 'fraud', 'item ordered in error', 'item no longer needed', 'lost',
  'received wrong item', 'remorse', 'stolen',
] as const;

/** One entry of an item's status history, oldest first (the API's order_statuses). */
export interface OrderStatusEntry {
  readonly status: string;
  readonly reason?: string | null;
}

/**
 * An item's current status (spec §4): the last entry of its history,
 * lower-cased, with spaces as underscores ('Refund In Progress' is
 * refund_in_progress); 'not_available' when the history is empty or the
 * status is none of the labels.
 */
export function orderItemStatus(history: readonly OrderStatusEntry[]): OrderItemStatus {
  const last = history.at(-1);
  if (last === undefined) {
    return 'not_available';
  }
  const label = last.status.trim().toLowerCase().replace(/\s+/g, '_');
  return (ORDER_ITEM_STATUSES as readonly string[]).includes(label) ? (label as OrderItemStatus) : 'not_available';
}

/** The translation key of a status label, under order status (spec §4). */
export function orderItemStatusKey(status: OrderItemStatus): string {
  return `orderStatus.${status}`;
}
