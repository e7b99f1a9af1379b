import type { Clock } from '@application/ports/clock';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type {
  CancellationRefusal,
  CancellationResult,
  EgiftResendResult,
  HistoricalOrderListResult,
  OrderGateway,
  OrderItemRequest,
  OrderListRequest,
  OrderListResult,
  OrderRequest,
  OrderResult,
} from '@application/ports/order-gateway';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Order } from '@rewards-storefront/domain/orders/order';
import { isDeclinedOrder } from '@rewards-storefront/domain/orders/declined-order';
import { egiftResend } from '@rewards-storefront/domain/orders/egift-resend';
import {
  cancellationDeadline,
  itemCancellation,
  orderCanCancel,
  type CancellationRefusal as RefusalReason,
} from '@rewards-storefront/domain/orders/order-cancellation';
import { ORDER_PAGE_SIZE, ORDER_SALE_CHANNELS, lastPage, orderHistorySince } from '@rewards-storefront/domain/orders/order-history';
import { orderItemStatus } from '@rewards-storefront/domain/orders/order-item-status';
import { HISTORICAL_ORDER_PAGE_SIZE } from '@rewards-storefront/domain/orders/historical-order';
import type * as Api from '@openapi/schemas';
import { toHistoricalOrderPage, toOrder } from '@infrastructure/http-order-gateway';
import { NOT_FOUND, failed } from './failures';
// The server's own refusal texts, so the fake cannot drift from them.
import { CANCELLATION_REFUSAL_MESSAGES } from '../../server/orders/cancellation-refusal-messages';

/** Whose an order is: the signed-in member's, or another member's (which the member can neither read nor cancel). */
export type OrderOwner = 'member' | 'someone-else';

interface StoredOrder {
  order: Api.Order;
  readonly owner: OrderOwner;
}

/**
 * The signed-in member's orders in memory, behaving like the programme API:
 * the history holds the member's orders of the last 6 months of `clock`,
 * newest first, 10 a page, with an item in SHOP, EPBC or EGIF, without
 * declined ones; whether an item can be cancelled is decided at each
 * reading with the domain's rule and `clock` (6 hours, not shipped,
 * merchandise and gift cards only); cancelling adds a `cancelled` status to
 * the items and answers the order, refusing with the server's localized
 * message and changing nothing otherwise; another member's order is 404.
 * Orders are kept as API answers and mapped by the adapter's own mapping.
 *
 * Records every call; `failure` makes every call fail, `cancelFailure`
 * only the cancellations, `readOnly` refuses them as a read-only admin.
 */
export class FakeOrderGateway implements OrderGateway {
  readonly listRequests: OrderListRequest[] = [];
  readonly getRequests: OrderRequest[] = [];
  readonly cancelOrderRequests: OrderRequest[] = [];
  readonly cancelItemRequests: OrderItemRequest[] = [];
  failure: CommonFailure | null = null;
  cancelFailure: CommonFailure | CancellationRefusal | null = null;
  readOnly = false;
  /** The member's cards; null accepts any. */
  accountIds: ReadonlySet<number> | null = null;
  private readonly orders: StoredOrder[] = [];
  readonly historicalListRequests: OrderListRequest[] = [];
  /** Makes the historical orders fail (apart from `failure`, so the two sections of the history page fail apart). */
  historicalFailure: CommonFailure | null = null;
  private readonly historical: Array<{ order: Api.HistoricalOrder; accountId: number; owner: OrderOwner }> = [];

  constructor(private readonly clock: Clock) {}

  /** Adds an order (as the API would answer it) of the member, or of someone else. */
  withOrder(order: Api.Order, owner: OrderOwner = 'member'): this {
    this.orders.push({ order, owner });
    return this;
  }

  async listOrders(request: OrderListRequest): Promise<OrderListResult> {
    this.listRequests.push(request);
    if (this.failure) return failed(this.failure);
    if (request.accountId !== null && this.accountIds !== null && !this.accountIds.has(request.accountId)) return NOT_FOUND;
    const since = orderHistorySince(this.clock.now()).getTime();
    const listed = this.orders
      .filter(({ order, owner }) => owner === 'member' && (request.accountId === null || order.account.id === request.accountId))
      .map(({ order }) => order)
      .filter((order) => new Date(order.created_at).getTime() >= since)
      .filter((order) => order.order_items.some((item) => (ORDER_SALE_CHANNELS as readonly string[]).includes(item.sale_channel.code)))
      .filter((order) => !isDeclinedOrder({ items: order.order_items.map((item) => ({ statuses: item.order_statuses })) }))
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    const start = (request.page - 1) * ORDER_PAGE_SIZE;
    return {
      ok: true,
      page: {
        orders: listed.slice(start, start + ORDER_PAGE_SIZE).map((order) => toOrder(this.asReadNow(order))),
        page: request.page,
        lastPage: lastPage(listed.length),
        count: listed.length,
        perPage: ORDER_PAGE_SIZE,
      },
    };
  }

  /** Adds an order of the previous platform (as the API would answer it) of a card of the member, or of someone else. */
  withHistoricalOrder(order: Api.HistoricalOrder, accountId = 101, owner: OrderOwner = 'member'): this {
    this.historical.push({ order, accountId, owner });
    return this;
  }

  async listHistoricalOrders(request: OrderListRequest): Promise<HistoricalOrderListResult> {
    this.historicalListRequests.push(request);
    if (this.historicalFailure) return failed(this.historicalFailure);
    if (request.accountId !== null && this.accountIds !== null && !this.accountIds.has(request.accountId)) return NOT_FOUND;
    const listed = this.historical
      .filter(({ owner, accountId }) => owner === 'member' && (request.accountId === null || accountId === request.accountId))
      .map(({ order }) => order)
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
    const start = (request.page - 1) * HISTORICAL_ORDER_PAGE_SIZE;
    return {
      ok: true,
      page: toHistoricalOrderPage({
        data: listed.slice(start, start + HISTORICAL_ORDER_PAGE_SIZE),
        page: request.page,
        last_page: lastPage(listed.length, HISTORICAL_ORDER_PAGE_SIZE),
        count: listed.length,
        per_page: HISTORICAL_ORDER_PAGE_SIZE,
      }),
    };
  }

  async getOrder(request: OrderRequest): Promise<OrderResult> {
    this.getRequests.push(request);
    if (this.failure) return failed(this.failure);
    const stored = this.own(request.id);
    return stored ? { ok: true, order: toOrder(this.asReadNow(stored.order)) } : NOT_FOUND;
  }

  async cancelOrder(request: OrderRequest): Promise<CancellationResult> {
    this.cancelOrderRequests.push(request);
    const refused = this.writeFailure();
    if (refused) return refused;
    const stored = this.own(request.id);
    if (!stored) return NOT_FOUND;
    const now = this.clock.now();
    const open = stored.order.order_items.filter((item) => orderItemStatus(item.order_statuses) !== 'cancelled');
    if (open.length === 0) return this.refusal('already-cancelled', request.locale);
    // Spec §4 and the server: the whole order only while every item not yet cancelled can be.
    const refusal = open.map((item) => this.refusalOf(stored.order, item, now)).find((reason) => reason !== null);
    if (refusal) return this.refusal(refusal, request.locale);
    stored.order = this.withCancelled(stored.order, new Set(open.map((item) => item.id)), now);
    return { ok: true, order: toOrder(this.asReadNow(stored.order)) };
  }

  async cancelItem(request: OrderItemRequest): Promise<CancellationResult> {
    this.cancelItemRequests.push(request);
    const refused = this.writeFailure();
    if (refused) return refused;
    const stored = this.own(request.id);
    const item = stored?.order.order_items.find((candidate) => candidate.id === request.itemId);
    if (!stored || !item) return NOT_FOUND;
    const now = this.clock.now();
    const reason = this.refusalOf(stored.order, item, now);
    if (reason) return this.refusal(reason, request.locale);
    stored.order = this.withCancelled(stored.order, new Set([item.id]), now);
    return { ok: true, order: toOrder(this.asReadNow(stored.order)) };
  }

  /** `order` as the storefront would get it if it were read now, for tests that script answers of their own. */
  orderAsReadNow(order: Api.Order): Order {
    return toOrder(this.asReadNow(order));
  }

  /** The order as the member's reading now sees it (the server decides can_cancel at each reading). */
  private asReadNow(order: Api.Order): Api.Order {
    const now = this.clock.now();
    const items = order.order_items.map((item) => {
      const canCancel = this.refusalOf(order, item, now) === null;
      const status = orderItemStatus(item.order_statuses);
      return {
        ...item,
        status,
        can_cancel: canCancel,
        cancellable_until: canCancel ? cancellationDeadline(new Date(order.created_at)).toISOString() : null,
      };
    });
    const states = items.map((item) => ({ status: orderItemStatus(item.order_statuses), canCancel: item.can_cancel }));
    const statuses = [...new Set(items.map((item) => item.status))];
    return {
      ...order,
      can_cancel: orderCanCancel(states),
      status: statuses.length === 1 ? statuses[0]! : 'processing',
      order_items: items,
    };
  }

  private refusalOf(order: Api.Order, item: Api.Order['order_items'][number], now: Date): RefusalReason | null {
    const decision = itemCancellation(
      { productType: item.product_type, status: orderItemStatus(item.order_statuses), redeemedAt: new Date(order.created_at) },
      now,
    );
    return decision.ok ? null : decision.reason;
  }

  readonly resendRequests: OrderItemRequest[] = [];

  async resendEgift(request: OrderItemRequest): Promise<EgiftResendResult> {
    this.resendRequests.push(request);
    if (this.failure) return failed(this.failure);
    if (this.readOnly) return failed({ reason: 'read-only' } as const);
    const stored = this.own(request.id);
    const item = stored?.order.order_items.find((candidate) => candidate.id === request.itemId);
    if (!stored || !item) return NOT_FOUND;
    const decision = egiftResend({ productType: item.product_type, status: orderItemStatus(item.order_statuses) });
    if (!decision.ok) return failed({ reason: 'not-resendable' as const, refusal: decision.reason });
    const at = this.clock.now().toISOString();
    stored.order = {
      ...stored.order,
      order_items: stored.order.order_items.map((candidate) =>
        candidate.id === item.id
          ? { ...candidate, order_statuses: [...candidate.order_statuses, { status: 'resend_requested', reason: null, created_at: at }] }
          : candidate,
      ),
    };
    return { ok: true };
  }

  private withCancelled(order: Api.Order, itemIds: ReadonlySet<number>, now: Date): Api.Order {
    return {
      ...order,
      order_items: order.order_items.map((item) =>
        itemIds.has(item.id)
          ? { ...item, order_statuses: [...item.order_statuses, { status: 'cancelled', reason: null, created_at: now.toISOString() }] }
          : item,
      ),
    };
  }

  private own(id: number): StoredOrder | undefined {
    return this.orders.find((stored) => stored.order.id === id && stored.owner === 'member');
  }

  private writeFailure(): CancellationResult | null {
    if (this.failure) return failed(this.failure);
    if (this.readOnly) return failed({ reason: 'read-only' } as const);
    if (this.cancelFailure) return failed(this.cancelFailure);
    return null;
  }

  private refusal(reason: RefusalReason, locale: Locale): CancellationResult {
    return failed<CancellationRefusal>({ reason: 'not-cancellable', message: CANCELLATION_REFUSAL_MESSAGES[locale][reason] });
  }
}
