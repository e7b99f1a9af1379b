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
    | 'email_change_notice'
    | 'pay_back_reminder';
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
  /** Attempts made before this one. */
  attempts: number;
}

/**
 * Claims up to `limit` unsent messages that are due (next_attempt_at passed)
 * and tried fewer than `maxAttempts` times, oldest due first, by pushing their
 * next_attempt_at `leaseMs` ahead: no other node claims them meanwhile, and
 * if this one dies they become due again when the lease ends. The claim is
 * its own statement, so nothing is locked while the transport works and each
 * message can be marked as soon as its outcome is known.
 */
export async function claimDueMail(db: Queryable, limit: number, maxAttempts: number, leaseMs: number): Promise<OutgoingMail[]> {
  const { rows } = await db.query<OutgoingMail>(
    `UPDATE email_outbox SET next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
      WHERE id IN (SELECT id FROM email_outbox
                    WHERE sent_at IS NULL AND attempts < $2 AND next_attempt_at <= now()
                    ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id AS "outboxId", kind, locale, to_address AS "to", subject, text_body AS text, html_body AS html, attempts`,
    [limit, maxAttempts, leaseMs],
  );
  return rows.sort((a, b) => a.outboxId - b.outboxId);
}

/** Marks delivered messages sent (a message already marked is left as it is). */
export async function markMailSent(db: Queryable, outboxIds: readonly number[]): Promise<void> {
  await db.query('UPDATE email_outbox SET sent_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[]) AND sent_at IS NULL', [
    outboxIds,
  ]);
}

/** Counts a refused attempt, keeps the start of its error and makes the message due again after `retryInMs`. */
export async function markMailRefused(db: Queryable, outboxId: number, error: string, retryInMs: number): Promise<void> {
  await db.query(
    `UPDATE email_outbox SET attempts = attempts + 1, last_error = $2,
            next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
      WHERE id = $1 AND sent_at IS NULL`,
    [outboxId, error.slice(0, 500), retryInMs],
  );
}

/**
 * Counts a permanently refused attempt and keeps its error; the message is
 * never due again (next_attempt_at = infinity) but stays unsent, so the
 * outbox backlog still shows it to operations.
 */
export async function markMailUndeliverable(db: Queryable, outboxId: number, error: string): Promise<void> {
  await db.query(
    `UPDATE email_outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = 'infinity'
      WHERE id = $1 AND sent_at IS NULL`,
    [outboxId, error.slice(0, 500)],
  );
}

/** Gives back claimed messages not yet handed to the transport (a stopping node): due again at once. */
export async function releaseMail(db: Queryable, outboxIds: readonly number[]): Promise<void> {
  await db.query('UPDATE email_outbox SET next_attempt_at = now() WHERE id = ANY($1::bigint[]) AND sent_at IS NULL', [outboxIds]);
}
