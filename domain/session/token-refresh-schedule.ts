/** A session token's default lifetime when the server states none (spec §4, §9). */
export const TOKEN_LIFETIME_SECONDS = 3600;

/** The share of a token's lifetime after which it is refreshed (spec §4, §9). */
export const REFRESH_AT_FRACTION = 0.9;

/** A token's validity window, as stored with the token (spec §3 "Session": token, tokenExpiry). */
export interface TokenLifetime {
  readonly issuedAt: Date;
  readonly expiresAt: Date;
}

/**
 * When the token should be refreshed: after {@link REFRESH_AT_FRACTION} of
 * its lifetime. Always between `issuedAt` and `expiresAt` for a well-formed
 * lifetime (invalid dates give an invalid date).
 */
export function refreshAt({ issuedAt, expiresAt }: TokenLifetime): Date {
  const lifetimeMs = expiresAt.getTime() - issuedAt.getTime();
  return new Date(issuedAt.getTime() + Math.round(lifetimeMs * REFRESH_AT_FRACTION));
}

/**
 * Milliseconds to wait from `now` before refreshing the token: until 90% of
 * its lifetime has passed, or 0 when that moment is now or past (spec §4:
 * "refresh immediately if already past").
 *
 * Always holds: the result is a finite number ≥ 0 (invalid dates give 0, so
 * a broken token is refreshed at once rather than never); it never grows as
 * `now` advances.
 */
export function refreshDelayMs({ issuedAt, expiresAt, now }: TokenLifetime & { readonly now: Date }): number {
  const delay = refreshAt({ issuedAt, expiresAt }).getTime() - now.getTime();
  return Number.isNaN(delay) ? 0 : Math.max(0, delay);
}

/**
 * The moment a token issued at `issuedAt` expires: `expiresInSeconds` later,
 * or {@link TOKEN_LIFETIME_SECONDS} later when the server gave no usable
 * lifetime (absent, not a number, zero or negative).
 *
 * Always holds: the result is after `issuedAt` for a valid `issuedAt`.
 */
export function tokenExpiry(issuedAt: Date, expiresInSeconds?: number | null): Date {
  const seconds = expiresInSeconds ?? TOKEN_LIFETIME_SECONDS;
  const usableSeconds = Number.isFinite(seconds) && seconds > 0 ? seconds : TOKEN_LIFETIME_SECONDS;
  return new Date(issuedAt.getTime() + usableSeconds * 1000);
}
