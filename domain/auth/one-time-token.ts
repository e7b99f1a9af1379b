/**
 * What a one-time token emailed to a member is for: confirming the email
 * address given at registration, resetting a forgotten password, or
 * confirming a new email address before it replaces the old one.
 */
export const ONE_TIME_TOKEN_PURPOSES = ['email_verification', 'password_reset', 'email_change'] as const;
/** One of {@link ONE_TIME_TOKEN_PURPOSES}. */
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/**
 * How long each token lives. A verification link waits a day in a mailbox;
 * a password reset link is short-lived (30 minutes), because whoever holds
 * it may change the password.
 */
export const ONE_TIME_TOKEN_LIFETIME_SECONDS: Readonly<Record<OneTimeTokenPurpose, number>> = {
  email_verification: 24 * 3600,
  password_reset: 30 * 60,
  // A new address is confirmed from its own mailbox, like a registration's.
  email_change: 24 * 3600,
};

/** Wrong answers to the recovery questions a reset token survives; the next one ends it. */
export const PASSWORD_RESET_MAX_FAILED_VERIFICATIONS = 5;

/** Whether a token can still be used, and if not, why. */
export type OneTimeTokenState = 'valid' | 'used' | 'expired' | 'exhausted';

export interface OneTimeTokenFacts {
  readonly expiresAt: Date;
  /** When it was used, or made obsolete by a newer token; null while unused. */
  readonly usedAt: Date | null;
  readonly failedVerifications: number;
}

/** When a token of `purpose` issued at `issuedAt` expires. */
export function oneTimeTokenExpiry(purpose: OneTimeTokenPurpose, issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + ONE_TIME_TOKEN_LIFETIME_SECONDS[purpose] * 1000);
}

/**
 * The state of a token at `now`. Always holds: a token is used once at most
 * ('used' wins over everything), lives until its expiry (a token at its
 * very expiry moment has expired), and dies after
 * {@link PASSWORD_RESET_MAX_FAILED_VERIFICATIONS} wrong answers.
 */
export function oneTimeTokenState(token: OneTimeTokenFacts, now: Date): OneTimeTokenState {
  if (token.usedAt !== null) return 'used';
  if (now.getTime() >= token.expiresAt.getTime()) return 'expired';
  if (token.failedVerifications >= PASSWORD_RESET_MAX_FAILED_VERIFICATIONS) return 'exhausted';
  return 'valid';
}

/** Wrong answers the token still takes before it dies (never below 0). */
export function verificationAttemptsLeft(failedVerifications: number): number {
  return Math.max(0, PASSWORD_RESET_MAX_FAILED_VERIFICATIONS - failedVerifications);
}
