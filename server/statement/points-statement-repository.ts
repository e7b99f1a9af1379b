import type { Queryable } from '../database/queryable';

/** One ledger entry as the points statement reads it, with what names its reason. */
export interface StatementEntryRow {
  id: number;
  entryType: string;
  sourceType: string | null;
  points: number;
  recordedAt: Date;
  postsAt: Date | null;
  /** The order's or booking's number, or the card redemption's reference. */
  reference: string | null;
  /** The redemption kind of the source order's first item (`miles_transfer`, …). */
  orderKind: string | null;
  /** The airline points were transferred to. */
  partner: string | null;
  /** The card purchase or fee the points came from or paid for. */
  detailEn: string | null;
  detailFr: string | null;
}

const SOURCE_ID = (column: string) => `(CASE WHEN ${column} ~ '^[0-9]{1,15}$' THEN ${column}::bigint END)`;

/** When an entry posts: its posting date, else when it was recorded. */
const POSTING_DATE = 'COALESCE(l.posts_at, l.occurred_at)';

/**
 * The card's posted balance before `from`: the entries posting earlier
 * (`from` is never later than now, so all of them have posted).
 */
export async function balanceBefore(db: Queryable, accountId: number, from: Date): Promise<number> {
  const { rows } = await db.query<{ balance: number }>({
    name: 'points-statement-balance-before',
    text: `SELECT COALESCE(sum(l.points), 0)::bigint AS balance FROM point_ledger_entry l WHERE l.account_id = $1 AND ${POSTING_DATE} < $2`,
    values: [accountId, from],
  });
  return Number(rows[0]?.balance ?? 0);
}

/**
 * Every entry of the card posting from `from` on (pending ones included),
 * with the order, airline, card purchase or fee it came from.
 */
export async function findStatementEntries(db: Queryable, accountId: number, from: Date): Promise<StatementEntryRow[]> {
  const { rows } = await db.query<StatementEntryRow>({
    name: 'points-statement-entries',
    text: `SELECT l.id, l.entry_type AS "entryType", l.source_type AS "sourceType", l.points, l.occurred_at AS "recordedAt",
                  l.posts_at AS "postsAt", COALESCE(o.reference_identifier, r.reference_identifier) AS reference,
                  i.redemption_kind AS "orderKind", i.payload ->> 'airline' AS partner,
                  COALESCE(ct.description_en, pt.description_en) AS "detailEn", COALESCE(ct.description_fr, pt.description_fr) AS "detailFr"
             FROM point_ledger_entry l
             LEFT JOIN redemption_order o
                    ON l.source_type IN ('redemption_order', 'travel_bonus') AND o.id = ${SOURCE_ID('l.source_id')}
             LEFT JOIN LATERAL (SELECT oi.redemption_kind, oi.payload FROM redemption_order_item oi
                                 WHERE oi.order_id = o.id ORDER BY oi.id LIMIT 1) i ON true
             LEFT JOIN card_transaction_redemption r
                    ON l.source_type IN ('annual_fee_eraser', 'pay_with_rewards') AND r.id = ${SOURCE_ID('l.source_id')}
             LEFT JOIN card_transaction ct ON ct.id = r.card_transaction_id
             LEFT JOIN card_transaction pt ON l.source_type = 'card_transaction' AND pt.id = ${SOURCE_ID('l.source_id')}
            WHERE l.account_id = $1 AND ${POSTING_DATE} >= $2
            ORDER BY ${POSTING_DATE}, l.id`,
    values: [accountId, from],
  });
  return rows.map((row) => ({ ...row, id: Number(row.id), points: Number(row.points) }));
}
