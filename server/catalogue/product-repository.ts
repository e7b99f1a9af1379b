import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Queryable } from '../database/queryable';

export interface CatalogRow {
  id: number;
  slug: string;
}

export interface LabelRow {
  code: string;
  display_name_en: string;
  display_name_fr: string | null;
  label_text: string;
  position: number;
  priority_index: number;
  product_label_type: string;
  end_at: string | null;
  background_color: string;
  text_color: string;
  image: string | null;
}

export interface ProductListRow {
  id: number;
  slug: string;
  name: string;
  catalogId: number;
  catalogSlug: string;
  productCollectionId: number;
  hasImage: boolean;
  pricePoints: number;
  originalPricePoints: number | null;
  minPricePoints: number;
  variantCount: number;
  /** The first available variant by position, else the first (every active product has one: migration 0004). */
  defaultVariantId: number;
  hasSplitpay: boolean;
  hideAddToCart: boolean;
  isDisclosureConsentMandatory: boolean;
  promotionEndDate: Date | null;
  labels: LabelRow[] | null;
}

export async function findCatalog(db: Queryable, programmeId: number, slug: string): Promise<CatalogRow | null> {
  const { rows } = await db.query<CatalogRow>('SELECT id, slug FROM catalog WHERE programme_id = $1 AND slug = $2', [
    programmeId,
    slug,
  ]);
  return rows[0] ?? null;
}

/**
 * The list fields of the given products, in the order of `ids`. French texts
 * fall back to English where a translation is missing.
 */
export async function findProductListRows(
  db: Queryable,
  input: { ids: number[]; locale: Locale },
): Promise<ProductListRow[]> {
  if (input.ids.length === 0) return [];
  const french = input.locale === 'fr-CA';
  const { rows } = await db.query<ProductListRow>({
    name: 'product-list-rows',
    text: `SELECT p.id,
            p.slug,
            COALESCE(CASE WHEN $2 THEN p.name_fr END, p.name_en) AS name,
            c.id AS "catalogId",
            c.slug AS "catalogSlug",
            p.product_collection_id AS "productCollectionId",
            p.has_image AS "hasImage",
            p.price_points AS "pricePoints",
            p.original_price_points AS "originalPricePoints",
            COALESCE(v.min_price, p.price_points) AS "minPricePoints",
            COALESCE(v.variant_count, 0)::int AS "variantCount",
            v.default_variant_id AS "defaultVariantId",
            p.has_splitpay AS "hasSplitpay",
            p.hide_add_to_cart AS "hideAddToCart",
            p.is_disclosure_consent_mandatory AS "isDisclosureConsentMandatory",
            p.promotion_end_date AS "promotionEndDate",
            l.labels
       FROM product p
       JOIN catalog c ON c.id = p.catalog_id
       LEFT JOIN LATERAL (
             -- The variants are read once for the count, the lowest price and the default variant
             -- (available ones first: the same rule as the detail's is_available).
             SELECT count(*) AS variant_count, min(COALESCE(pv.price_points, p.price_points)) AS min_price,
                    (array_agg(pv.id ORDER BY pv.is_available AND COALESCE(pv.stock_quantity > 0, true) DESC,
                                              pv.position, pv.id))[1] AS default_variant_id
               FROM product_variant pv
              WHERE pv.product_id = p.id
            ) v ON true
       LEFT JOIN LATERAL (
             SELECT json_agg(json_build_object(
                      'code', pl.code,
                      'display_name_en', pl.display_name_en,
                      'display_name_fr', pl.display_name_fr,
                      'label_text', COALESCE(CASE WHEN $2 THEN pl.label_text_fr END, pl.label_text_en),
                      'position', pla.position,
                      'priority_index', pla.priority_index,
                      'product_label_type', pl.product_label_type,
                      'end_at', pla.end_at,
                      'background_color', pl.background_color,
                      'text_color', pl.text_color,
                      'image', COALESCE(CASE WHEN $2 THEN pl.image_fr END, pl.image_en)
                    ) ORDER BY pla.priority_index, pl.id) AS labels
               FROM product_label_assignment pla
               JOIN product_label pl ON pl.id = pla.label_id
              WHERE pla.product_id = p.id
            ) l ON true
      WHERE p.id = ANY($1::bigint[])`,
    values: [input.ids, french],
  });
  // In the order asked for (the search decided it).
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ProductImageRow {
  slug: string;
  nameEn: string;
  brandName: string | null;
  productType: string;
}

/** What the generated product image shows; null for unknown products and products without an image. */
export async function findProductForImage(db: Queryable, slug: string): Promise<ProductImageRow | null> {
  const { rows } = await db.query<ProductImageRow>(
    `SELECT p.slug, p.name_en AS "nameEn", b.name AS "brandName", p.product_type AS "productType"
       FROM product p
       LEFT JOIN brand b ON b.id = p.brand_id
      WHERE p.slug = $1 AND p.has_image`,
    [slug],
  );
  return rows[0] ?? null;
}
