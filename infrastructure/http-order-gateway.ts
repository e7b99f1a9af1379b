import type {
  CancellationRefusal,
  CancellationResult,
  EgiftResendFailure,
  EgiftResendResult,
  HistoricalOrderListResult,
  OrderGateway,
  OrderItemRequest,
  OrderListRequest,
  OrderListResult,
  OrderRequest,
  OrderResult,
} from '@application/ports/order-gateway';
import { isDeclinedOrder } from '@rewards-storefront/domain/orders/declined-order';
import type { EgiftResendRefusal } from '@rewards-storefront/domain/orders/egift-resend';
import { HISTORICAL_ORDER_PAGE_SIZE, historicalItemStatus, type HistoricalOrder, type HistoricalOrderPage } from '@rewards-storefront/domain/orders/historical-order';
import type { AppliedPromotion, Order, OrderAddress, OrderItem, OrderPage } from '@rewards-storefront/domain/orders/order';
import type { RedemptionDestination } from '@rewards-storefront/domain/orders/redemption-destination';
import { ORDER_PAGE_SIZE, ORDER_SALE_CHANNELS } from '@rewards-storefront/domain/orders/order-history';
import { orderItemStatus } from '@rewards-storefront/domain/orders/order-item-status';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';
import { randomIdempotencyKey } from './random-idempotency-key';

/**
 * OrderGateway over GET /member/order, GET /member/order-historical, GET /member/order/{id}, PUT
 * /member/orderCancel/{id} and PUT /member/order/{id}/cancelItem/{itemId}.
 * The history always asks for the spec's channels (SHOP, EPBC, EGIF), 10 a
 * page, newest first. Each cancellation is one attempt with a key of its
 * own (`newKey`); when no answer comes, the attempt is sent once more with
 * the same key, which the programme replays instead of cancelling twice.
 */
export class HttpOrderGateway implements OrderGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly newKey: () => string = randomIdempotencyKey,
  ) {}

  listOrders(request: OrderListRequest): Promise<OrderListResult> {
    return callApi(
      () =>
        this.client.GET('/member/order', {
          params: {
            query: {
              page: request.page,
              per_page: ORDER_PAGE_SIZE,
              sort_field: 'created_at',
              sort_direction: 'desc',
              sale_channel_type_codes: [...ORDER_SALE_CHANNELS],
              ...(request.accountId === null ? {} : { account_id: request.accountId }),
              locale: request.locale,
            },
          },
        }),
      (data) => ({ ok: true, page: toOrderPage(data) }),
    );
  }

  listHistoricalOrders(request: OrderListRequest): Promise<HistoricalOrderListResult> {
    return callApi(
      () =>
        this.client.GET('/member/order-historical', {
          params: {
            query: {
              page: request.page,
              per_page: HISTORICAL_ORDER_PAGE_SIZE,
              ...(request.accountId === null ? {} : { account_id: request.accountId }),
              locale: request.locale,
            },
          },
        }),
      (data) => ({ ok: true, page: toHistoricalOrderPage(data) }),
    );
  }

  getOrder(request: OrderRequest): Promise<OrderResult> {
    return callApi(
      () => this.client.GET('/member/order/{id}', { params: { path: { id: request.id }, query: { locale: request.locale } } }),
      (data) => ({ ok: true, order: toOrder(data.data) }),
    );
  }

  cancelOrder(request: OrderRequest): Promise<CancellationResult> {
    const key = this.newKey();
    return callApi(
      () =>
        sameAttemptAgainWithoutAnswer(() =>
          this.client.PUT('/member/orderCancel/{id}', {
            params: { path: { id: request.id }, query: { locale: request.locale }, header: { 'Idempotency-Key': key } },
          }),
        ),
      (data) => ({ ok: true, order: toOrder(data.data) }),
      cancellationRefusal,
    );
  }

  cancelItem(request: OrderItemRequest): Promise<CancellationResult> {
    const key = this.newKey();
    return callApi(
      () =>
        sameAttemptAgainWithoutAnswer(() =>
          this.client.PUT('/member/order/{id}/cancelItem/{itemId}', {
            params: {
              path: { id: request.id, itemId: request.itemId },
              query: { locale: request.locale },
              header: { 'Idempotency-Key': key },
            },
          }),
        ),
      (data) => ({ ok: true, order: toOrder(data.data) }),
      cancellationRefusal,
    );
  }

  resendEgift(request: OrderItemRequest): Promise<EgiftResendResult> {
    return callApi(
      () =>
        this.client.POST('/member/custom-action', {
          params: { query: { locale: request.locale } },
          body: { action: 'resend-egift', input: { order_item_id: request.itemId } },
        }),
      () => ({ ok: true }),
      (status, code, details): EgiftResendFailure | null =>
        status === 409 && code === 'CUSTOM_ACTION_REFUSED' ? { reason: 'not-resendable', refusal: egiftRefusalOf(details.data) } : null,
    );
  }
}

const EGIFT_REFUSALS: readonly EgiftResendRefusal[] = ['not-egift', 'not-delivered', 'already-requested', 'cancelled'];

function egiftRefusalOf(data: unknown): EgiftResendRefusal | null {
  const reason = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['reason'] : null;
  return EGIFT_REFUSALS.find((candidate) => candidate === reason) ?? null;
}

/**
 * Sends a request, and sends it once more when no answer came (the network
 * dropped it, or dropped the answer): the request carries the same
 * Idempotency-Key, so the programme applies it at most once.
 */
async function sameAttemptAgainWithoutAnswer<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch {
    return send();
  }
}

/** 409 ORDER_NOT_CANCELLABLE / ORDER_ITEM_NOT_CANCELLABLE, with the server's localized message for the member. */
function cancellationRefusal(status: number, code: string, { message }: { readonly message: string | null }): CancellationRefusal | null {
  if (status === 409 && (code === 'ORDER_NOT_CANCELLABLE' || code === 'ORDER_ITEM_NOT_CANCELLABLE')) {
    return { reason: 'not-cancellable', message: message !== null && message.trim() !== '' ? message : null };
  }
  return null;
}

export function toOrderPage(api: Api.OrderPage): OrderPage {
  return { orders: api.data.map(toOrder), page: api.page, lastPage: api.last_page, count: api.count, perPage: api.per_page };
}

export function toHistoricalOrderPage(api: Api.HistoricalOrderPage): HistoricalOrderPage {
  return { orders: api.data.map(toHistoricalOrder), page: api.page, lastPage: api.last_page, count: api.count, perPage: api.per_page };
}

function toHistoricalOrder(api: Api.HistoricalOrder): HistoricalOrder {
  return {
    id: api.id,
    referenceIdentifier: api.reference_identifier,
    createdAt: new Date(api.created_at),
    programCurrency: api.program_currency,
    totalAmount: api.total_amount,
    paidAmount: api.paid_amount,
    cashCents: api.cash_amount.amount_cents,
    fiatCurrency: api.fiat_currency,
    items: api.items.map((item) => ({
      description: item.description,
      programAmount: item.program_amount,
      status: historicalItemStatus(item.order_item_status),
    })),
  };
}

export function toOrder(api: Api.Order): Order {
  const items = api.order_items.map(toOrderItem);
  return {
    id: api.id,
    referenceIdentifier: api.reference_identifier,
    createdAt: new Date(api.created_at),
    canCancel: api.can_cancel,
    isDeclined: isDeclinedOrder({ items }),
    card: { name: api.account.account_type, maskedNumber: api.account.masked_medium_number },
    orderedBy: { firstName: api.ordered_by.first_name, lastName: api.ordered_by.last_name },
    totalPoints: api.total_price,
    discountPoints: api.discounted_price,
    paidPoints: api.paid_price,
    pointsUsed: api.points_used,
    cashPaidCents: api.cash_paid.amount_cents,
    youSaved: api.you_saved,
    shippingAddress: api.shipping_address
      ? {
          firstName: api.shipping_address.first_name ?? null,
          lastName: api.shipping_address.last_name ?? null,
          address1: api.shipping_address.address1,
          address2: api.shipping_address.address2,
          city: api.shipping_address.city,
          regionCode: api.shipping_address.region_code,
          postalCode: api.shipping_address.postal_code,
          country: api.shipping_address.country,
        }
      : null,
    contact: { email: api.contact.email, phone: api.contact.phone },
    payments: api.payment_transactions.map((payment) => ({
      kind: payment.kind,
      cents: payment.amount.amount_cents,
      maskedCardNumber: payment.masked_card_number,
      billingAddress: toBillingAddress(payment.billing_address),
      at: new Date(payment.created_at),
    })),
    promotions: api.promotions.map(toAppliedPromotion),
    items,
  };
}

function toOrderItem(api: Api.OrderItem): OrderItem {
  const statuses = api.order_statuses.map((entry) => ({ status: entry.status, reason: entry.reason, at: new Date(entry.created_at) }));
  return {
    itemId: api.id,
    itemNumber: api.order_item_number,
    saleChannel: api.sale_channel.code,
    productType: api.product_type,
    productName: api.product.name,
    productSlug: api.product.slug,
    imageUrl: api.product.image,
    quantity: api.quantity,
    unitPoints: api.price,
    unitSaleAmount: api.sale_amount,
    itemTotal: api.item_total,
    promotionAmount: api.promotion_amount,
    pointsPaid: api.points_paid,
    cashCents: api.cash.amount_cents,
    // Spec §4: the current status is the last entry of the history, whatever summary the answer adds.
    status: orderItemStatus(statuses),
    statuses,
    canCancel: api.can_cancel,
    cancellableUntil: api.cancellable_until === null ? null : new Date(api.cancellable_until),
    trackingNumber: api.tracking_number,
    trackingUrl: api.tracking_url,
    serialNumber: api.serial_number,
    recipient: api.recipient === null ? null : { name: api.recipient.name, email: api.recipient.email },
    promotions: api.promotions.map(toAppliedPromotion),
    fees: api.order_item_fees.map((fee) => ({ name: fee.name, amount: fee.amount, currency: fee.currency })),
    notes: api.notes,
    charities: api.charities.map((charity) => ({ id: charity.id, name: charity.name, points: charity.points })),
    redemption: toRedemptionDestination(api.redemption ?? null),
  };
}

function toRedemptionDestination(api: Api.RedemptionDestination | null): RedemptionDestination | null {
  if (api === null) return null;
  return {
    airline: api.airline,
    flyerNumber: api.flyer_number,
    miles: api.miles,
    accountLastFour: api.account_last_four,
    cashedStatus: api.cashed_status,
    cashedAt: api.cashed_at === null ? null : new Date(api.cashed_at),
    rewardsReferenceNumber: api.rewards_reference_number,
  };
}

function toBillingAddress(api: Api.BillingAddress | null): OrderAddress | null {
  if (api === null) return null;
  return {
    firstName: null,
    lastName: null,
    address1: api.address1,
    address2: api.address2 ?? null,
    city: api.city,
    regionCode: api.region_code,
    postalCode: api.postal_code,
    country: api.country,
  };
}

function toAppliedPromotion(api: Api.AppliedPromotion): AppliedPromotion {
  return { codeName: api.promotion_code_name, title: api.promotion_title, points: api.promotion_amount };
}
