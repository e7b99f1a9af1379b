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
