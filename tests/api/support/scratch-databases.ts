import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Databases a test makes for itself (dropped after each test) and
 * migrations folders (removed after the suite), for the suites that run
 * migrations against databases of their own.
 */
export function useScratchDatabases() {
  const databases: TestDatabase[] = [];
  const folders: string[] = [];

  afterEach(async () => {
    await Promise.all(databases.splice(0).map((db) => db.drop()));
  });
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  return {
    /** A database of this test: a copy of the seeded template, or empty with `fromTemplate: false`. */
    async database(options: { fromTemplate?: boolean } = {}): Promise<TestDatabase> {
      const db = await createTestDatabase(options);
      databases.push(db);
      return db;
    },
    /** An empty folder of this suite for migration files. */
    async migrationsFolder(): Promise<string> {
      const folder = await mkdtemp(join(tmpdir(), 'migrations-'));
      folders.push(folder);
      return folder;
    },
  };
}
