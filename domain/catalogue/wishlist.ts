import { DEFAULT_LOCALE, type Locale } from '../locale/locale.ts';
import { collator } from '../format/intl-formats.ts';

/**
 * A product the member saved to their wishlist (spec §3 "Wishlist item"),
 * with what the wishlist page shows of it, in the member's locale and
 * priced for the current card. `imageUrl` null means the no-image fallback.
 */
export interface WishlistItem {
  readonly id: number;
  readonly productId: number;
  readonly productSlug: string;
  readonly productName: string;
  /** The variant saved, and where the product is sold: what saving it again needs. */
  readonly productVariantId: number;
  readonly productCollectionId: number;
  readonly catalogId: number;
  readonly imageUrl: string | null;
  readonly points: number;
  readonly createdAt: Date;
}

/** The orders the wishlist can be listed in (the API's `sort` of GET /member/wishlist). */
export const WISHLIST_ORDERS = ['newest', 'oldest', 'name-a-z', 'name-z-a', 'price-low-high', 'price-high-low'] as const;

/**
 * One of {@link WISHLIST_ORDERS}: by date saved (newest or oldest first), by
 * product name (A to Z or Z to A) or by points (lowest or highest first).
 */
export type WishlistOrder = (typeof WISHLIST_ORDERS)[number];

/** What ordering the wishlist needs to know of an item (the server sorts its rows with the same rule). */
export type WishlistSortable = Pick<WishlistItem, 'createdAt' | 'productName' | 'points'>;

type Comparator = (a: WishlistSortable, b: WishlistSortable) => number;

function comparator(order: WishlistOrder, locale: Locale): Comparator {
  // Base sensitivity: "écouteurs" sorts with "Ecouteurs", as readers of both languages expect.
  const names = collator(locale, { sensitivity: 'base', numeric: true });
  switch (order) {
    case 'newest':
      return (a, b) => b.createdAt.getTime() - a.createdAt.getTime();
    case 'oldest':
      return (a, b) => a.createdAt.getTime() - b.createdAt.getTime();
    case 'name-a-z':
      return (a, b) => names.compare(a.productName, b.productName);
    case 'name-z-a':
      return (a, b) => names.compare(b.productName, a.productName);
    case 'price-low-high':
      return (a, b) => a.points - b.points;
    case 'price-high-low':
      return (a, b) => b.points - a.points;
  }
}

/**
 * The wishlist in an order: by date saved (newest or oldest first), by
 * product name in the locale's alphabetical order, ignoring case and
 * accents, or by points. Items that tie keep their given order.
 *
 * Always holds: the result is a new array holding the same items.
 */
export function sortWishlist<T extends WishlistSortable>(items: readonly T[], order: WishlistOrder, locale: Locale = DEFAULT_LOCALE): T[] {
  return [...items].sort(comparator(order, locale));
}

/** True when `value` names one of the wishlist's orders. */
export function isWishlistOrder(value: string): value is WishlistOrder {
  return (WISHLIST_ORDERS as readonly string[]).includes(value);
}
