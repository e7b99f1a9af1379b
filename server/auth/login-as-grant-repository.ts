import { effectiveAdminAccess } from '@rewards-storefront/domain/session/admin-grant';
import type { Queryable } from '../database/queryable';
import type { AdminAccessLevel } from './token-service';

/**
 * The access a login-as session has for this request (issue 22 item 6), or
 * null when it may no longer be used: the session ended, the console session
 * that opened it was signed out or has expired, or the admin is gone. The
 * level is the admin's current grant (never more than the session was opened
 * with), so a downgrade applies to open sessions at once, refreshed tokens
 * included: the level in a token is only what it was when issued.
 */
export async function currentLoginAsAccess(db: Queryable, sessionId: string, now: Date): Promise<AdminAccessLevel | null> {
  const { rows } = await db.query<{ openedWith: AdminAccessLevel; currentGrant: AdminAccessLevel }>({
    name: 'login-as-current-access',
    text: `SELECT s.access_level AS "openedWith", a.access_level AS "currentGrant"
             FROM login_as_session s
             JOIN admin_user a ON a.id = s.admin_id
            WHERE s.id = $1
              AND s.ended_at IS NULL
              AND s.console_session_expires_at > $2
              AND NOT EXISTS (SELECT 1 FROM revoked_token r WHERE r.jti = s.console_session_jti)`,
    values: [sessionId, now],
  });
  const row = rows[0];
  return row ? effectiveAdminAccess(row.openedWith, row.currentGrant) : null;
}

/** Ends every open login-as session a console session opened (signing out of the console). */
export async function endLoginAsSessionsOfConsole(db: Queryable, consoleSessionJti: string, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE login_as_session SET ended_at = $2, end_reason = 'console_signed_out'
      WHERE console_session_jti = $1 AND ended_at IS NULL`,
    [consoleSessionJti, now],
  );
  return rowCount ?? 0;
}
