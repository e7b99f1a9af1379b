import type { Pool } from 'pg';

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
