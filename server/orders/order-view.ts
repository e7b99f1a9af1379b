import { isDeclinedOrder } from '@rewards-storefront/domain/orders/declined-order';
import { deliveryExpectation } from '@rewards-storefront/domain/orders/delivery-expectation';
import { cancellationDeadline, itemCancellation, orderCanCancel } from '@rewards-storefront/domain/orders/order-cancellation';
import { orderItemStatus } from '@rewards-storefront/domain/orders/order-item-status';
import { redemptionDestinationOf, type RedemptionDestination } from '@rewards-storefront/domain/orders/redemption-destination';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Order as OrderBody, OrderItem as OrderItemBody, Money, BillingAddress, RedemptionDestination as RedemptionBody } from '@openapi/schemas';
import { productImageUrl } from '../catalogue/product-list-item';
import type { OrderItemRow, OrderPromotionRow, OrderRow, PaymentTransactionRow } from './order-repository';
import { travelBookingOf } from './travel-booking';

/** The contract's shape of where a redemption went (spec §3 display fields). */
function toRedemptionBody(destination: RedemptionDestination | null): RedemptionBody | null {
  if (destination === null) return null;
  return {
    airline: destination.airline,
    flyer_number: destination.flyerNumber,
    miles: destination.miles,
    account_last_four: destination.accountLastFour,
    cashed_status: destination.cashedStatus,
    cashed_at: destination.cashedAt === null ? null : destination.cashedAt.toISOString(),
    rewards_reference_number: destination.rewardsReferenceNumber,
  };
}

export function money(cents: number): Money {
  return { amount: cents / 100, amount_cents: cents, currency_code: 'CAD' };
}

function localizedName(en: string, fr: string | null, locale: Locale): string {
  return locale === 'fr-CA' ? (fr ?? en) : en;
}

/** Whether an item can be cancelled at `now` (the domain's rule, with the server's clock). */
export function canCancelItem(item: OrderItemRow, createdAt: Date, now: Date): boolean {
  return itemCancellation({ productType: item.redemptionKind, status: orderItemStatus(item.statuses), redeemedAt: createdAt }, now).ok;
}

/**
 * The API body of an order with every display field of spec §3 that
 * applies: statuses per item (the last history entry, spec §4), can_cancel
 * per item and per order decided now by the domain's rules, the points and
 * cash paid, promotion savings and 'you saved'.
 */
export function toOrderBody(
  order: OrderRow,
  items: readonly OrderItemRow[],
  payments: readonly PaymentTransactionRow[],
  promotions: readonly OrderPromotionRow[],
  locale: Locale,
  now: Date,
): OrderBody {
  const currency = { id: order.currencyId, code: order.currencyCode, symbol: order.currencySymbol };
  const states = items.map((item) => ({ status: orderItemStatus(item.statuses), canCancel: canCancelItem(item, order.createdAt, now) }));
  const itemBodies: OrderItemBody[] = items.map((item, index) => {
    const { status, canCancel } = states[index]!;
    const recipient =
      item.recipientName !== null || item.recipientEmail !== null
        ? { name: item.recipientName ?? `${order.memberFirstName} ${order.memberLastName}`, email: item.recipientEmail }
        : null;
    const delivery = deliveryExpectation(item.redemptionKind, order.createdAt);
    return {
      id: item.id,
      order_item_number: item.orderItemNumber,
      sale_channel: { code: item.saleChannelCode },
      product_type: item.redemptionKind as OrderItemBody['product_type'],
      product: {
        id: item.productId,
        slug: item.productSlug,
        name: localizedName(item.nameEn, item.nameFr, locale),
        image: item.productSlug ? productImageUrl(item.productSlug, 'small') : null,
      },
      quantity: item.quantity,
      price: item.unitPricePoints,
      sale_amount: item.unitSalePoints,
      item_total: item.quantity * Math.max(0, item.unitPricePoints - item.unitSalePoints),
      promotion_amount: item.promotionPoints,
      points_paid: item.pointsPaid,
      cash: money(item.cashCents),
      currency,
      status,
      order_statuses: item.statuses.map((entry) => ({ status: entry.status, reason: entry.reason, created_at: entry.created_at })),
      can_cancel: canCancel,
      cancellable_until: canCancel ? cancellationDeadline(order.createdAt).toISOString() : null,
      tracking_number: item.trackingNumber,
      tracking_url: item.trackingUrl,
      serial_number: item.serialNumber,
      recipient,
      payload: item.payload,
      promotions: item.appliedPromotions.map((promotion) => ({
        promotion_code_id: promotion.promotion_code_id,
        promotion_code_name: promotion.code,
        promotion_title: { 'en-CA': promotion.title_en, 'fr-CA': promotion.title_fr ?? promotion.title_en },
        promotion_amount: promotion.amount_points,
      })),
      order_item_fees: item.fees.map((fee) => ({
        code: fee.code,
        name: localizedName(fee.name_en, fee.name_fr, locale),
        amount: Number(fee.amount_points),
        // The points currency's symbol, as the storefront formats points with it.
        currency: order.currencySymbol,
      })),
      delivery: { key: delivery.key, by: delivery.by ? delivery.by.toISOString() : null },
      notes: item.notes,
      charities: item.charities.map((charity) => ({
        id: charity.id,
        name: localizedName(charity.name_en, charity.name_fr, locale),
        points: charity.points,
      })),
      booking: travelBookingOf(item, locale),
      redemption: toRedemptionBody(redemptionDestinationOf(item.redemptionKind, item.payload)),
    };
  });
  const statuses = [...new Set(itemBodies.map((item) => item.status))];
  const saleSavings = items.reduce((sum, item) => sum + item.quantity * Math.min(item.unitSalePoints, item.unitPricePoints), 0);
  return {
    id: order.id,
    reference_identifier: order.referenceIdentifier,
    created_at: order.createdAt.toISOString(),
    can_cancel: orderCanCancel(states),
    is_declined: isDeclinedOrder({ items: items.map((item) => ({ statuses: item.statuses })) }),
    status: statuses.length === 1 ? statuses[0]! : 'processing',
    account: {
      id: order.accountId,
      reference_identifier: order.accountReference,
      masked_medium_number: order.maskedNumber,
      account_type: localizedName(order.cardNameEn, order.cardNameFr, locale),
    },
    ordered_by: { first_name: order.memberFirstName, last_name: order.memberLastName },
    total_price: order.subtotalPoints,
    discounted_price: order.discountPoints,
    paid_price: order.totalPoints,
    points_used: order.pointsPaid,
    cash_paid: money(order.cashCents),
    you_saved: saleSavings + order.discountPoints,
    conversion_rate: order.conversionRate,
    currency,
    shipping_address: order.shippingAddress as OrderBody['shipping_address'],
    contact: { email: order.memberEmail, phone: order.memberPhone },
    shipping_and_taxes: 'included',
    payment_transactions: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      amount: money(payment.amountCents),
      currency: payment.currencyCode,
      masked_card_number: payment.maskedCardNumber,
      billing_address: payment.billingAddress as BillingAddress | null,
      created_at: payment.createdAt.toISOString(),
    })),
    promotions: promotions.map((promotion) => ({
      promotion_code_id: promotion.promotionCodeId,
      promotion_code_name: promotion.code,
      promotion_title: { 'en-CA': promotion.titleEn, 'fr-CA': promotion.titleFr ?? promotion.titleEn },
      promotion_amount: promotion.amountPoints,
    })),
    order_items: itemBodies,
  };
}
