import { createHash } from 'node:crypto';

/**
 * How an identity fact is kept (`member_identity_fact.value_digest`): the
 * SHA-256 of the field name and the value as the domain's
 * `identityFactValue` writes it, so the table never holds a card number or a
 * birth date, and a value of one field never matches another field's.
 */
export function identityFactDigest(name: string, normalizedValue: string): string {
  return createHash('sha256').update(`${name}\u0000${normalizedValue}`).digest('hex');
}
