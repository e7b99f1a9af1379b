import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing/start-test-server';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-database';

/**
 * Like `useRealProgrammeApi`, plus a pool on the server's database, for
 * contract setups that need rows the demo data has only once (an annual fee
 * to erase in every test).
 */
export function useRealProgrammeApiAndDatabase(): () => { server: TestServer; pool: pg.Pool } {
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url });
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  return () => {
    if (!server || !database) throw new Error('The programme API is not started yet: call inside a test.');
    return { server, pool: database.pool };
  };
}
