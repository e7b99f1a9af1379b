import { randomUUID } from 'node:crypto';
import type { Queryable } from '../database/queryable';

/** How a member's own sign-in was opened. */
export type SignInMethod = 'password' | 'sso' | 'bank_handoff';

/** Why a sign-in ended before its time (the row keeps it, for support). */
export type SignInRevokeReason = 'signed_out' | 'signed_out_everywhere' | 'password_changed' | 'password_reset';

/**
 * Opens a member's sign-in: one row per sign-in, whose id every token of its
 * refresh chain carries (`sid`). It lasts as long as the sign-in may be
 * refreshed (`expiresAt`); expired rows of anyone are pruned on the way, a
 * hundred at a time.
 */
export async function openSignInSession(
  db: Queryable,
  input: { memberId: number; method: SignInMethod; now: Date; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  await db.query('INSERT INTO sign_in_session (id, member_id, method, started_at, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    id,
    input.memberId,
    input.method,
    input.now,
    input.expiresAt,
  ]);
  // The margin covers the clock tolerance of token verification.
  await db.query(
    `DELETE FROM sign_in_session
      WHERE id IN (SELECT id FROM sign_in_session WHERE expires_at < $1::timestamptz - interval '1 minute' LIMIT 100)`,
    [input.now],
  );
  return id;
}

/** Ends one sign-in (sign-out): every token of its chain stops working at its next call. */
export async function revokeSignInSession(
  db: Queryable,
  input: { id: string; memberId: number; reason: SignInRevokeReason; now: Date },
): Promise<void> {
  await db.query(
    'UPDATE sign_in_session SET revoked_at = $3, revoke_reason = $4 WHERE id = $1 AND member_id = $2 AND revoked_at IS NULL',
    [input.id, input.memberId, input.now, input.reason],
  );
}

/**
 * Ends every live sign-in of a member, except `keep` (the sign-in that
 * changed the password goes on). Login-as sessions are not sign-ins of the
 * member: the console ends those. Returns how many ended.
 */
export async function revokeMemberSignInSessions(
  db: Queryable,
  input: { memberId: number; keep: string | null; reason: SignInRevokeReason; now: Date },
): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE sign_in_session SET revoked_at = $3, revoke_reason = $4
      WHERE member_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [input.memberId, input.keep, input.now, input.reason],
  );
  return rowCount ?? 0;
}
