import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Pool, PoolClient } from 'pg';

/** Where the numbered SQL files live: `0001_initial_schema.sql`, `0002_...`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Any fixed 64-bit number works; it only has to be the same for every node so
 * that nodes starting together migrate one after the other.
 */
const MIGRATION_LOCK_ID = 7_305_112_901;

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match) {
      throw new Error(`Migration file "${file}" must be named like 0001_some_change.sql`);
    }
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    migrations.push({
      version: Number(match[1]),
      name: match[2] ?? file,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  const versions = new Set<number>();
  for (const migration of migrations) {
    if (versions.has(migration.version)) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
    versions.add(migration.version);
  }
  return migrations;
}

/**
 * Applies the migrations that the database has not seen yet, each in its own
 * transaction, while holding a session advisory lock so that several API
 * nodes starting at once do not race. An applied migration whose file has
 * changed since is an error: migrations are history, a fix is a new file.
 */
export async function runMigrations(
  pool: Pool,
  options: { dir?: string; log?: (message: string) => void } = {},
): Promise<MigrationResult> {
  const migrations = await loadMigrations(options.dir);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      return await applyPending(client, migrations, options.log);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

async function applyPending(
  client: PoolClient,
  migrations: Migration[],
  log: ((message: string) => void) | undefined,
): Promise<MigrationResult> {
  await client.query(`
    CREATE TABLE IF NOT EXISTS schema_migration (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const { rows } = await client.query<{ version: number; name: string; checksum: string }>(
    'SELECT version, name, checksum FROM schema_migration ORDER BY version',
  );
  const applied = new Map(rows.map((row) => [row.version, row]));
  const known = new Set(migrations.map((migration) => migration.version));
  for (const row of rows) {
    if (!known.has(row.version)) {
      throw new Error(
        `The database has migration ${row.version} (${row.name}) that this server does not know: is it older than the database?`,
      );
    }
  }

  const result: MigrationResult = { applied: [], alreadyApplied: 0 };
  for (const migration of migrations) {
    const done = applied.get(migration.version);
    if (done) {
      if (done.checksum !== migration.checksum) {
        throw new Error(
          `Migration ${migration.version} (${migration.name}) was changed after it was applied; add a new migration instead.`,
        );
      }
      result.alreadyApplied += 1;
      continue;
    }
    await client.query('BEGIN');
    try {
      await client.query(migration.sql);
      await client.query('INSERT INTO schema_migration (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw new Error(`Migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const label = `${String(migration.version).padStart(4, '0')}_${migration.name}`;
    result.applied.push(label);
    log?.(`applied migration ${label}`);
  }
  return result;
}
