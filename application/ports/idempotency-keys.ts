/**
 * New Idempotency-Keys (decisions §8): one per attempt of a redemption, so
 * the server makes one debit of an attempt however often it is sent.
 * Always holds: never the same key twice; 8 to 255 of [A-Za-z0-9_.:-].
 */
export interface IdempotencyKeys {
  next(): string;
}
