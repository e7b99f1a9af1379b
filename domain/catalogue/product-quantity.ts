/** The most of one item a member can choose in the catalogue (spec §5, §9). */
export const MAX_QUANTITY_PER_ITEM = 100;

/** The per-line cap when a product sets none (decisions §5). */
export const DEFAULT_MAX_PER_ORDER = 10;

/**
 * The most of a product a member may pick: the product's own maximum per
 * redemption, or {@link DEFAULT_MAX_PER_ORDER} when it sets none, never more
 * than {@link MAX_QUANTITY_PER_ITEM}. A maximum that is not a number of at
 * least 1 counts as none set; a fractional one is rounded down.
 */
export function maxQuantity(productMax?: number | null): number {
  const own = Math.floor(productMax ?? 0);
  // Written as "at least 1" so that NaN, like a missing cap, falls to the default.
  return own >= 1 ? Math.min(own, MAX_QUANTITY_PER_ITEM) : DEFAULT_MAX_PER_ORDER;
}

/**
 * The quantities the product detail offers: 1 up to {@link maxQuantity}.
 *
 * Always holds: the list starts at 1, rises by 1, and has between 1 and
 * {@link MAX_QUANTITY_PER_ITEM} entries.
 */
export function quantityOptions(productMax?: number | null): number[] {
  return Array.from({ length: maxQuantity(productMax) }, (_, index) => index + 1);
}

/**
 * A chosen quantity made valid: whole, at least 1 and at most
 * {@link maxQuantity}; anything that is not a number becomes 1.
 *
 * Always holds: the result is one of `quantityOptions(productMax)`.
 */
export function clampQuantity(value: number, productMax?: number | null): number {
  if (Number.isNaN(value)) {
    return 1;
  }
  return Math.min(maxQuantity(productMax), Math.max(1, Math.floor(value)));
}

/**
 * What a quantity change on a cart line does (spec §4, §8): 0 (or less)
 * removes the line; otherwise the line is set to the quantity, cut down to
 * the product's per-order cap ({@link maxQuantity}), and `adjustedTo` is
 * that cap when it had to cut (the "quantities have been adjusted" message),
 * null when not.
 *
 * Always holds for a whole `requested`: a `set` quantity is from 1 to
 * maxQuantity(productMax), and equals `requested` exactly when adjustedTo
 * is null.
 */
export function cartQuantityChange(
  requested: number,
  productMax?: number | null,
): { readonly kind: 'remove' } | { readonly kind: 'set'; readonly quantity: number; readonly adjustedTo: number | null } {
  if (requested < 1) {
    return { kind: 'remove' };
  }
  const cap = maxQuantity(productMax);
  return requested > cap ? { kind: 'set', quantity: cap, adjustedTo: cap } : { kind: 'set', quantity: requested, adjustedTo: null };
}
