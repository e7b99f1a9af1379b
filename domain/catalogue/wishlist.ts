import { DEFAULT_LOCALE, type Locale } from '../locale/locale';

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

/** The orders the wishlist can be listed in. */
export const WISHLIST_ORDERS = ['newest', 'oldest', 'name'] as const;

/** One of {@link WISHLIST_ORDERS}: by date saved, newest or oldest first, or by product name. */
export type WishlistOrder = (typeof WISHLIST_ORDERS)[number];

type Comparator = (a: WishlistItem, b: WishlistItem) => number;

function comparator(order: WishlistOrder, locale: Locale): Comparator {
  switch (order) {
    case 'newest':
      return (a, b) => b.createdAt.getTime() - a.createdAt.getTime();
    case 'oldest':
      return (a, b) => a.createdAt.getTime() - b.createdAt.getTime();
    case 'name': {
      // Base sensitivity: "écouteurs" sorts with "Ecouteurs", as readers of both languages expect.
      const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
      return (a, b) => collator.compare(a.productName, b.productName);
    }
  }
}

/**
 * The wishlist in an order: by date saved (newest or oldest first) or by
 * product name in the locale's alphabetical order, ignoring case and
 * accents. Items that tie keep their given order.
 *
 * Always holds: the result is a new array holding the same items.
 */
export function sortWishlist(items: readonly WishlistItem[], order: WishlistOrder, locale: Locale = DEFAULT_LOCALE): WishlistItem[] {
  return [...items].sort(comparator(order, locale));
}
