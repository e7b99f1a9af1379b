import { struckOutPrice } from '@rewards-storefront/domain/catalogue/struck-out-price';
import type { ProductListItem, ProductLabel } from '@openapi/schemas';
import type { LabelRow, ProductListRow } from './product-repository';

export const IMAGE_SIZES = ['large', 'medium', 'small'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

/** The generated image of a product at one size (server/media). */
export function productImageUrl(slug: string, size: ImageSize): string {
  return `/media/products/${slug}/${size}.svg`;
}

function toLabel(label: LabelRow): ProductLabel {
  return {
    display_name: { 'en-CA': label.display_name_en, 'fr-CA': label.display_name_fr ?? label.display_name_en },
    label_text: label.label_text,
    position: label.position,
    priority_index: label.priority_index,
    product_label_type: label.product_label_type,
    // Expired labels are sent with their end date; the client hides them (spec §3).
    end_at: label.end_at === null ? null : new Date(label.end_at).toISOString(),
    color: { background: label.background_color, text: label.text_color },
    image: label.image,
  };
}

/** The list shape of a product (shop page, wishlist, cart lines, product groups): one mapping for all. */
export function toListItem(row: ProductListRow): ProductListItem {
  // The database only keeps a higher former price (product_original_price_above_price); the rule is the domain's.
  const original = struckOutPrice(row.pricePoints, row.originalPricePoints);
  return {
    id: row.id,
    name: row.name,
    default_variant_id: row.defaultVariantId,
    slug: row.slug,
    catalog: { id: row.catalogId, slug: row.catalogSlug },
    product_collection: { id: row.productCollectionId },
    images: row.hasImage
      ? {
          large: productImageUrl(row.slug, 'large'),
          medium: productImageUrl(row.slug, 'medium'),
          small: productImageUrl(row.slug, 'small'),
        }
      : { large: null, medium: null, small: null },
    options_available: row.variantCount > 1,
    has_splitpay: row.hasSplitpay,
    prices: { min: row.minPricePoints, actual: row.pricePoints },
    original_prices: original === null ? null : { min: original, actual: original },
    product_labels: (row.labels ?? []).map(toLabel),
    promotion_end_date: row.promotionEndDate ? row.promotionEndDate.toISOString() : null,
    hide_add_to_cart: row.hideAddToCart,
    is_disclosure_consent_mandatory: row.isDisclosureConsentMandatory,
  };
}

