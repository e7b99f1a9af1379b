import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { HistoricalOrderPage } from '@rewards-storefront/domain/orders/historical-order';
import type { EgiftResendRefusal } from '@rewards-storefront/domain/orders/egift-resend';
import type { Order, OrderPage } from '@rewards-storefront/domain/orders/order';
import type { GatewayFailure } from './gateway-failure';

/** One page of the member's order history, for one card (or all of the member's when null), in a language. */
export interface OrderListRequest {
  readonly accountId: number | null;
  /** 1-based. */
  readonly page: number;
  readonly locale: Locale;
}

/** One of the member's orders, in a language. */
export interface OrderRequest {
  readonly id: number;
  readonly locale: Locale;
}

/** One item of one of the member's orders. */
export interface OrderItemRequest extends OrderRequest {
  readonly itemId: number;
}

export type OrderListResult = { readonly ok: true; readonly page: OrderPage } | GatewayFailure;
export type OrderResult = { readonly ok: true; readonly order: Order } | GatewayFailure;
export type HistoricalOrderListResult = { readonly ok: true; readonly page: HistoricalOrderPage } | GatewayFailure;

/**
 * The programme refused to cancel (409 ORDER_NOT_CANCELLABLE or
 * ORDER_ITEM_NOT_CANCELLABLE: the window closed, the item shipped, it was
 * already cancelled, the redemption is final). `message` is the server's
 * localized explanation, for the member (spec §8), when it gave one.
 */
export type CancellationRefusal = { readonly reason: 'not-cancellable'; readonly message: string | null };

/** The order as the programme holds it after the cancellation, or why nothing changed. */
export type CancellationResult = { readonly ok: true; readonly order: Order } | GatewayFailure<CancellationRefusal>;

/**
 * The signed-in member's redemption orders (spec §7 order calls): the order
 * history, one order's detail, and cancellation of a whole order or one of
 * its items (spec §4).
 *
 * Contract:
 * - `listOrders` answers the member's orders of the last 6 months, newest
 *   first, 10 a page (`ORDER_PAGE_SIZE`), of the sale channels SHOP, EPBC
 *   and EGIF, without declined orders; a page past the last is empty; a card
 *   that is not the member's fails with `not-found`.
 * - `getOrder` answers one of the member's orders with every display field;
 *   another member's order, or an unknown id, fails with `not-found`.
 * - `cancelOrder` and `cancelItem` change the order only while it (or the
 *   item) can be cancelled, decided by the programme at that moment, and
 *   answer the order afterwards: the cancelled items with status
 *   `cancelled` and `canCancel` false. Otherwise they fail with
 *   `not-cancellable` and nothing changes; another member's order fails with
 *   `not-found`, a read-only admin with `read-only`. Each call is one
 *   attempt with its own idempotency key: repeating the same attempt (no
 *   answer came) never cancels twice.
 * - `listHistoricalOrders` answers the member's orders of the programme's
 *   previous platform (spec §3 historical orders), newest first, 10 a page
 *   (`HISTORICAL_ORDER_PAGE_SIZE`), of one card or all of the member's; a
 *   page past the last is empty; a card that is not the member's fails
 *   with `not-found`. They are read only.
 * Never throws for HTTP or network failures.
 */
/** Why an eGift card was not sent again (the programme's reason, when it names one the store knows). */
export type EgiftResendFailure = { readonly reason: 'not-resendable'; readonly refusal: EgiftResendRefusal | null };
export type EgiftResendResult = { readonly ok: true } | GatewayFailure<EgiftResendFailure>;

export interface OrderGateway {
  listOrders(request: OrderListRequest): Promise<OrderListResult>;
  listHistoricalOrders(request: OrderListRequest): Promise<HistoricalOrderListResult>;
  getOrder(request: OrderRequest): Promise<OrderResult>;
  cancelOrder(request: OrderRequest): Promise<CancellationResult>;
  cancelItem(request: OrderItemRequest): Promise<CancellationResult>;
  /**
   * Asks for a delivered eGift card to be sent again (the programme's custom
   * action `resend-egift`, spec §7 POST /member/custom-action): its status
   * becomes resend_requested once; otherwise `not-resendable` with the
   * reason, and nothing changes; another member's item is `not-found`, a
   * read-only admin `read-only`.
   */
  resendEgift(request: OrderItemRequest): Promise<EgiftResendResult>;
}
