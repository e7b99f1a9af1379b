import { orderItemStatus, type OrderItemStatus } from './order-item-status.ts';

/** One item of a historical order (spec §3: description, program_amount, order_item_status). */
export interface HistoricalOrderItem {
  /** What was redeemed, in the page's language. */
  readonly description: string;
  /** What it cost, in the programme's currency. */
  readonly programAmount: number;
  readonly status: OrderItemStatus;
}

/**
 * An order the member placed on the programme's previous platform (spec §3
 * historical orders), as it was imported: read only, with no detail page
 * and nothing to cancel. Amounts are whole units of `programCurrency`
 * (points), cash whole cents of `fiatCurrency`.
 */
export interface HistoricalOrder {
  readonly id: number;
  readonly referenceIdentifier: string;
  readonly createdAt: Date;
  readonly programCurrency: string;
  readonly totalAmount: number;
  readonly paidAmount: number;
  readonly cashCents: number;
  readonly fiatCurrency: string;
  readonly items: readonly HistoricalOrderItem[];
}

/** One page of the member's historical orders, newest first. */
export interface HistoricalOrderPage {
  readonly orders: readonly HistoricalOrder[];
  /** 1-based. */
  readonly page: number;
  readonly lastPage: number;
  /** Historical orders on all pages. */
  readonly count: number;
  readonly perPage: number;
}

/** Historical orders a page (as the order history: spec §9's 10). */
export const HISTORICAL_ORDER_PAGE_SIZE = 10;

/**
 * An imported item's status as a label of spec §3: the previous platform's
 * text read as the order history reads a status ('Refund In Progress' is
 * refund_in_progress), 'not_available' for anything else.
 */
export function historicalItemStatus(text: string): OrderItemStatus {
  return orderItemStatus([{ status: text }]);
}

/** The statuses of a historical order's items, each once, in the order of the items (one when they all share it). */
export function historicalOrderStatuses(order: Pick<HistoricalOrder, 'items'>): OrderItemStatus[] {
  return [...new Set(order.items.map((item) => item.status))];
}
