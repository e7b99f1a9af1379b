import type { Queryable } from '../database/queryable';

export interface MailToQueue {
  programmeId: number;
  memberId: number | null;
  kind:
    | 'order_confirmation'
    | 'order_cancellation'
    | 'email_verification'
    | 'password_reset'
    | 'password_reset_unavailable'
    | 'password_changed'
    | 'redemption_confirmation'
    | 'email_change_verification'
    | 'email_change_notice';
  locale: 'en-CA' | 'fr-CA';
  to: string;
  subject: string;
  text: string;
  html: string;
  orderId: number | null;
}

/**
 * Queues an email in the caller's transaction: it exists exactly when what
 * caused it commits, and sending it can neither fail nor slow the request
 * (the dispatcher delivers it afterwards).
 */
export async function enqueueMail(db: Queryable, mail: MailToQueue): Promise<void> {
  await db.query({
    name: 'enqueue-mail',
    text: `INSERT INTO email_outbox (programme_id, member_id, kind, locale, to_address, subject, text_body, html_body, order_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    values: [mail.programmeId, mail.memberId, mail.kind, mail.locale, mail.to, mail.subject, mail.text, mail.html, mail.orderId],
  });
}

/** One email as the outbox holds it. */
export interface OutgoingMail {
  outboxId: number;
  kind: string;
  locale: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Up to `limit` unsent messages tried fewer than `maxAttempts` times, oldest
 * first, locked for the rest of the transaction; rows another node holds are
 * skipped, so several nodes share the outbox.
 */
export async function claimUnsentMail(db: Queryable, limit: number, maxAttempts: number): Promise<OutgoingMail[]> {
  const { rows } = await db.query<OutgoingMail>(
    `SELECT id AS "outboxId", kind, locale, to_address AS "to", subject, text_body AS text, html_body AS html
       FROM email_outbox WHERE sent_at IS NULL AND attempts < $2
      ORDER BY id LIMIT $1 FOR NO KEY UPDATE SKIP LOCKED`,
    [limit, maxAttempts],
  );
  return rows;
}

export async function markMailSent(db: Queryable, outboxIds: readonly number[]): Promise<void> {
  await db.query('UPDATE email_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])', [outboxIds]);
}

/** Counts a failed attempt and keeps the start of its error. */
export async function markMailFailed(db: Queryable, outboxIds: readonly number[], error: string): Promise<void> {
  await db.query('UPDATE email_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1::bigint[])', [outboxIds, error.slice(0, 500)]);
}
