import type { Pool } from 'pg';

export interface OutboxBacklog {
  /** Messages not sent yet, those the dispatcher has given up on included (they need a person). */
  unsent: number;
  /** How long the oldest of them has waited, in seconds (0 when there is none). */
  oldestAgeSeconds: number;
}

/** What the mail outbox has not delivered. */
export async function outboxBacklog(pool: Pool): Promise<OutboxBacklog> {
  const { rows } = await pool.query<{ unsent: number; oldest: number }>(
    `SELECT count(*)::int AS unsent, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
       FROM email_outbox WHERE sent_at IS NULL`,
  );
  return { unsent: rows[0]?.unsent ?? 0, oldestAgeSeconds: rows[0]?.oldest ?? 0 };
}
