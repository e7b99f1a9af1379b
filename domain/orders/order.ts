import type { ProductType } from '../catalogue/product-detail';

/** The kind of redemption an order item is (spec §3): a product type of the catalogue, or another redemption. */
export type OrderProductType =
  ProductType | 'miles_transfer' | 'cash_back' | 'direct_deposit' | 'flight' | 'hotel' | 'car' | 'cruise' | 'package';

/**
 * One item of an order as the member sees it (spec §3 order item), in the
 * member's language: `pointsPaid` and `cashCents` are its share of what the
 * order was paid with; `itemTotal` is quantity × (price − sale amount).
 */
export interface OrderItem {
  readonly id: number;
  readonly orderItemNumber: string;
  readonly productName: string;
  readonly productSlug: string | null;
  readonly imageUrl: string | null;
  readonly productType: OrderProductType;
  readonly quantity: number;
  readonly itemTotal: number;
  readonly promotionAmount: number;
  readonly pointsPaid: number;
  readonly cashCents: number;
  /** The current status label (spec §4). */
  readonly status: string;
}

/** Where an order ships (spec §3 shipping address); null when nothing ships. */
export interface OrderShippingAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly regionCode: string;
  readonly postalCode: string;
  readonly country: string;
}

/**
 * A member's order (spec §3 "Order"), as far as the confirmation shows it:
 * its confirmation number (`referenceIdentifier`), when it was placed, what
 * it cost in points before and after promotion codes, the points used and
 * the cash paid by card (cents), what the member saved, where it ships and
 * the email the confirmation went to.
 */
export interface Order {
  readonly id: number;
  readonly referenceIdentifier: string;
  readonly createdAt: Date;
  readonly totalPrice: number;
  readonly discountedPrice: number;
  readonly paidPrice: number;
  readonly pointsUsed: number;
  readonly cashPaidCents: number;
  readonly youSaved: number;
  readonly shippingAddress: OrderShippingAddress | null;
  readonly contactEmail: string | null;
  readonly items: readonly OrderItem[];
}
