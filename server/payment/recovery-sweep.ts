import type { Pool } from 'pg';
import { sweepExpiredIdempotencyKeys } from '../idempotency/idempotency';
import { PeriodicPass } from '../jobs/periodic-pass';
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
  private readonly passes: PeriodicPass<void>;

  constructor(
    private readonly pool: Pool,
    private readonly intents: PaymentIntents,
    private readonly refunds: CardRefunds,
    private readonly options: RecoverySweepOptions,
  ) {
    this.passes = new PeriodicPass(() => this.pass(), options);
  }

  start(): void {
    this.passes.start();
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass (a pass already running is waited for instead). */
  async run(): Promise<void> {
    await this.passes.run();
  }

  private async pass(): Promise<void> {
    await this.intents.sweep(this.options.voidAfterMs, this.options.onError);
    // After the captures: a refund of a charge captured only now can be made in the same pass.
    await this.refunds.sweep(this.options.onError);
    await sweepExpiredIdempotencyKeys(this.pool, this.options.idempotencyKeyRetentionHours);
  }
}
