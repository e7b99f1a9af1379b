import type { Queryable } from '../database/queryable';

export interface ProductDetailRow {
  id: string;
  slug: string;
  catalogId: string;
  catalogSlug: string;
  categoryId: string;
  categoryPathEn: string[];
  categoryPathFr: string[];
  productType: string;
  model: string | null;
  nameEn: string;
  nameFr: string | null;
  descriptionEn: string;
  descriptionFr: string | null;
  brandId: string | null;
  brandName: string | null;
  hasSplitpay: boolean;
  minPercentagePoints: number;
  minPercentageFiat: number;
  disclosureConsentEn: string | null;
  disclosureConsentFr: string | null;
  maxQuantity: number;
  /** A gift shared among up to this many charities (spec §9); null for other products. */
  maxCharities: number | null;
  conversionRate: string;
  fiatCurrencyId: number;
  fiatCurrencyCode: string;
  fiatCurrencySymbol: string;
  productGroupId: number | null;
  productGroupCode: string | null;
  productGroupNameEn: string | null;
  productGroupNameFr: string | null;
}

export interface VariantRow {
  id: string;
  sku: string;
  attributes: Record<string, unknown>;
  pricePoints: string | null;
  stockQuantity: number | null;
  isAvailable: boolean;
  /** The variant's retail value in cents, else the product's; null when neither is known. */
  retailValueCents: string | null;
}

/** An active product of the programme by slug, with what its detail page shows. */
export async function findProductDetail(db: Queryable, programmeId: number, slug: string): Promise<ProductDetailRow | null> {
  const { rows } = await db.query<ProductDetailRow>(
    `SELECT p.id, p.slug, c.id AS "catalogId", c.slug AS "catalogSlug",
            cat.id AS "categoryId", cat.level_paths_en AS "categoryPathEn", cat.level_paths_fr AS "categoryPathFr",
            p.product_type AS "productType", p.model, p.name_en AS "nameEn", p.name_fr AS "nameFr",
            p.description_en AS "descriptionEn", p.description_fr AS "descriptionFr",
            b.id AS "brandId", b.name AS "brandName",
            p.has_splitpay AS "hasSplitpay", p.min_percentage_points AS "minPercentagePoints",
            p.min_percentage_fiat AS "minPercentageFiat",
            p.disclosure_consent_en AS "disclosureConsentEn", p.disclosure_consent_fr AS "disclosureConsentFr",
            p.max_quantity AS "maxQuantity", p.max_charities AS "maxCharities", pr.conversion_rate AS "conversionRate",
            fc.id AS "fiatCurrencyId", fc.code AS "fiatCurrencyCode", fc.symbol AS "fiatCurrencySymbol",
            g.id AS "productGroupId", g.code AS "productGroupCode",
            g.name_en AS "productGroupNameEn", g.name_fr AS "productGroupNameFr"
       FROM product p
       JOIN catalog c ON c.id = p.catalog_id
       JOIN programme pr ON pr.id = c.programme_id
       JOIN currency fc ON fc.id = pr.fiat_currency_id
       JOIN category cat ON cat.id = p.category_id
       LEFT JOIN brand b ON b.id = p.brand_id
       LEFT JOIN product_group g ON g.id = p.product_group_id
      WHERE c.programme_id = $1 AND p.slug = $2 AND p.is_active`,
    [programmeId, slug],
  );
  return rows[0] ?? null;
}

export async function findVariants(db: Queryable, productId: number): Promise<VariantRow[]> {
  const { rows } = await db.query<VariantRow>(
    `SELECT v.id, v.sku, v.attributes, v.price_points AS "pricePoints", v.stock_quantity AS "stockQuantity",
            v.is_available AS "isAvailable", COALESCE(v.retail_value_cents, p.retail_value_cents) AS "retailValueCents"
       FROM product_variant v JOIN product p ON p.id = v.product_id
      WHERE v.product_id = $1 ORDER BY v.position, v.id`,
    [productId],
  );
  return rows;
}

export interface PromotionGroupRow {
  id: string;
  code: string;
  nameEn: string;
  nameFr: string | null;
}

export async function findPromotionGroups(db: Queryable, programmeId: number): Promise<PromotionGroupRow[]> {
  const { rows } = await db.query<PromotionGroupRow>(
    `SELECT id, code, name_en AS "nameEn", name_fr AS "nameFr"
       FROM promotion_group WHERE programme_id = $1 ORDER BY position, id`,
    [programmeId],
  );
  return rows;
}
