import type { Pool } from 'pg';
import { claimDueMail, markMailRefused, markMailSent, markMailUndeliverable, releaseMail, type OutgoingMail } from './mail-outbox-repository';
import { DEFAULT_MAIL_RETRY, retryDelayMs, type MailRetryPolicy } from './mail-retry';
import type { MailTransport } from './mail-transport';
import { UndeliverableMailError } from './undeliverable-mail';

const BATCH = 50;
/** How long a claim keeps a batch from other nodes; a batch still going at half of it gives back what it has not sent. */
const LEASE_MS = 5 * 60_000;

export interface MailDispatcherOptions {
  intervalMs: number;
  retry?: MailRetryPolicy;
  onError?: (error: unknown) => void;
}

/**
 * Delivers the outbox: after a request queues mail (`kick`) and every
 * `intervalMs` (mail queued by another node, left by a crash, or due again
 * after a refusal). A batch is claimed by a lease (claimDueMail), so several
 * API nodes share the work without sending a message twice, and is delivered
 * one message at a time, each marked sent the moment the transport accepts it:
 * a refused message waits (exponential backoff, mail-retry.ts) without
 * holding back or resending the others, and one refused for good (no such
 * mailbox) is not tried again. A transport whose batch is all or
 * nothing (the sandbox mailbox) takes it in one step.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private readonly retry: MailRetryPolicy;

  constructor(
    private readonly pool: Pool,
    private readonly transport: MailTransport,
    private readonly options: MailDispatcherOptions,
  ) {
    this.retry = options.retry ?? DEFAULT_MAIL_RETRY;
  }

  start(): void {
    if (this.timer || this.options.intervalMs <= 0) return;
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Finishes the message in hand, gives back the rest of its batch and closes the transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.transport.close?.();
  }

  /** Delivers soon, without making the caller wait. */
  kick(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.flush()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Delivers every message that is due now. */
  async flush(): Promise<void> {
    while (!this.stopping) {
      const claimed = await this.deliverBatch();
      if (claimed < BATCH) return;
    }
  }

  private async deliverBatch(): Promise<number> {
    const mails = await claimDueMail(this.pool, BATCH, this.retry.maxAttempts, LEASE_MS);
    if (mails.length === 0) return 0;
    const { deliverBatch } = this.transport;
    if (deliverBatch) {
      try {
        await deliverBatch.call(this.transport, mails);
      } catch (error) {
        for (const mail of mails) await this.refused(mail, error);
        return mails.length;
      }
      await markMailSent(this.pool, mails.map((mail) => mail.outboxId));
      return mails.length;
    }
    const claimedAt = Date.now();
    for (const [index, mail] of mails.entries()) {
      if (this.stopping || Date.now() - claimedAt > LEASE_MS / 2) {
        await releaseMail(this.pool, mails.slice(index).map((rest) => rest.outboxId));
        break;
      }
      try {
        await this.transport.deliver(mail);
      } catch (error) {
        await this.refused(mail, error);
        continue;
      }
      await markMailSent(this.pool, [mail.outboxId]);
    }
    return mails.length;
  }

  private async refused(mail: OutgoingMail, error: unknown): Promise<void> {
    if (error instanceof UndeliverableMailError) await markMailUndeliverable(this.pool, mail.outboxId, error.message);
    else await markMailRefused(this.pool, mail.outboxId, String(error), retryDelayMs(mail.attempts + 1, this.retry));
    this.options.onError?.(error);
  }
}
