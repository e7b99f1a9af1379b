import type { Pool } from 'pg';
import { claimUnsentMail, markMailFailed, markMailSent } from './mail-outbox-repository';
import type { MailTransport } from './mail-transport';

const BATCH = 50;
const MAX_ATTEMPTS = 10;

/**
 * Delivers the outbox: after a request queues mail (`kick`) and every
 * `intervalMs` (mail queued by another node, or left by a crash). Rows are
 * claimed with FOR NO KEY UPDATE SKIP LOCKED, so several API nodes share the
 * work without sending a message twice (NO KEY: a transport that references
 * the outbox row, as the sandbox mailbox does, must not wait on the claim).
 * A batch is handed to the transport at once; a failed one is tried again on
 * later passes, up to 10 attempts.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly pool: Pool,
    private readonly transport: MailTransport,
    private readonly options: { intervalMs: number; onError?: (error: unknown) => void },
  ) {}

  start(): void {
    if (this.timer || this.options.intervalMs <= 0) return;
    this.timer = setInterval(() => this.kick(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Delivers soon, without making the caller wait. */
  kick(): void {
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

  /** Delivers every pending message now. */
  async flush(): Promise<void> {
    for (;;) {
      const delivered = await this.deliverBatch();
      if (delivered < BATCH) return;
    }
  }

  private async deliverBatch(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const rows = await claimUnsentMail(client, BATCH, MAX_ATTEMPTS);
      const ids = rows.map((mail) => mail.outboxId);
      if (rows.length > 0) {
        try {
          await this.transport.deliver(rows);
          await markMailSent(client, ids);
        } catch (error) {
          await markMailFailed(client, ids, String(error));
          this.options.onError?.(error);
        }
      }
      await client.query('COMMIT');
      return rows.length;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
}
