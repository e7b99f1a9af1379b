/**
 * A fresh Idempotency-Key for one attempt of a request that must not be
 * applied twice (a cancellation): 128 random bits in hexadecimal, within
 * the API's pattern (8-255 of `[A-Za-z0-9_.:-]`). Uses `getRandomValues`,
 * which, unlike `randomUUID`, browsers also offer on pages not served over
 * HTTPS.
 */
export function randomIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
