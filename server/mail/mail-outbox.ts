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
