import type { SeedProduct, SeedVariant } from './demo-catalogue';

/**
 * The demo catalogue's retail values (issue 26 item 1), in cents: what a
 * member would pay in a shop, so the storefront can say what a point buys.
 *
 * Gift cards and financial rewards are worth their face value (the
 * denomination or amount of the variant: a $25 card is 2,500 cents, also
 * when on sale for 2,250 points). Merchandise is priced between 80% and 134%
 * of a cent a point, varied by slug, so some items are worth less than cash
 * back and the comparison shows it; shop prices end in .99. Donations carry
 * no retail value.
 */
export function productRetailValueCents(product: SeedProduct): number | null {
  if (product.productType === 'merchandise') return merchandiseValue(product.pricePoints, product.slug);
  const first = product.variants[0];
  return first === undefined ? null : variantFaceValue(product, first);
}

/** A variant's retail value; null where the product's applies (a variant without a price of its own). */
export function variantRetailValueCents(product: SeedProduct, variant: SeedVariant): number | null {
  if (product.productType === 'merchandise') {
    return variant.pricePoints === null ? null : merchandiseValue(variant.pricePoints, product.slug);
  }
  return variantFaceValue(product, variant);
}

function variantFaceValue(product: SeedProduct, variant: SeedVariant): number | null {
  if (product.productType === 'charitable_donation') return null;
  const face = variant.attributes['denomination'] ?? variant.attributes['amount'];
  return face === undefined ? null : Number(face.value) * 100;
}

function merchandiseValue(pricePoints: number, slug: string): number {
  const percent = 80 + ([...slug].reduce((sum, character) => sum + character.charCodeAt(0), 0) % 55);
  // Whole dollars less a cent, as shops print them: $249.99.
  return Math.max(99, Math.round((pricePoints * percent) / 10_000) * 100 - 1);
}
