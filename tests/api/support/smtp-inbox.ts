import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** One email as a real SMTP server received it, its MIME decoded. */
export interface ReceivedEmail {
  /** The envelope's recipients (RCPT TO). */
  recipients: string[];
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  /** The body's parts by content type (text/plain, text/html), decoded to text. */
  parts: Map<string, string>;
  receivedAt: number;
}

/** A refused RCPT TO, and when. */
export interface Refusal {
  recipient: string;
  at: number;
}

/**
 * A real SMTP server in this process (the `smtp-server` package) on a free
 * port: it keeps what it receives and can refuse a recipient a number of
 * times with a temporary 451, as a busy mail service does, or for good with
 * 550, as a service that has no such mailbox does.
 */
export class SmtpInbox {
  readonly received: ReceivedEmail[] = [];
  readonly refusals: Refusal[] = [];
  private readonly toRefuse = new Map<string, number>();
  private readonly unknown = new Set<string>();
  private readonly server: SMTPServer;

  private constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        if (this.unknown.has(address.address)) {
          this.refusals.push({ recipient: address.address, at: Date.now() });
          callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
          return;
        }
        const left = this.toRefuse.get(address.address) ?? 0;
        if (left > 0) {
          this.toRefuse.set(address.address, left - 1);
          this.refusals.push({ recipient: address.address, at: Date.now() });
          const error = Object.assign(new Error('4.2.1 Mailbox busy, try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({
            ...parseEmail(Buffer.concat(chunks).toString('latin1')),
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            receivedAt: Date.now(),
          });
          callback();
        });
      },
    });
  }

  static async start(): Promise<SmtpInbox> {
    const inbox = new SmtpInbox();
    await new Promise<void>((resolve) => inbox.server.listen(0, '127.0.0.1', resolve));
    return inbox;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The next `times` deliveries to `recipient` are refused with 451. */
  refuse(recipient: string, times: number): void {
    this.toRefuse.set(recipient, times);
  }

  /** Every delivery to `recipient` is refused for good with 550 (no such mailbox). */
  refuseForGood(recipient: string): void {
    this.unknown.add(recipient);
  }

  to(recipient: string): ReceivedEmail[] {
    return this.received.filter((email) => email.recipients.includes(recipient));
  }

  /** Waits until `found` returns something (checking every 50 ms), or fails after `timeoutMs`. */
  async waitFor<T>(found: () => T | undefined | null | false, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`nothing arrived within ${timeoutMs} ms (${this.received.length} received)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or ?B?), adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : bytesToUtf8(word.replace(/_/g, ' ')),
    );
}

/** Quoted-printable (or a Q word) as bytes, read as UTF-8. */
function bytesToUtf8(quoted: string): string {
  const latin1 = quoted.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1').toString('utf8');
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable':
      return bytesToUtf8(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}

/** Enough MIME to read what nodemailer writes: one level of multipart, each part's type and transfer encoding. */
function parseEmail(raw: string): Omit<ReceivedEmail, 'recipients' | 'receivedAt'> {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const parts = new Map<string, string>();
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break;
      const part = splitHead(section.replace(/^\r\n/, ''));
      const partType = (part.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim();
      parts.set(partType, decodeBody(part.body.replace(/\r\n$/, ''), part.headers.get('content-transfer-encoding')));
    }
  } else {
    parts.set(type.split(';')[0]!.trim(), decodeBody(body, headers.get('content-transfer-encoding')));
  }
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    parts,
  };
}
