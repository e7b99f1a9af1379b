import type { TransactionAction } from '@rewards-storefront/domain/transactions/transaction-display';
import type { Queryable } from '../database/queryable';

export interface TransactionRow {
  /** card-<id> or ledger-<id>. */
  id: string;
  action: TransactionAction;
  sourceType: string | null;
  createdAt: Date;
  postedAt: Date;
  descriptionEn: string | null;
  descriptionFr: string | null;
  amountCents: number | null;
  currencyCode: string | null;
  reference: string | null;
  cardTransactionId: number | null;
  points: number;
  bonus: number;
  redeemedAt: Date | null;
  relatedEn: string | null;
  relatedFr: string | null;
}

export interface TransactionFilter {
  accountId: number;
  from: Date;
  to: Date;
  /** The annual fees alone (the Annual Fee Eraser tab). */
  annualFeesOnly: boolean;
}

const SOURCE_ID = (column: string) => `(CASE WHEN ${column} ~ '^[0-9]{1,15}$' THEN ${column}::bigint END)`;

/**
 * A card's transactions in one list: card activity (purchases and annual
 * fees, by posting date) with the points each earned, and every ledger entry
 * that is not such earning (orders, refunds, redemptions, bonuses), by when
 * the points moved. Newest first; ties keep card activity first.
 */
const TRANSACTIONS = `
  SELECT 'card-' || t.id AS id, t.kind AS action, NULL::text AS "sourceType", t.transaction_at AS "createdAt", t.posted_at AS "postedAt",
         t.description_en AS "descriptionEn", t.description_fr AS "descriptionFr", t.amount_cents AS "amountCents",
         t.currency_code AS "currencyCode", t.reference_identifier AS reference, t.id AS "cardTransactionId",
         COALESCE(e.points, 0)::bigint AS points, COALESCE(e.bonus, 0)::bigint AS bonus, r.created_at AS "redeemedAt",
         NULL::text AS "relatedEn", NULL::text AS "relatedFr", 0 AS rank, t.id AS "sortId"
    FROM card_transaction t
    LEFT JOIN LATERAL (
          SELECT sum(l.points) AS points, sum(l.points) FILTER (WHERE l.entry_type = 'bonus') AS bonus
            FROM point_ledger_entry l
           WHERE l.account_id = t.account_id AND l.source_type = 'card_transaction' AND l.source_id = t.id::text) e ON true
    LEFT JOIN card_transaction_redemption r ON r.card_transaction_id = t.id
   WHERE t.account_id = $1 AND t.posted_at BETWEEN $2 AND $3 AND (NOT $4 OR t.kind = 'annual_fee')
  UNION ALL
  SELECT 'ledger-' || l.id, CASE WHEN l.source_type IN ('annual_fee_eraser', 'pay_with_rewards') THEN l.source_type ELSE l.entry_type END,
         l.source_type, l.occurred_at, l.occurred_at, l.description, NULL, NULL, NULL,
         COALESCE(o.reference_identifier, r.reference_identifier), NULL,
         l.points, CASE WHEN l.entry_type = 'bonus' THEN l.points ELSE 0 END, NULL,
         ct.description_en, ct.description_fr, 1, l.id
    FROM point_ledger_entry l
    LEFT JOIN redemption_order o ON l.source_type = 'redemption_order' AND o.id = ${SOURCE_ID('l.source_id')}
    LEFT JOIN card_transaction_redemption r ON l.source_type IN ('annual_fee_eraser', 'pay_with_rewards') AND r.id = ${SOURCE_ID('l.source_id')}
    LEFT JOIN card_transaction ct ON ct.id = r.card_transaction_id
   WHERE l.account_id = $1 AND l.occurred_at BETWEEN $2 AND $3 AND NOT $4 AND l.source_type IS DISTINCT FROM 'card_transaction'`;

function values(filter: TransactionFilter): unknown[] {
  return [filter.accountId, filter.from, filter.to, filter.annualFeesOnly];
}

/** One page of a card's transactions (`limit` null: all of them), and how many there are in all. */
export async function findTransactions(
  db: Queryable,
  filter: TransactionFilter,
  page: { limit: number | null; offset: number },
): Promise<{ rows: TransactionRow[]; count: number }> {
  const [{ rows }, counted] = await Promise.all([
    db.query<TransactionRow & { rank: number; sortId: number }>(
      `SELECT * FROM (${TRANSACTIONS}) x ORDER BY "postedAt" DESC, rank, "sortId" DESC LIMIT $5 OFFSET $6`,
      [...values(filter), page.limit, page.offset],
    ),
    db.query<{ count: number }>(`SELECT count(*)::bigint AS count FROM (${TRANSACTIONS}) x`, values(filter)),
  ]);
  return { rows: rows.map(({ rank: _rank, sortId: _sortId, ...row }) => row), count: counted.rows[0]?.count ?? 0 };
}

/** The programme's dollars per point for a card. */
export async function findConversionRate(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ rate: number }>(
    'SELECT p.conversion_rate::float8 AS rate FROM account a JOIN programme p ON p.id = a.programme_id WHERE a.id = $1',
    [accountId],
  );
  return rows[0]?.rate ?? 0.01;
}

/** The programme's points currency for a card, named in both languages. */
export async function findPointsCurrency(
  db: Queryable,
  accountId: number,
): Promise<{ id: number; nameEn: string; nameFr: string | null; symbol: string }> {
  const { rows } = await db.query<{ id: number; nameEn: string; nameFr: string | null; symbol: string }>(
    `SELECT c.id, c.name_en AS "nameEn", c.name_fr AS "nameFr", c.symbol
       FROM account a JOIN programme p ON p.id = a.programme_id JOIN currency c ON c.id = p.points_currency_id WHERE a.id = $1`,
    [accountId],
  );
  return rows[0] ?? { id: 1, nameEn: 'Points', nameFr: 'Points', symbol: 'pts' };
}
