import type { Queryable } from '../database/queryable';
import type { SessionClaims } from './token-service';

/**
 * Whether the sign-in a session token belongs to is still alive: not signed
 * out, not signed out everywhere, not ended by a password change or reset.
 * Asked on every authenticated request, with no cache: one lookup by primary
 * key (a prepared statement, a fraction of a millisecond), so a revocation
 * holds on every node at once, which no per-node cache can promise without a
 * cross-node invalidation channel.
 *
 * A login-as token's sign-in is its login-as session, which the session
 * check of the bearer hook (isSessionOpen) already asks about.
 */
export async function isSignInAlive(db: Queryable, session: SessionClaims): Promise<boolean> {
  if (session.loginAs) return true;
  const { rows } = await db.query({
    name: 'sign-in-alive',
    text: 'SELECT 1 FROM sign_in_session WHERE id = $1 AND member_id = $2 AND revoked_at IS NULL',
    values: [session.signInSessionId, session.memberId],
  });
  return rows.length > 0;
}
