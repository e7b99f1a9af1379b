import type { IdempotencyKeys } from '@application/ports/idempotency-keys';

/** What the keys need of the Web Crypto API (the browser's `crypto`, or Node's `globalThis.crypto`). */
export interface RandomSource {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>;
}

/**
 * Idempotency-Keys from the Web Crypto API: random version 4 UUIDs ("3b241101-
 * e2bb-4255-8caf-4136c566a962"). Built from `getRandomValues`, which,
 * unlike `randomUUID`, browsers offer on plain-HTTP pages too.
 */
export class CryptoIdempotencyKeys implements IdempotencyKeys {
  constructor(private readonly random: RandomSource = globalThis.crypto) {}

  next(): string {
    const bytes = this.random.getRandomValues(new Uint8Array(16));
    // RFC 9562: version 4 in the high nibble of byte 6, variant 10 in the high bits of byte 8.
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
