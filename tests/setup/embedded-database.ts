import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPool } from '../../server/database/create-pool';
import { startEmbeddedDatabase } from '../../server/database/embedded-database';
import { ensureDatabase } from '../../server/database/ensure-database';
import { runMigrations } from '../../server/database/migrate';
import { seedDemoData } from '../../server/database/seed/seed-demo-data';

/**
 * Global setup of the `server` test project: ONE embedded PostgreSQL for the
 * whole run, in a temp folder on a free port, with a template database that
 * is migrated and seeded once. Test files clone it (CREATE DATABASE ...
 * TEMPLATE ...), which takes a fraction of a second and isolates them.
 */

export interface TestDatabaseContext {
  /** Superuser URL of the cluster's maintenance database. */
  adminUrl: string;
  /** Migrated and seeded; never connect to it (a template must be idle to be copied). */
  templateDatabase: string;
  programmeSlug: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseContext;
  }
}

const TEMPLATE_DATABASE = 'storefront_template';

/** Cheap scrypt settings for seeded test passwords; the hash string carries them. */
const TEST_PASSWORD_HASH = { N: 1024, r: 8, p: 1, keyLength: 64 };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-tests-'));
  const database = await startEmbeddedDatabase({
    dataDir,
    // Throwaway data: durability settings only cost time here.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
    log: () => undefined,
  });
  try {
    await ensureDatabase(database.adminUrl, TEMPLATE_DATABASE);
    const pool = createPool({ connectionString: database.urlFor(TEMPLATE_DATABASE), max: 2 });
    try {
      await runMigrations(pool);
      await seedDemoData(pool, { programmeSlug: 'demo', passwordHashParameters: TEST_PASSWORD_HASH });
    } finally {
      await pool.end();
    }
  } catch (error) {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('testDatabase', {
    adminUrl: database.adminUrl,
    templateDatabase: TEMPLATE_DATABASE,
    programmeSlug: 'demo',
  });

  return async () => {
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
