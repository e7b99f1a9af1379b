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

/**
 * The header line by which a migration's author declares that nodes of the
 * previous release may keep running against the schema it makes (an
 * "expand" step: new tables, new nullable or defaulted columns, new
 * indexes). Without it a migration is a "contract" step and nodes that do
 * not know it refuse to start (decisions: rolling deploys).
 */
const COMPATIBLE_HEADER = /^--\s*compatible-with-previous:\s*(true|false)\s*$/im;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
  /** Whether a node of the previous release may run against a schema with this migration applied. */
  compatibleWithPrevious: boolean;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
  /** Migrations the database has that this node does not know, all marked compatible (a newer release is rolling out). */
  newerCompatible: string[];
}

/** What a migration file says about the previous release: only an explicit `true` lets old nodes run. */
export function declaresCompatibleWithPrevious(sql: string): boolean {
  return COMPATIBLE_HEADER.exec(sql)?.[1]?.toLowerCase() === 'true';
}

/**
 * The newest migration this node knows (all the files, or those up to
 * `knownUpTo`): what `/readyz` expects the database to have. Read from the
 * file names alone, so building an app does not read and hash every migration.
 */
export async function newestKnownMigration(knownUpTo: number | null, dir: string = MIGRATIONS_DIR): Promise<number> {
  const versions = (await readdir(dir)).flatMap((file) => {
    const version = Number(FILE_PATTERN.exec(file)?.[1] ?? Number.NaN);
    return Number.isInteger(version) && (knownUpTo === null || version <= knownUpTo) ? [version] : [];
  });
  return Math.max(0, ...versions);
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
      compatibleWithPrevious: declaresCompatibleWithPrevious(sql),
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

export interface RunMigrationsOptions {
  dir?: string;
  log?: (message: string) => void;
  /**
   * Test seam (MIGRATIONS_KNOWN_UP_TO): this node knows only the migrations up
   * to this version, as a node of the previous release would, so a test can
   * start the real server as "the previous release" against a newer schema.
   */
  knownUpTo?: number | null;
}

/**
 * Applies the migrations that the database has not seen yet, each in its own
 * transaction, while holding a session advisory lock so that several API
 * nodes starting at once do not race. An applied migration whose file has
 * changed since is an error: migrations are history, a fix is a new file.
 * A database with migrations this node does not know (a newer release is
 * rolling out) is accepted only when every one of them was marked
 * compatible with the previous release; otherwise the start is refused,
 * naming them.
 */
export async function runMigrations(pool: Pool, options: RunMigrationsOptions = {}): Promise<MigrationResult> {
  const all = await loadMigrations(options.dir);
  const knownUpTo = options.knownUpTo;
  const migrations = knownUpTo === undefined || knownUpTo === null ? all : all.filter((migration) => migration.version <= knownUpTo);
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
  // Recorded with each migration, so that a node of the previous release, which has not got the file, can read it.
  await client.query(
    'ALTER TABLE schema_migration ADD COLUMN IF NOT EXISTS compatible_with_previous boolean NOT NULL DEFAULT false',
  );
  const { rows } = await client.query<{ version: number; name: string; checksum: string; compatible_with_previous: boolean }>(
    'SELECT version, name, checksum, compatible_with_previous FROM schema_migration ORDER BY version',
  );
  const applied = new Map(rows.map((row) => [row.version, row]));
  const known = new Set(migrations.map((migration) => migration.version));
  const newest = Math.max(0, ...known);
  const unknown = rows.filter((row) => !known.has(row.version));
  // A gap below this node's newest migration is not a newer release: the database has another history.
  const foreign = unknown.filter((row) => row.version < newest);
  if (foreign.length > 0) {
    throw new Error(
      `The database has migration ${describe(foreign)} that this server does not know, older than its own newest (${newest}): ` +
        'it was migrated by another history of this code.',
    );
  }
  const incompatible = unknown.filter((row) => !row.compatible_with_previous);
  if (incompatible.length > 0) {
    throw new Error(
      `The database has migration ${describe(incompatible)}, newer than this server knows and not marked ` +
        '"compatible-with-previous": this release cannot run against that schema; deploy the release that brought it.',
    );
  }
  const newerCompatible = unknown.map(label);
  if (newerCompatible.length > 0) {
    log?.(`the database has newer migrations marked compatible with this release (${newerCompatible.join(', ')}): starting`);
  }

  const result: MigrationResult = { applied: [], alreadyApplied: 0, newerCompatible };
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
      await client.query(
        'INSERT INTO schema_migration (version, name, checksum, compatible_with_previous) VALUES ($1, $2, $3, $4)',
        [migration.version, migration.name, migration.checksum, migration.compatibleWithPrevious],
      );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw new Error(`Migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    result.applied.push(label(migration));
    log?.(`applied migration ${label(migration)}`);
  }
  return result;
}

function label(migration: { version: number; name: string }): string {
  return `${String(migration.version).padStart(4, '0')}_${migration.name}`;
}

function describe(rows: readonly { version: number; name: string }[]): string {
  return rows.map((row) => `${row.version} (${row.name})`).join(', ');
}
