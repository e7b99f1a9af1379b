import type { Queryable } from '../database/queryable';
import type { AdminAccessLevel } from './token-service';

export type LoginAsEndReason = 'returned_to_admin' | 'signed_out' | 'console_signed_out';

export interface LoginAsSessionRow {
  id: string;
  adminId: number;
  memberId: number;
  accessLevel: AdminAccessLevel;
  tokenJti: string;
  endedAt: Date | null;
}

/**
 * Opens a login-as session for the console token `tokenJti`. False when that
 * token was exchanged before: the unique token id makes it one-time even when
 * two tabs exchange it at the same moment.
 */
export async function insertLoginAsSession(
  db: Queryable,
  input: {
    id: string;
    adminId: number;
    memberId: number;
    accessLevel: AdminAccessLevel;
    tokenJti: string;
    /** The console session that opened it: the login-as session lives only as long as it does. */
    console: { jti: string; expiresAt: Date };
    now: Date;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO login_as_session (id, admin_id, member_id, access_level, token_jti, started_at, console_session_jti, console_session_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (token_jti) DO NOTHING`,
    [input.id, input.adminId, input.memberId, input.accessLevel, input.tokenJti, input.now, input.console.jti, input.console.expiresAt],
  );
  return rowCount === 1;
}

export async function findLoginAsSession(db: Queryable, id: string): Promise<LoginAsSessionRow | null> {
  const { rows } = await db.query<LoginAsSessionRow>(
    `SELECT id, admin_id AS "adminId", member_id AS "memberId", access_level AS "accessLevel",
            token_jti AS "tokenJti", ended_at AS "endedAt"
       FROM login_as_session
      WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** Ends a login-as session once; every token of it stops working (see isSessionOpen). */
export async function endLoginAsSession(
  db: Queryable,
  input: { id: string; reason: LoginAsEndReason; now: Date },
): Promise<void> {
  await db.query(
    'UPDATE login_as_session SET ended_at = $2, end_reason = $3 WHERE id = $1 AND ended_at IS NULL',
    [input.id, input.now, input.reason],
  );
}
