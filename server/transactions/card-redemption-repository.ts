import type { Queryable } from '../database/queryable';

/**
 * Card transactions paid back with points (the annual-fee eraser and Pay
 * with Rewards): one `card_transaction_redemption` row a transaction, whose
 * row is locked first so two redemptions of it queue and the second finds
 * it redeemed.
 */

export interface AnnualFeeRow {
  id: number;
  descriptionEn: string;
  descriptionFr: string | null;
  amountCents: number;
  postedAt: Date;
  redeemedAt: Date | null;
}

/** One annual fee of the card, its row locked so that two redemptions of it queue; null when it is not one. */
export async function lockAnnualFee(db: Queryable, accountId: number, feeId: number): Promise<AnnualFeeRow | null> {
  const { rows } = await db.query<Omit<AnnualFeeRow, 'redeemedAt'>>(
    `SELECT t.id, t.description_en AS "descriptionEn", t.description_fr AS "descriptionFr", t.amount_cents AS "amountCents",
            t.posted_at AS "postedAt"
       FROM card_transaction t
      WHERE t.id = $1 AND t.account_id = $2 AND t.kind = 'annual_fee'
      FOR UPDATE`,
    [feeId, accountId],
  );
  const fee = rows[0];
  if (!fee) return null;
  // A statement of its own, after the lock: it sees the redemption a transaction that held the lock committed.
  const redeemed = await db.query<{ at: Date }>('SELECT created_at AS at FROM card_transaction_redemption WHERE card_transaction_id = $1', [feeId]);
  return { ...fee, redeemedAt: redeemed.rows[0]?.at ?? null };
}

export interface PurchaseRow {
  id: number;
  reference: string;
  descriptionEn: string;
  descriptionFr: string | null;
  amountCents: number;
  transactionAt: Date;
  postedAt: Date;
  redemption: { points: number; cashCents: number; at: Date; reference: string } | null;
}

const PURCHASE_COLUMNS = `t.id, t.reference_identifier AS reference, t.description_en AS "descriptionEn", t.description_fr AS "descriptionFr",
  t.amount_cents::int AS "amountCents", t.transaction_at AS "transactionAt", t.posted_at AS "postedAt"`;

/**
 * A page of the card's purchases posted since `since`, redeemed or not, with
 * how many there are. Unredeemed ones whose pay-back window is closing soon
 * (`closingSoon`: $`minimumCents` or more, posted between its bounds, see
 * payBackClosingSoonPostings) are listed whatever the range, first, the
 * soonest deadline first; then newest first (issue 26).
 */
export async function findPurchasePage(
  db: Queryable,
  input: {
    accountId: number;
    since: Date;
    redeemed: boolean;
    limit: number;
    offset: number;
    closingSoon: { from: Date; to: Date; minimumCents: number };
  },
): Promise<{ rows: PurchaseRow[]; count: number }> {
  const closing = `(r.id IS NULL AND t.amount_cents >= $6 AND t.posted_at BETWEEN $7 AND $8)`;
  const { rows } = await db.query<
    Omit<PurchaseRow, 'redemption'> & { count: number; rPoints: number | null; rCash: number | null; rAt: Date | null; rRef: string | null }
  >(
    `SELECT ${PURCHASE_COLUMNS}, count(*) OVER ()::int AS count,
            r.points::int AS "rPoints", r.cash_cents::int AS "rCash", r.created_at AS "rAt", r.reference_identifier AS "rRef"
       FROM card_transaction t LEFT JOIN card_transaction_redemption r ON r.card_transaction_id = t.id
      WHERE t.account_id = $1 AND t.kind = 'purchase' AND (t.posted_at >= $2 OR ${closing}) AND (r.id IS NOT NULL) = $3
      ORDER BY ${closing} DESC, CASE WHEN ${closing} THEN t.posted_at END ASC NULLS LAST, t.posted_at DESC, t.id DESC
      LIMIT $4 OFFSET $5`,
    [
      input.accountId,
      input.since,
      input.redeemed,
      input.limit,
      input.offset,
      input.closingSoon.minimumCents,
      input.closingSoon.from,
      input.closingSoon.to,
    ],
  );
  return {
    rows: rows.map(({ count: _count, rPoints, rCash, rAt, rRef, ...row }) => ({
      ...row,
      redemption: rAt ? { points: rPoints!, cashCents: rCash!, at: rAt, reference: rRef! } : null,
    })),
    count: rows[0]?.count ?? 0,
  };
}

/** The card's purchases not paid back, of `minimumCents` or more, posted since `since`: what the pay-back reminder counts. */
export async function findOpenPurchases(
  db: Queryable,
  input: { accountId: number; since: Date; minimumCents: number },
): Promise<{ amountCents: number; postedAt: Date }[]> {
  const { rows } = await db.query<{ amountCents: number; postedAt: Date }>(
    `SELECT t.amount_cents::int AS "amountCents", t.posted_at AS "postedAt"
       FROM card_transaction t LEFT JOIN card_transaction_redemption r ON r.card_transaction_id = t.id
      WHERE t.account_id = $1 AND t.kind = 'purchase' AND r.id IS NULL AND t.amount_cents >= $3 AND t.posted_at >= $2`,
    [input.accountId, input.since, input.minimumCents],
  );
  return rows;
}

/** A purchase of the card, its row locked so two redemptions of it queue (the second finds it redeemed). */
export async function lockPurchase(db: Queryable, accountId: number, reference: string): Promise<PurchaseRow | null> {
  const { rows } = await db.query<Omit<PurchaseRow, 'redemption'>>(
    `SELECT ${PURCHASE_COLUMNS} FROM card_transaction t
      WHERE t.reference_identifier = $1 AND t.account_id = $2 AND t.kind = 'purchase' FOR UPDATE`,
    [reference, accountId],
  );
  const purchase = rows[0];
  if (!purchase) return null;
  // After the lock, so it sees a redemption that a transaction holding the lock committed.
  const redeemed = await db.query<{ points: number; cashCents: number; at: Date; reference: string }>(
    `SELECT points::int, cash_cents::int AS "cashCents", created_at AS at, reference_identifier AS reference
       FROM card_transaction_redemption WHERE card_transaction_id = $1`,
    [purchase.id],
  );
  return { ...purchase, redemption: redeemed.rows[0] ?? null };
}

/** Records a card transaction paid back with points; answers the redemption's id. */
export async function insertCardRedemption(
  db: Queryable,
  input: {
    cardTransactionId: number;
    accountId: number;
    memberId: number;
    adminId: number | null;
    kind: 'annual_fee_eraser' | 'pay_with_rewards';
    reference: string;
    points: number;
    cashCents: number;
    conversionRate: number;
    at: Date;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO card_transaction_redemption (card_transaction_id, account_id, member_id, admin_id, kind, reference_identifier, points,
                                              cash_cents, conversion_rate, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      input.cardTransactionId,
      input.accountId,
      input.memberId,
      input.adminId,
      input.kind,
      input.reference,
      input.points,
      input.cashCents,
      input.conversionRate,
      input.at,
    ],
  );
  return rows[0]!.id;
}
