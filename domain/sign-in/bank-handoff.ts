/**
 * The bank's hand-off token (spec §7 `POST /member/program/{slug}/login-with-token`):
 * an opaque one-time token the bank's online banking asks the programme for,
 * on the member's behalf, when the member follows one of its shortcuts into
 * the store. Unlike the signed single sign-on assertion of `POST /authenticate`
 * it says nothing by itself: it is 256 random bits, base64url-encoded, whose
 * digest the programme keeps with the member, the programme it was issued
 * for, its expiry and its one use.
 */

/** How long a hand-off token can be exchanged: 2 minutes, the time a browser takes to follow a redirect. */
export const BANK_HANDOFF_LIFETIME_SECONDS = 120;

/** 32 random bytes in base64url without padding are exactly 43 characters of this alphabet. */
const HANDOFF_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * Whether `token` has the hand-off token's form. Always holds: a signed
 * assertion (a JWT, with its two dots) never has it, so the single sign-on
 * landing can tell which exchange a token is for without asking the server.
 */
export function isBankHandoffToken(token: string): boolean {
  return HANDOFF_TOKEN_FORMAT.test(token);
}

/** When a hand-off token issued at `issuedAt` stops working (at that instant exactly, it no longer works). */
export function bankHandoffExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + BANK_HANDOFF_LIFETIME_SECONDS * 1000);
}

/** A hand-off token as the programme keeps it. */
export interface BankHandoffFacts {
  readonly programmeId: number;
  readonly expiresAt: Date;
  /** When it was exchanged; null until then. */
  readonly usedAt: Date | null;
}

/** Why a presented hand-off token opens no session; the member is told the same for each (401). */
export type BankHandoffRefusal = 'unknown' | 'other-programme' | 'used' | 'expired';

/**
 * Whether a presented hand-off token may be exchanged at `now` for the
 * programme `programmeId` (null: no such programme), and if not, why.
 *
 * Always holds: a token is exchanged once at most ('used' wins over
 * 'expired'), only for the programme it was issued for, and only before its
 * expiry (at the expiry instant it has expired).
 */
export function bankHandoffRefusal(token: BankHandoffFacts | null, programmeId: number | null, now: Date): BankHandoffRefusal | null {
  if (token === null) return 'unknown';
  // A token always names a programme, so no programme (null) is never its programme.
  if (token.programmeId !== programmeId) return 'other-programme';
  if (token.usedAt !== null) return 'used';
  if (now.getTime() >= token.expiresAt.getTime()) return 'expired';
  return null;
}
