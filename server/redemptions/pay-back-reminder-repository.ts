import type { Queryable } from '../database/queryable';

/** A purchase whose pay-back window closes soon, and the primary holder who asked to be reminded of it. */
export interface DueReminder {
  cardTransactionId: number;
  memberId: number;
  programmeId: number;
  email: string;
  firstName: string;
  preferredLanguage: 'en-CA' | 'fr-CA' | null;
  descriptionEn: string;
  descriptionFr: string | null;
  amountCents: number;
  postedAt: Date;
}

/**
 * Purchases posted between `from` and `to` (those whose window closes soon,
 * see payBackClosingSoonPostings), of `minimumCents` or more, not paid
 * back and never reminded of, on cards whose primary holder opted in and
 * has an email address; at most `limit`, oldest first.
 */
export async function findDueReminders(
  db: Queryable,
  input: { from: Date; to: Date; minimumCents: number; limit: number },
): Promise<DueReminder[]> {
  const { rows } = await db.query<DueReminder>(
    `SELECT t.id::int AS "cardTransactionId", m.id::int AS "memberId", m.programme_id AS "programmeId", m.email,
            m.first_name AS "firstName", m.preferred_language AS "preferredLanguage",
            t.description_en AS "descriptionEn", t.description_fr AS "descriptionFr", t.amount_cents::int AS "amountCents",
            t.posted_at AS "postedAt"
       FROM card_transaction t
       JOIN account_member am ON am.account_id = t.account_id AND am.is_primary
       JOIN member m ON m.id = am.member_id
      WHERE t.kind = 'purchase' AND t.amount_cents >= $3 AND t.posted_at BETWEEN $1 AND $2
        AND m.has_pay_back_reminders AND m.email IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM card_transaction_redemption r WHERE r.card_transaction_id = t.id)
        AND NOT EXISTS (SELECT 1 FROM pay_back_reminder p WHERE p.card_transaction_id = t.id)
      ORDER BY t.posted_at, t.id
      LIMIT $4`,
    [input.from, input.to, input.minimumCents, input.limit],
  );
  return rows;
}

/** Claims the one reminder of a purchase; false when another pass or node already sent it. */
export async function claimReminder(db: Queryable, input: { cardTransactionId: number; memberId: number; at: Date }): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO pay_back_reminder (card_transaction_id, member_id, sent_at) VALUES ($1, $2, $3)
     ON CONFLICT (card_transaction_id) DO NOTHING`,
    [input.cardTransactionId, input.memberId, input.at],
  );
  return rowCount === 1;
}
