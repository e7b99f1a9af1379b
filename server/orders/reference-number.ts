import { randomInt } from 'node:crypto';

// No 0/O or 1/I: confirmation numbers are read out over the phone.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A confirmation number such as "R260315-7KQ2M9XD": the order's UTC date, then 8 random characters. */
export function newReferenceIdentifier(now: Date): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  let suffix = '';
  for (let index = 0; index < 8; index += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `R${date}-${suffix}`;
}

/**
 * The programme's reference for points sent to a partner (spec §3 "rewards
 * reference number"): what the member quotes to the bank or the airline,
 * such as "RW260315-4HX8QK2M".
 */
export function newRewardsReferenceNumber(now: Date): string {
  return newReferenceIdentifier(now).replace(/^R/, 'RW');
}
