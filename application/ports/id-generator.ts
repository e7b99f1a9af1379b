/**
 * Random ids the storefront makes up itself: an Idempotency-Key per
 * checkout attempt, a fraud-check session id per checkout.
 *
 * Contract: every id is new (never given twice, unguessable) and made of
 * 8 to 255 of the characters A-Z, a-z, 0-9, `_`, `.`, `:` and `-`.
 */
export interface IdGenerator {
  next(): string;
}
