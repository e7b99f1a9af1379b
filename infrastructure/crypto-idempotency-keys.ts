import type { IdempotencyKeys } from '@application/ports/idempotency-keys';

/** Idempotency-Keys from the browser's cryptographic UUIDs (122 random bits: never the same twice in practice). */
export class CryptoIdempotencyKeys implements IdempotencyKeys {
  constructor(private readonly crypto: Pick<Crypto, 'randomUUID'> = globalThis.crypto) {}

  next(): string {
    return this.crypto.randomUUID();
  }
}
