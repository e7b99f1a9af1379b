import type { CharityChoice } from '../donations/charity-shares.ts';
import type { ProductGroupReference } from './product-group.ts';
import type { ProductSummary } from './product-summary.ts';

/**
 * One orderable form of a product (a colour, a storage size...). `attributes`
 * maps an attribute name (e.g. "colour") to its value, the key that matches
 * variants, and its label in the member's locale. `points` is its price for
 * the member's card. `stockQuantity` is null when stock is not counted.
 */
export interface ProductVariant {
  readonly id: number;
  readonly sku: string;
  readonly attributes: Readonly<Record<string, { readonly value: string; readonly label: string }>>;
  readonly points: number;
  readonly isAvailable: boolean;
  readonly stockQuantity: number | null;
  /** What the variant costs in a shop, in cents (a gift card's face value); absent or null when not known. */
  readonly retailValueCents?: number | null;
}

/** The kinds of product the programme sells (spec §3 "Product"). */
export const PRODUCT_TYPES = ['merchandise', 'egiftcard', 'giftcard', 'financial_reward', 'charitable_donation'] as const;

/** One of {@link PRODUCT_TYPES}. */
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A product's sale-channel settings for paying with points and cash (spec §5). */
export interface ProductSaleChannel {
  readonly hasSplitPay: boolean;
  readonly minPercentagePoints: number;
  readonly minPercentageFiat: number;
  /** Dollars a point is worth, for the cash value of points (spec §5 floor rule). */
  readonly pointsToCashRate: number;
}

/**
 * A product as its detail page shows it (spec §2 "Product detail", §3),
 * in the member's locale and priced for their card. `categoryPath` is root
 * first; `disclosureConsent` is the consent text, null when none;
 * `wishlistId` is the member's wishlist item for it, null when not saved
 * (always null for a guest); `maxQuantity` is the product's own maximum per
 * order; `productGroup` is the family it belongs to, null when none.
 */
export interface ProductDetail extends ProductSummary {
  readonly categoryPath: string[];
  readonly description: string;
  readonly model: string | null;
  readonly sku: string;
  readonly brand: string | null;
  readonly type: ProductType;
  readonly variants: ProductVariant[];
  readonly disclosureConsent: string | null;
  readonly saleChannel: ProductSaleChannel;
  readonly wishlistId: number | null;
  readonly maxQuantity: number;
  readonly isAvailable: boolean;
  readonly productGroup: ProductGroupReference | null;
  /** A gift the member shares among charities of their choice (spec §9); null for every other product. */
  readonly charityChoice: CharityChoice | null;
}
