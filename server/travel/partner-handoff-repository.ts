import type { Queryable } from '../database/queryable';

/**
 * Records the one use of a partner session hand-off (its nonce): true the
 * first time, false for a replay. Uses of expired hand-offs can no longer
 * matter (with a margin for nodes whose clocks differ), so they are pruned as
 * new ones come.
 */
export async function recordHandoffUse(db: Queryable, nonce: string, now: Date, expiresAt: Date): Promise<boolean> {
  await db.query("DELETE FROM partner_session_handoff_use WHERE expires_at < $1::timestamptz - interval '10 minutes'", [now]);
  const { rowCount } = await db.query(
    'INSERT INTO partner_session_handoff_use (nonce, used_at, expires_at) VALUES ($1, $2, $3) ON CONFLICT (nonce) DO NOTHING',
    [nonce, now, expiresAt],
  );
  return rowCount === 1;
}
