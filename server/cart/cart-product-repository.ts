import type { Queryable } from '../database/queryable';

/** What adding a product to a cart needs to know about it. */
export interface CartProductRow {
  id: number;
  catalogId: number;
  productCollectionId: number;
  hideAddToCart: boolean;
  isDisclosureConsentMandatory: boolean;
  maxQuantity: number;
  /** A gift shared among up to this many charities (spec §9); null for other products. */
  maxCharities: number | null;
}

/** An active product of the programme, or null. */
export async function findCartProduct(db: Queryable, programmeId: number, productId: number): Promise<CartProductRow | null> {
  const { rows } = await db.query<CartProductRow>(
    `SELECT p.id, p.catalog_id AS "catalogId", p.product_collection_id AS "productCollectionId",
            p.hide_add_to_cart AS "hideAddToCart", p.is_disclosure_consent_mandatory AS "isDisclosureConsentMandatory",
            p.max_quantity AS "maxQuantity", p.max_charities AS "maxCharities"
       FROM product p
       JOIN catalog c ON c.id = p.catalog_id
      WHERE p.id = $1 AND c.programme_id = $2 AND p.is_active`,
    [productId, programmeId],
  );
  return rows[0] ?? null;
}

export interface CartVariantRow {
  id: number;
  /** Points for one: the variant's own price, else the product's. */
  pricePoints: number;
  /** The sale's discount on one: the product's original price less its price, for a variant priced as the product. */
  salePoints: number;
  isAvailable: boolean;
  stockQuantity: number | null;
}

/**
 * The product's variant `variantId`, or when it is null the product's
 * default variant (the first available by position, else the first: the
 * rule of a list item's default_variant_id). A variant of another product is
 * not found.
 */
export async function findCartVariant(db: Queryable, productId: number, variantId: number | null): Promise<CartVariantRow | null> {
  const { rows } = await db.query<CartVariantRow>(
    `SELECT pv.id, COALESCE(pv.price_points, p.price_points) AS "pricePoints",
            CASE WHEN pv.price_points IS NULL AND p.original_price_points IS NOT NULL
                 THEN p.original_price_points - p.price_points ELSE 0 END AS "salePoints",
            pv.is_available AS "isAvailable", pv.stock_quantity AS "stockQuantity"
       FROM product_variant pv
       JOIN product p ON p.id = pv.product_id
      WHERE pv.product_id = $1 AND ($2::bigint IS NULL OR pv.id = $2)
      ORDER BY pv.is_available AND COALESCE(pv.stock_quantity > 0, true) DESC, pv.position, pv.id
      LIMIT 1`,
    [productId, variantId],
  );
  return rows[0] ?? null;
}
