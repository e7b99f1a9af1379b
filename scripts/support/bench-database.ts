import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import { createPool } from '../../server/database/create-pool';
import { startEmbeddedDatabase } from '../../server/database/embedded-database';
import { ensureDatabase } from '../../server/database/ensure-database';
import { runMigrations } from '../../server/database/migrate';
import { seedDemoData } from '../../server/database/seed/seed-demo-data';
import { freePort, startServer } from './bench-server';

/** A benchmark's own database: its address for the server, a pool of the benchmark's, and the temp folder it is in. */
export interface BenchDatabase {
  url: string;
  pool: Pool;
  dataDir: string;
}

/**
 * Runs `bench` on a fresh demo database (an embedded PostgreSQL in a temp folder named after `prefix`,
 * migrated and seeded), then stops it and removes the folder, whatever `bench` did.
 */
export async function withDemoDatabase(prefix: string, poolMax: number, bench: (database: BenchDatabase) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  // PostgreSQL runs as another user when this runs as root; it must reach the folder.
  await chmod(dataDir, 0o755);
  const database = await startEmbeddedDatabase({ dataDir, log: () => undefined });
  let pool: Pool | undefined;
  try {
    await ensureDatabase(database.adminUrl, 'storefront');
    const url = database.urlFor('storefront');
    pool = createPool({ connectionString: url, max: poolMax });
    await runMigrations(pool);
    await seedDemoData(pool, { programmeSlug: 'demo' });
    await bench({ url, pool, dataDir });
  } finally {
    await pool?.end();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The real server on `database`, on a free local port, logging warnings only; `env` adds to the environment. */
export async function startServerOn(database: BenchDatabase, env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; site: string }> {
  const port = await freePort();
  const server = await startServer({ ...process.env, DATABASE_URL: database.url, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env });
  return { server, site: `http://127.0.0.1:${port}` };
}
