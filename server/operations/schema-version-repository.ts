import type { Pool } from 'pg';

/** The newest migration the database has applied (0 before the first). */
export async function appliedSchemaVersion(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ version: number }>('SELECT coalesce(max(version), 0)::int AS version FROM schema_migration');
  return rows[0]?.version ?? 0;
}
