import type { Queryable } from '../database/queryable';

export interface WishlistRow {
  id: string;
  productId: string;
  productVariantId: string;
  sku: string;
  attributes: Record<string, unknown>;
  createdAt: Date;
  nameEn: string;
  nameFr: string | null;
  pricePoints: string;
}

const SELECT_ITEMS = `
  SELECT w.id, pv.product_id AS "productId", w.product_variant_id AS "productVariantId", pv.sku, pv.attributes,
         w.created_at AS "createdAt", p.name_en AS "nameEn", p.name_fr AS "nameFr",
         COALESCE(pv.price_points, p.price_points) AS "pricePoints"
    FROM wishlist_item w
    JOIN product_variant pv ON pv.id = w.product_variant_id
    JOIN product p ON p.id = pv.product_id`;

/** The member's wishlist, newest first (the service re-sorts as asked). */
export async function findWishlist(db: Queryable, memberId: number): Promise<WishlistRow[]> {
  const { rows } = await db.query<WishlistRow>(`${SELECT_ITEMS} WHERE w.member_id = $1 ORDER BY w.created_at DESC, w.id DESC`, [
    memberId,
  ]);
  return rows;
}

export async function findWishlistItem(db: Queryable, memberId: number, id: number): Promise<WishlistRow | null> {
  const { rows } = await db.query<WishlistRow>(`${SELECT_ITEMS} WHERE w.member_id = $1 AND w.id = $2`, [memberId, id]);
  return rows[0] ?? null;
}

/** The member's wishlist item ids of one product's variants (the detail page's heart). */
export async function findWishlistIdForProduct(db: Queryable, memberId: number, productId: number): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT w.id FROM wishlist_item w JOIN product_variant pv ON pv.id = w.product_variant_id
      WHERE w.member_id = $1 AND pv.product_id = $2 ORDER BY w.created_at DESC, w.id DESC LIMIT 1`,
    [memberId, productId],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

export interface VariantPlacementRow {
  productId: string;
  catalogId: string;
  productCollectionId: string;
}

/** The variant's product, when it is an active product of the programme. */
export async function findVariantPlacement(
  db: Queryable,
  programmeId: number,
  variantId: number,
): Promise<VariantPlacementRow | null> {
  const { rows } = await db.query<VariantPlacementRow>(
    `SELECT p.id AS "productId", p.catalog_id AS "catalogId", p.product_collection_id AS "productCollectionId"
       FROM product_variant pv
       JOIN product p ON p.id = pv.product_id
       JOIN catalog c ON c.id = p.catalog_id
      WHERE pv.id = $1 AND c.programme_id = $2 AND p.is_active`,
    [variantId, programmeId],
  );
  return rows[0] ?? null;
}

/** Adds the variant once; an existing item of the same variant is returned as it is. */
export async function insertWishlistItem(
  db: Queryable,
  input: { memberId: number; variantId: number; productCollectionId: number; catalogId: number; accountId: number },
): Promise<{ id: number; created: boolean }> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO wishlist_item (member_id, product_variant_id, product_collection_id, catalog_id, account_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT wishlist_item_member_variant_key DO NOTHING
     RETURNING id`,
    [input.memberId, input.variantId, input.productCollectionId, input.catalogId, input.accountId],
  );
  if (inserted.rows[0]) return { id: Number(inserted.rows[0].id), created: true };
  const existing = await db.query<{ id: string }>(
    'SELECT id FROM wishlist_item WHERE member_id = $1 AND product_variant_id = $2',
    [input.memberId, input.variantId],
  );
  return { id: Number(existing.rows[0]!.id), created: false };
}

export async function deleteWishlistItem(db: Queryable, memberId: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM wishlist_item WHERE member_id = $1 AND id = $2', [memberId, id]);
  return (rowCount ?? 0) > 0;
}
