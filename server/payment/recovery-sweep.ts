import type { Pool } from 'pg';
import { sweepExpiredIdempotencyKeys } from '../idempotency/idempotency';
import type { CardRefunds } from './card-refunds';
import type { PaymentIntents } from './payment-intents';

export interface RecoverySweepOptions {
  /** How often a pass runs (0: never; tests call `run` themselves). */
  intervalMs: number;
  /** An authorization without a committed order this long is voided. */
  voidAfterMs: number;
  /** How long an Idempotency-Key is kept. */
  idempotencyKeyRetentionHours: number;
  onError?: (error: unknown) => void;
}

/**
 * The recovery sweep (decisions §8): on start and then every `intervalMs`,
 * settles payment intents a crash or a failed call left open (captures those
 * whose order committed, voids those whose order never did), makes the card
 * refunds of cancellations that are still pending, and forgets
 * expired Idempotency-Keys. Every node runs it; its steps are conditional
 * updates and keyed processor calls, so passes on several nodes do not clash.
 */
export class RecoverySweep {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly intents: PaymentIntents,
    private readonly refunds: CardRefunds,
    private readonly options: RecoverySweepOptions,
  ) {}

  start(): void {
    if (this.timer || this.options.intervalMs <= 0) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass (a pass already running is waited for instead). */
  run(): Promise<void> {
    this.running ??= this.pass()
      .catch((error: unknown) => this.options.onError?.(error))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async pass(): Promise<void> {
    await this.intents.sweep(this.options.voidAfterMs, this.options.onError);
    // After the captures: a refund of a charge captured only now can be made in the same pass.
    await this.refunds.sweep(this.options.onError);
    await sweepExpiredIdempotencyKeys(this.pool, this.options.idempotencyKeyRetentionHours);
  }
}
