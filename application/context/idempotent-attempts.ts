import type { IdempotencyKeys } from '../ports/idempotency-keys';

/**
 * The attempts of a use case that moves points (spec §7 Idempotency-Key):
 * one at a time per attempt (a second press while one is under way is not
 * sent), and an attempt that got no answer ('unavailable') is sent again
 * with the same key, so a retry never debits twice.
 */
export class IdempotentAttempts {
  /** The key of each attempt that got no answer. */
  private readonly unanswered = new Map<string, string>();
  private readonly underWay = new Set<string>();

  constructor(private readonly keys: IdempotencyKeys) {}

  /** What `send` answered for `attempt` with its key, or 'busy' while the same attempt is under way. */
  async send<R extends { readonly ok: boolean; readonly reason?: string }>(attempt: string, send: (idempotencyKey: string) => Promise<R>): Promise<R | 'busy'> {
    if (this.underWay.has(attempt)) return 'busy';
    this.underWay.add(attempt);
    try {
      const idempotencyKey = this.unanswered.get(attempt) ?? this.keys.next();
      const result = await send(idempotencyKey);
      if (!result.ok && result.reason === 'unavailable') this.unanswered.set(attempt, idempotencyKey);
      else this.unanswered.delete(attempt);
      return result;
    } finally {
      this.underWay.delete(attempt);
    }
  }
}
