import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, OutgoingMail } from './mail-transport';
import { isPermanentMessageRefusal, UndeliverableMailError } from './undeliverable-mail';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. */
  url: string;
  /** The sender members see (SMTP_FROM), e.g. `Rewards <rewards@bank.example>`. */
  from: string;
}

/** The domain of the sender's address, for Message-IDs (`localhost` when it has none). */
export function senderDomain(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  return address.includes('@') && domain ? domain : 'localhost';
}

/**
 * Real email through the bank's mail service over SMTP (nodemailer, one
 * pooled connection). Each message carries its text and HTML parts, its
 * language (Content-Language) and a Message-ID made from its outbox id, so a
 * message given again after a crash is recognisably the same one. A permanent
 * refusal of the recipient or the content is reported as undeliverable, so it
 * is not tried again.
 */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;
  private readonly domain: string;

  constructor(private readonly settings: SmtpSettings) {
    this.domain = senderDomain(settings.from);
    this.transporter = nodemailer.createTransport({
      url: settings.url,
      pool: true,
      maxConnections: 1,
      // A mail service that stops answering fails the message (tried again later) rather than holding the outbox.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
  }

  async deliver(mail: OutgoingMail): Promise<void> {
    try {
      await this.send(mail);
    } catch (error) {
      throw isPermanentMessageRefusal(error) ? new UndeliverableMailError(error) : error;
    }
  }

  private async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<outbox-${mail.outboxId}@${this.domain}>`,
      headers: { 'Content-Language': mail.locale },
    });
  }

  close(): void {
    this.transporter.close();
  }
}
