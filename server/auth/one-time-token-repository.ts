import { createHash, randomBytes } from 'node:crypto';
import { oneTimeTokenExpiry, type OneTimeTokenPurpose } from '@rewards-storefront/domain/auth/one-time-token';
import type { Queryable } from '../database/queryable';

/** A token emailed to a member, as stored (only its digest). */
export interface OneTimeTokenRow {
  id: number;
  memberId: number;
  purpose: OneTimeTokenPurpose;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  verifiedAt: Date | null;
  failedVerifications: number;
  /** The address an email-change token confirms; null for the other purposes. */
  newEmail: string | null;
}

/** The digest a token is stored and looked up under: a copy of the table opens nothing. */
export function oneTimeTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Issues a token of `purpose` for the member, valid for the purpose's
 * lifetime (domain/auth/one-time-token.ts), and ends every earlier unused
 * one of the same purpose: only the newest link works. An email change
 * keeps the address it confirms beside it. Returns the token
 * itself, which is only ever in the email. The caller holds the transaction.
 */
export async function issueOneTimeToken(
  db: Queryable,
  input: { memberId: number; purpose: OneTimeTokenPurpose; now: Date; newEmail?: string },
): Promise<string> {
  await endOneTimeTokens(db, input);
  // 256 random bits: guessing one is hopeless, whatever the number of tokens alive.
  const token = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO member_one_time_token (member_id, purpose, token_digest, created_at, expires_at, new_email)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [input.memberId, input.purpose, oneTimeTokenDigest(token), input.now, oneTimeTokenExpiry(input.purpose, input.now), input.newEmail ?? null],
  );
  return token;
}

/** The token of `purpose` presented, locked for the caller's transaction when asked; null for an unknown one. */
export async function findOneTimeToken(
  db: Queryable,
  token: string,
  purpose: OneTimeTokenPurpose,
  options: { forUpdate?: boolean } = {},
): Promise<OneTimeTokenRow | null> {
  const { rows } = await db.query<OneTimeTokenRow>(
    `SELECT id, member_id AS "memberId", purpose, created_at AS "createdAt", expires_at AS "expiresAt", used_at AS "usedAt",
            verified_at AS "verifiedAt", failed_verifications AS "failedVerifications", new_email AS "newEmail"
       FROM member_one_time_token
      WHERE token_digest = $1 AND purpose = $2${options.forUpdate ? '\n      FOR UPDATE' : ''}`,
    [oneTimeTokenDigest(token), purpose],
  );
  return rows[0] ?? null;
}

export async function markOneTimeTokenUsed(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE member_one_time_token SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [id, now]);
}

export async function markOneTimeTokenVerified(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('UPDATE member_one_time_token SET verified_at = $2 WHERE id = $1', [id, now]);
}

/** Counts a wrong answer to a token's recovery questions; returns how many there have been. */
export async function recordFailedVerification(db: Queryable, id: number): Promise<number> {
  const { rows } = await db.query<{ failed: number }>(
    'UPDATE member_one_time_token SET failed_verifications = failed_verifications + 1 WHERE id = $1 RETURNING failed_verifications AS failed',
    [id],
  );
  return rows[0]?.failed ?? 0;
}

/** Ends every unused token of `purpose` of the member (a password change makes older reset links useless). */
export async function endOneTimeTokens(db: Queryable, input: { memberId: number; purpose: OneTimeTokenPurpose; now: Date }): Promise<void> {
  await db.query('UPDATE member_one_time_token SET used_at = $3 WHERE member_id = $1 AND purpose = $2 AND used_at IS NULL', [
    input.memberId,
    input.purpose,
    input.now,
  ]);
}

/** The address a member asked to change to, while its link has not been followed (and still works). */
export async function findPendingEmail(db: Queryable, memberId: number, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT new_email AS email FROM member_one_time_token
      WHERE member_id = $1 AND purpose = 'email_change' AND used_at IS NULL AND expires_at > $2
      ORDER BY created_at DESC, id DESC LIMIT 1`,
    [memberId, now],
  );
  return rows[0]?.email ?? null;
}
