import type { Queryable } from '../database/queryable';

export async function isTokenRevoked(db: Queryable, jti: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM revoked_token WHERE jti = $1', [jti]);
  return rows.length > 0;
}

/**
 * Whether a session token is still good: not signed out, and - for a
 * login-as token - its login-as session not ended (returning to the admin
 * ends every token of the session, refreshed ones included). One round trip.
 */
export async function isSessionOpen(db: Queryable, jti: string, loginAsSessionId: string | null): Promise<boolean> {
  const { rows } = await db.query<{ open: boolean }>({
    name: 'session-open',
    text: `SELECT NOT EXISTS (SELECT 1 FROM revoked_token WHERE jti = $1)
                  AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM login_as_session WHERE id = $2::uuid AND ended_at IS NULL))
                  AS open`,
    values: [jti, loginAsSessionId],
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
