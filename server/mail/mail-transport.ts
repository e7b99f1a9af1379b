import type { Pool } from 'pg';

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
 * Where emails go (decisions §3): the bank's mail service in production
 * (SMTP or an API, by configuration), the sandbox mailbox in the reference
 * deployment. `send` may be called twice for one message after a crash;
 * outboxId identifies it.
 */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Keeps every email in PostgreSQL for the /sandbox/mailbox page. */
export class SandboxMailTransport implements MailTransport {
  constructor(private readonly pool: Pool) {}

  async send(mail: OutgoingMail): Promise<void> {
    await this.pool.query(
      `INSERT INTO sandbox_mailbox_message (outbox_id, kind, locale, to_address, subject, text_body, html_body)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (outbox_id) DO NOTHING`,
      [mail.outboxId, mail.kind, mail.locale, mail.to, mail.subject, mail.text, mail.html],
    );
  }
}
