import { perFile } from './per-file';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The suites that test the database without the app (ledger, seed,
 * migrations' data) each need a seeded copy of their own for the file and
 * dropped after it; this registers those two hooks in the calling `describe`.
 * The handle's `url` and `pool` are ready once `beforeAll` has run.
 */
export function useTestDatabase(): TestDatabase {
  const current = perFile('the test database', createTestDatabase, (created) => created.drop());
  return {
    get url() {
      return current().url;
    },
    get pool() {
      return current().pool;
    },
    drop: () => current().drop(),
  };
}
