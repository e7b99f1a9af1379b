import type { Pool } from 'pg';
import { insertMailboxMessages } from '../sandbox/mailbox-repository';
import type { OutgoingMail } from './mail-outbox-repository';

export type { OutgoingMail };

/**
 * Where emails go (decisions §3): the bank's mail service in production
 * (SMTP by SMTP_URL, server/mail/smtp-mail-transport.ts), the sandbox mailbox
 * in the reference deployment. The dispatcher hands it one message at a time
 * and marks each sent as soon as `deliver` resolves, so a refused message
 * neither holds back nor resends the others of its batch. `deliver` throws
 * when the message was not accepted: it is tried again later, with backoff,
 * unless the error is an UndeliverableMailError (a permanent refusal of this
 * message), after which it is not tried again.
 * After a crash between acceptance and marking, a message may be given again:
 * outboxId identifies it.
 */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  /**
   * A transport that keeps a whole batch in one step, all or nothing (the
   * sandbox mailbox's one statement), may take it at once instead.
   */
  deliverBatch?(mails: readonly OutgoingMail[]): Promise<void>;
  /** Lets go of connections when the app closes. */
  close?(): Promise<void> | void;
}

/** Keeps every email in PostgreSQL for the /sandbox/mailbox page (one statement per batch; a message given again is kept once). */
export class SandboxMailTransport implements MailTransport {
  constructor(private readonly pool: Pool) {}

  async deliver(mail: OutgoingMail): Promise<void> {
    await insertMailboxMessages(this.pool, [mail]);
  }

  async deliverBatch(mails: readonly OutgoingMail[]): Promise<void> {
    await insertMailboxMessages(this.pool, mails);
  }
}
