import type { SessionClaims } from './token-service';
import type { Queryable } from '../database/queryable';

export async function isTokenRevoked(db: Queryable, jti: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM revoked_token WHERE jti = $1', [jti]);
  return rows.length > 0;
}

/**
 * SQL that is true while a member's own sign-in (not a login-as session) is
 * alive: not ended by sign-out, sign-out everywhere, or a password change or
 * reset. The member gate asks it in the same statement as the member.
 */
export function memberSignInOpen(signInSessionId: string, memberId: string): string {
  return `EXISTS (SELECT 1 FROM sign_in_session WHERE id = ${signInSessionId}::uuid AND member_id = ${memberId} AND revoked_at IS NULL)`;
}

/**
 * Whether a session token is still good: not signed out, and its sign-in
 * alive - for a login-as token its login-as session not ended (returning to
 * the admin ends every token of the session, refreshed ones included), for a
 * member's token its sign-in not ended. One round trip, no cache: a
 * revocation holds on every node at once.
 */
export async function isSessionOpen(db: Queryable, session: SessionClaims): Promise<boolean> {
  const loginAsSessionId = session.loginAs?.sessionId ?? null;
  const { rows } = await db.query<{ open: boolean }>({
    name: 'session-open',
    // A login-as token's sign-in is its login-as session; a member's is its sign_in_session row (signed out, signed
    // out everywhere, ended by a password change or reset). One statement: asked on every authenticated request.
    text: `SELECT NOT EXISTS (SELECT 1 FROM revoked_token WHERE jti = $1)
                  AND CASE WHEN $2::uuid IS NOT NULL
                           THEN EXISTS (SELECT 1 FROM login_as_session WHERE id = $2::uuid AND ended_at IS NULL)
                           ELSE ${memberSignInOpen('$3', '$4')}
                      END
                  AS open`,
    values: [session.jti, loginAsSessionId, loginAsSessionId === null ? session.signInSessionId : null, session.memberId],
  });
  return rows[0]?.open === true;
}

/**
 * Revokes a session token (a member's, or an admin console session with no
 * member); rows of tokens that have expired anyway are pruned on the way.
 */
export async function revokeToken(
  db: Queryable,
  input: { jti: string; memberId: number | null; expiresAt: Date; now: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO revoked_token (jti, member_id, expires_at, revoked_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (jti) DO NOTHING`,
    [input.jti, input.memberId, input.expiresAt, input.now],
  );
  // The margin covers the clock tolerance of token verification.
  await db.query("DELETE FROM revoked_token WHERE expires_at < $1::timestamptz - interval '1 minute'", [input.now]);
}

/**
 * Records the one use of a single sign-on token. False when it was used
 * before: the primary key makes two concurrent uses impossible.
 */
export async function recordSsoTokenUse(
  db: Queryable,
  input: { jti: string; memberId: number; expiresAt: Date; now: Date },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO sso_token_use (jti, member_id, used_at, expires_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (jti) DO NOTHING`,
    [input.jti, input.memberId, input.now, input.expiresAt],
  );
  // An expired token fails verification before it gets here, so its row is no longer needed.
  await db.query("DELETE FROM sso_token_use WHERE expires_at < $1::timestamptz - interval '1 minute'", [input.now]);
  return rowCount === 1;
}
