import type { Queryable } from '../database/queryable';

/** The member's password hash (null without online access); with `forUpdate` the member's row is locked. */
export async function findPasswordHash(db: Queryable, memberId: number, options: { forUpdate?: boolean } = {}): Promise<string | null> {
  const { rows } = await db.query<{ hash: string | null }>(
    `SELECT password_hash AS hash FROM member WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows[0]?.hash ?? null;
}

/** The member's last `size` replaced password hashes, newest first. */
export async function findPasswordHistory(db: Queryable, memberId: number, size: number): Promise<string[]> {
  const { rows } = await db.query<{ hash: string }>(
    'SELECT password_hash AS hash FROM member_password_history WHERE member_id = $1 ORDER BY replaced_at DESC, id DESC LIMIT $2',
    [memberId, size],
  );
  return rows.map((row) => row.hash);
}

/** Replaces the member's password, keeping the one replaced in the history. */
export async function replacePassword(db: Queryable, input: { memberId: number; replaced: string | null; hash: string; at: Date }): Promise<void> {
  await db.query('INSERT INTO member_password_history (member_id, password_hash, replaced_at) VALUES ($1, $2, $3)', [
    input.memberId,
    input.replaced,
    input.at,
  ]);
  await db.query('UPDATE member SET password_hash = $2, password_changed_at = $3, updated_at = $3 WHERE id = $1', [
    input.memberId,
    input.hash,
    input.at,
  ]);
}
