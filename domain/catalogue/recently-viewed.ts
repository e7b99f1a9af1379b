/** How many recently viewed products are kept (spec §9 "Viewed products kept"). */
export const RECENTLY_VIEWED_LIMIT = 4;

/**
 * The recently viewed list after viewing the product `slug` (spec §4): that
 * slug first, then the earlier ones newest first without it, at most
 * {@link RECENTLY_VIEWED_LIMIT} (with four held, the oldest is dropped to
 * make room). A blank slug is not a product, so the list is kept as it was.
 *
 * The list comes back from browser storage, so duplicates and an overlong
 * list from an older version are tidied too.
 *
 * Always holds: no duplicate, at most four entries, `slug` first when not
 * blank, and the rest in their earlier order.
 */
export function addRecentlyViewed(list: readonly string[], slug: string): string[] {
  const viewed = slug.trim() === '' ? list : [slug, ...list];
  return [...new Set(viewed)].slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * A product as the recently viewed strip shows it, kept in browser storage:
 * `imageUrl` null means the no-image fallback, `points` is the price last
 * seen.
 */
export interface RecentlyViewedProduct {
  readonly slug: string;
  readonly name: string;
  readonly imageUrl: string | null;
  readonly points: number;
}

/**
 * The recently viewed products after viewing `product`, by the rule of
 * {@link addRecentlyViewed} keyed by slug: the product first, then the
 * earlier ones newest first without it, at most {@link RECENTLY_VIEWED_LIMIT}.
 * The newest entry's data wins, so a renamed or repriced product shows as
 * last seen. A blank slug is not a product: the list is kept, tidied.
 *
 * Always holds: no two entries share a slug, at most four entries,
 * `product` first when its slug is not blank, the rest in their earlier
 * order.
 */
export function addRecentlyViewedProduct(list: readonly RecentlyViewedProduct[], product: RecentlyViewedProduct): RecentlyViewedProduct[] {
  const viewed = product.slug.trim() === '' ? list : [product, ...list];
  const bySlug = new Map<string, RecentlyViewedProduct>();
  for (const entry of viewed) {
    if (!bySlug.has(entry.slug)) {
      bySlug.set(entry.slug, entry);
    }
  }
  return [...bySlug.values()].slice(0, RECENTLY_VIEWED_LIMIT);
}
