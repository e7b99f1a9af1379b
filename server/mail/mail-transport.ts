import type { Pool } from 'pg';
import { insertMailboxMessages } from '../sandbox/mailbox-repository';
import type { OutgoingMail } from './mail-outbox-repository';

export type { OutgoingMail };

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
    await insertMailboxMessages(this.pool, mails);
  }
}
