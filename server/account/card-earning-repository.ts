import type { Queryable } from '../database/queryable';

/**
 * The points a card earned between `from` (excluded) and `to` (included): its ledger's earn entries (purchases)
 * and bonuses, by when the points moved. Read through the ledger's (account_id, occurred_at) index, which
 * includes the points.
 */
export async function sumEarnedPoints(db: Queryable, accountId: number, from: Date, to: Date): Promise<number> {
  const { rows } = await db.query<{ earned: number }>(
    `SELECT COALESCE(sum(points), 0)::bigint AS earned
       FROM point_ledger_entry
      WHERE account_id = $1 AND occurred_at > $2 AND occurred_at <= $3 AND entry_type IN ('earn', 'bonus')`,
    [accountId, from, to],
  );
  return Number(rows[0]?.earned ?? 0);
}
