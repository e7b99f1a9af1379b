import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * The suites that test the database without the app (ledger, seed,
 * migrations' data) each need a seeded copy of their own for the file and
 * dropped after it; this registers those two hooks in the calling `describe`.
 * The handle's `url` and `pool` are ready once `beforeAll` has run.
 */
export function useTestDatabase(): TestDatabase {
  let created: TestDatabase | undefined;
  beforeAll(async () => {
    created = await createTestDatabase();
  });
  afterAll(async () => {
    await created?.drop();
  });
  const current = (): TestDatabase => {
    if (!created) throw new Error('the test database is created in beforeAll: use it in a test or a later hook');
    return created;
  };
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
