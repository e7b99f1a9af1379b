import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing/start-test-server';
import { createTestDatabase, type TestDatabase } from '../../api/support/test-database';

/**
 * Runs the real programme API (same routes, validation and SQL as
 * production) on a free port over a fresh copy of the seeded database, for
 * the surrounding describe block. Returns the server once it is up.
 */
export function useRealProgrammeApi(): () => TestServer {
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
    if (!server) throw new Error('The programme API is not started yet: call inside a test.');
    return server;
  };
}
