import type { Queryable } from '../database/queryable';

/** A promotion code applied to a cart, with its promotion's rule and window. */
export interface AppliedCodeRow {
  promotionCodeId: number;
  promotionId: number;
  code: string;
  titleEn: string;
  titleFr: string | null;
  kind: 'amount' | 'percentage';
  amountPoints: number | null;
  percentage: number | null;
  productId: number | null;
  startsAt: Date;
  endsAt: Date | null;
}

const SELECT_CODE = `
  SELECT pc.id AS "promotionCodeId", pr.id AS "promotionId", pc.code, pr.title_en AS "titleEn", pr.title_fr AS "titleFr",
         pr.kind, pr.amount_points AS "amountPoints", pr.percentage, pr.product_id AS "productId",
         pr.starts_at AS "startsAt", pr.ends_at AS "endsAt"
    FROM promotion_code pc
    JOIN promotion pr ON pr.id = pc.promotion_id`;

/** The codes applied to a cart, in the order they were applied. */
export async function findAppliedCodes(db: Queryable, cartId: number): Promise<AppliedCodeRow[]> {
  const { rows } = await db.query<AppliedCodeRow>({
    name: 'cart-applied-codes',
    text: `${SELECT_CODE} JOIN shopping_cart_promotion_code scp ON scp.promotion_code_id = pc.id
            WHERE scp.shopping_cart_id = $1 ORDER BY scp.applied_at, pc.id`,
    values: [cartId],
  });
  return rows;
}

/** A programme's code by its text, any case. */
export async function findPromotionCode(db: Queryable, programmeId: number, code: string): Promise<AppliedCodeRow | null> {
  const { rows } = await db.query<AppliedCodeRow>(`${SELECT_CODE} WHERE pc.programme_id = $1 AND pc.code = upper($2)`, [
    programmeId,
    code.trim(),
  ]);
  return rows[0] ?? null;
}

/** Applies a code to a cart; false when it was applied already. */
export async function applyCode(db: Queryable, cartId: number, promotionCodeId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO shopping_cart_promotion_code (shopping_cart_id, promotion_code_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [cartId, promotionCodeId],
  );
  return (rowCount ?? 0) > 0;
}

/** Removes a code from a cart; false when it was not applied. */
export async function removeCode(db: Queryable, cartId: number, promotionCodeId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM shopping_cart_promotion_code WHERE shopping_cart_id = $1 AND promotion_code_id = $2',
    [cartId, promotionCodeId],
  );
  return (rowCount ?? 0) > 0;
}
