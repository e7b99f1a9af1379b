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
 * deployment. `deliver` gets a batch; it may be given a message again after
 * a crash, which outboxId identifies. It throws when the batch could not be
 * delivered (it is tried again later).
 */
export interface MailTransport {
  deliver(mails: readonly OutgoingMail[]): Promise<void>;
}

/** Keeps every email in PostgreSQL for the /sandbox/mailbox page (one statement per batch). */
export class SandboxMailTransport implements MailTransport {
  constructor(private readonly pool: Pool) {}

  async deliver(mails: readonly OutgoingMail[]): Promise<void> {
    await this.pool.query(
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
}
