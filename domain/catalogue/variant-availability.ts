/**
 * Whether a variant can be ordered now: switched on and, when its stock is
 * tracked, in stock. Always holds: a variant with stock 0 is never orderable.
 * The default variant of a list item follows the same rule in SQL
 * (product-repository.ts).
 */
export function isVariantOrderable(variant: { readonly isAvailable: boolean; readonly stockQuantity: number | null }): boolean {
  return variant.isAvailable && (variant.stockQuantity === null || variant.stockQuantity > 0);
}
