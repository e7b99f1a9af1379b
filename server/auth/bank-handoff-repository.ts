import { randomBytes } from 'node:crypto';
import { bankHandoffExpiry, type BankHandoffFacts } from '@rewards-storefront/domain/sign-in/bank-handoff';
import type { Queryable } from '../database/queryable';
import { oneTimeTokenDigest } from './one-time-token-repository';

/** A hand-off token as stored (only its digest), with the member it opens the store for. */
export interface BankHandoffRow extends BankHandoffFacts {
  id: number;
  memberId: number;
}

/**
 * Issues a hand-off token for the member of `programmeId`, valid
 * {@link bankHandoffExpiry} after `now`. Returns the token itself, which only
 * the member's browser ever holds; the table keeps its SHA-256 digest.
 */
export async function issueBankHandoffToken(
  db: Queryable,
  input: { programmeId: number; memberId: number; issuedBy: string; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  // 256 random bits: 43 base64url characters, the form the store recognises (domain isBankHandoffToken).
  const token = randomBytes(32).toString('base64url');
  const expiresAt = bankHandoffExpiry(input.now);
  await db.query(
    `INSERT INTO bank_handoff_token (token_digest, programme_id, member_id, issued_by, issued_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [oneTimeTokenDigest(token), input.programmeId, input.memberId, input.issuedBy, input.now, expiresAt],
  );
  return { token, expiresAt };
}

/** The presented token, its row locked for the caller's transaction (two uses at once: one waits, then sees it used); null for an unknown one. */
export async function findBankHandoffTokenForUpdate(db: Queryable, token: string): Promise<BankHandoffRow | null> {
  const { rows } = await db.query<BankHandoffRow>(
    `SELECT id, programme_id AS "programmeId", member_id AS "memberId", expires_at AS "expiresAt", used_at AS "usedAt"
       FROM bank_handoff_token
      WHERE token_digest = $1
      FOR UPDATE`,
    [oneTimeTokenDigest(token)],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), programmeId: Number(row.programmeId), memberId: Number(row.memberId) } : null;
}

/** The token's one use: when, from where, and the sign-in it opened. */
export async function markBankHandoffTokenUsed(
  db: Queryable,
  input: { id: number; now: Date; clientAddress: string; signInSessionId: string | null },
): Promise<void> {
  await db.query(
    'UPDATE bank_handoff_token SET used_at = $2, used_from = $3, sign_in_session_id = $4 WHERE id = $1 AND used_at IS NULL',
    [input.id, input.now, input.clientAddress, input.signInSessionId],
  );
}

/** A known token presented again, too late, or for another programme: counted on its row for the audit. */
export async function recordRefusedBankHandoff(db: Queryable, input: { id: number; now: Date }): Promise<void> {
  await db.query('UPDATE bank_handoff_token SET refused_presentations = refused_presentations + 1, last_refused_at = $2 WHERE id = $1', [
    input.id,
    input.now,
  ]);
}
