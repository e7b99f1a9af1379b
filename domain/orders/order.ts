import type { CharityShare } from '../donations/charity-shares.ts';
import type { Locale } from '../locale/locale.ts';
import type { CancellableOrder, CancellableOrderItem } from './order-cancellation.ts';
import type { SaleChannel } from './order-history.ts';
import { orderItemStatus, type OrderItemStatus, type OrderStatusEntry } from './order-item-status.ts';
import type { RedemptionDestination } from './redemption-destination.ts';

/** One entry of an item's status history, oldest first, with when it was set (null when the source does not say). */
export interface OrderStatusChange extends OrderStatusEntry {
  readonly reason: string | null;
  readonly at: Date | null;
}

/** A promotion code that took points off an order or one of its items (spec §3 "promotion code and savings"). */
export interface AppliedPromotion {
  readonly codeName: string;
  readonly title: Readonly<Record<Locale, string>>;
  /** Points it took off. */
  readonly points: number;
}

/** An additional fee charged on an item (spec §3 order_item_fees), in `currency` (CAD dollars or a points symbol). */
export interface AdditionalFee {
  readonly name: string;
  readonly amount: number;
  readonly currency: string;
}

/** Who receives an item: an eGift card's recipient (the email on file, spec §5) or a shipment's contact. */
export interface OrderRecipient {
  readonly name: string;
  readonly email: string | null;
}

/** The postal address an order ships to. */
export interface OrderAddress {
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly regionCode: string;
  readonly postalCode: string;
  readonly country: string;
}

/** A card payment of the cash part of an order, or its refund. */
export interface OrderPayment {
  readonly kind: 'charge' | 'refund';
  readonly cents: number;
  readonly maskedCardNumber: string | null;
  /** The card's billing address given at checkout (spec §3 'billing'), when one was. */
  readonly billingAddress: OrderAddress | null;
  readonly at: Date;
}

/**
 * One item of a redemption order (spec §3 "Order", order_items), as the
 * storefront shows it. Amounts are whole points, cash whole cents.
 */
export interface OrderItem extends CancellableOrderItem {
  readonly itemNumber: string;
  readonly saleChannel: SaleChannel;
  /** merchandise, giftcard, egiftcard, financial_reward, miles_transfer, ... */
  readonly productType: string;
  readonly productName: string;
  /** The product's page, when it is still in the catalogue. */
  readonly productSlug: string | null;
  readonly imageUrl: string | null;
  readonly quantity: number;
  /** Points for one, before the sale. */
  readonly unitPoints: number;
  /** The sale's discount on one, in points. */
  readonly unitSaleAmount: number;
  /** quantity × (unitPoints − unitSaleAmount). */
  readonly itemTotal: number;
  /** Points the promotion codes took off this item. */
  readonly promotionAmount: number;
  /** This item's share of the points paid (what cancelling it gives back). */
  readonly pointsPaid: number;
  /** This item's share of the card payment. */
  readonly cashCents: number;
  /** The status history, oldest first; `status` is the current one (spec §4). */
  readonly statuses: readonly OrderStatusChange[];
  /** The end of the window while the item can be cancelled, when it can be. */
  readonly cancellableUntil: Date | null;
  readonly trackingNumber: string | null;
  readonly trackingUrl: string | null;
  /** An eGift card's serial number. */
  readonly serialNumber: string | null;
  readonly recipient: OrderRecipient | null;
  readonly promotions: readonly AppliedPromotion[];
  readonly fees: readonly AdditionalFee[];
  readonly notes: string | null;
  /** The charities a donation was shared among, with their shares kept at checkout; empty for other items. */
  readonly charities: readonly CharityShare[];
  /** Where the points of a miles transfer, cash back, deposit or financial reward went; null for other items. */
  readonly redemption: RedemptionDestination | null;
}

/**
 * A member's redemption order (spec §3 "Order") with the display fields the
 * order history and the order detail show. Points are whole points, cash
 * whole cents; `canCancel` and each item's are the programme's answer at
 * the time of reading (the 6-hour window is decided by the server's clock).
 */
export interface Order extends CancellableOrder<OrderItem> {
  /** The order number the member is told (confirmation number). */
  readonly referenceIdentifier: string;
  readonly createdAt: Date;
  readonly isDeclined: boolean;
  /** The card the points came from: its name in the page's language and its masked number. */
  readonly card: { readonly name: string; readonly maskedNumber: string };
  readonly orderedBy: { readonly firstName: string; readonly lastName: string };
  /** What the items cost before promotion codes. */
  readonly totalPoints: number;
  /** What the promotion codes took off. */
  readonly discountPoints: number;
  /** totalPoints − discountPoints: what was paid, in points and by card. */
  readonly paidPoints: number;
  readonly pointsUsed: number;
  readonly cashPaidCents: number;
  /** Points saved by sales and promotion codes. */
  readonly youSaved: number;
  readonly shippingAddress: OrderAddress | null;
  readonly contact: { readonly email: string | null; readonly phone: string | null };
  readonly payments: readonly OrderPayment[];
  readonly promotions: readonly AppliedPromotion[];
}

/** One page of the order history (spec §3 "Order paginator"). */
export interface OrderPage {
  readonly orders: readonly Order[];
  /** 1-based. */
  readonly page: number;
  readonly lastPage: number;
  /** Orders on all pages. */
  readonly count: number;
  readonly perPage: number;
}

/** How many things were redeemed in the order: the sum of its items' quantities. */
export function orderItemCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The statuses an order's items are in, each once, in the order of the
 * items: what the order history shows for an order (one label when every
 * item shares it, e.g. after a whole-order cancellation).
 */
export function orderStatuses(order: Pick<Order, 'items'>): OrderItemStatus[] {
  return [...new Set(order.items.map((item) => item.status))];
}

/**
 * Why the item is in its current status (spec §3: statuses with reasons):
 * the reason of the last history entry, when that entry is the current
 * status; null otherwise (no reason given, or a status the history does not
 * hold yet, such as a cancellation applied before the order is read again).
 */
export function statusReason(item: Pick<OrderItem, 'status' | 'statuses'>): string | null {
  const last = item.statuses.at(-1);
  if (last === undefined || last.reason === null || last.reason.trim() === '') return null;
  return orderItemStatus([last]) === item.status ? last.reason : null;
}
