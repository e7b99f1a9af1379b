/** The image sizes a product may carry (spec §3 "Product"). */
export type ProductImageSize = 'large' | 'medium' | 'small';

/** A product's image URLs by size; any may be missing. */
export type ProductImages = Partial<Record<ProductImageSize, string | null>>;

/** The spec's image size preference: large, then medium, then small (spec §3). */
export const PRODUCT_IMAGE_PREFERENCE: readonly ProductImageSize[] = ['large', 'medium', 'small'];

/**
 * The URL of the first size in `preference` that the product has.
 *
 * Always holds: the result is one of the non-blank URLs of `images` for a
 * size in `preference`, or `null`, which means the no-image fallback; it is
 * `null` only when no preferred size has a non-blank URL.
 */
export function pickProductImage(
  images: ProductImages | null | undefined,
  preference: readonly ProductImageSize[] = PRODUCT_IMAGE_PREFERENCE,
): string | null {
  for (const size of preference) {
    const url = images?.[size];
    if (url != null && url.trim() !== '') {
      return url;
    }
  }
  return null;
}
