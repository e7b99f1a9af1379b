import type { IdempotencyKeys } from '@application/ports/idempotency-keys';

/** Idempotency-Keys key-0001, key-0002, ... in order, for tests that check which attempt sent which key. */
export class SequentialIdempotencyKeys implements IdempotencyKeys {
  private count = 0;

  next(): string {
    this.count += 1;
    return `key-${String(this.count).padStart(4, '0')}`;
  }
}
