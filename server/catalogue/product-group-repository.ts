import type { Queryable } from '../database/queryable';

export interface ProductGroupRow {
  id: number;
  code: string;
  nameEn: string;
  nameFr: string | null;
}

/** The programme's product group with this id; another programme's group is not found. */
export async function findProductGroup(db: Queryable, programmeId: number, groupId: number): Promise<ProductGroupRow | null> {
  const { rows } = await db.query<ProductGroupRow>(
    `SELECT id, code, name_en AS "nameEn", name_fr AS "nameFr"
       FROM product_group WHERE programme_id = $1 AND id = $2`,
    [programmeId, groupId],
  );
  return rows[0] ?? null;
}

/** The ids of the group's active products in the programme's catalogues, newest first (the shop's default order). */
export async function findProductGroupProductIds(db: Queryable, programmeId: number, groupId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id
       FROM product p
       JOIN catalog c ON c.id = p.catalog_id
      WHERE p.product_group_id = $2 AND c.programme_id = $1 AND p.is_active
      ORDER BY p.created_at DESC, p.id DESC`,
    [programmeId, groupId],
  );
  return rows.map((row) => row.id);
}
