import type { Pool } from 'pg';
import type { OutgoingMail } from '../mail/mail-outbox-repository';

/** The sandbox mailbox's messages (the mail the sandbox transport delivered), as its pages show them. */
export interface MailboxMessageRow {
  id: number;
  kind: string;
  locale: string;
  toAddress: string;
  subject: string;
  textBody: string;
  receivedAt: Date;
}

const SELECT = `SELECT id, kind, locale, to_address AS "toAddress", subject, text_body AS "textBody", received_at AS "receivedAt"
                  FROM sandbox_mailbox_message`;

/** The newest messages of the sandbox mailbox, newest first. */
export async function findMailboxMessages(pool: Pool, limit = 100): Promise<MailboxMessageRow[]> {
  const { rows } = await pool.query<MailboxMessageRow>(`${SELECT} ORDER BY received_at DESC, id DESC LIMIT $1`, [limit]);
  return rows;
}

/** One message of the sandbox mailbox; null when there is none with this id. */
export async function findMailboxMessage(pool: Pool, id: number): Promise<MailboxMessageRow | null> {
  const { rows } = await pool.query<MailboxMessageRow>(`${SELECT} WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Keeps a delivered batch in the mailbox, one statement per batch; a message delivered again (after a crash) is kept once. */
export async function insertMailboxMessages(pool: Pool, mails: readonly OutgoingMail[]): Promise<void> {
  await pool.query(
    `INSERT INTO sandbox_mailbox_message (outbox_id, kind, locale, to_address, subject, text_body, html_body)
     SELECT x.outbox_id, x.kind, x.locale, x.to_address, x.subject, x.text_body, x.html_body
       FROM jsonb_to_recordset($1::jsonb) AS x(outbox_id bigint, kind text, locale text, to_address text, subject text,
                                                text_body text, html_body text)
     ON CONFLICT (outbox_id) DO NOTHING`,
    [
      JSON.stringify(
        mails.map((mail) => ({
          outbox_id: mail.outboxId,
          kind: mail.kind,
          locale: mail.locale,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
        })),
      ),
    ],
  );
}
