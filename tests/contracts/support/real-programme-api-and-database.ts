import type pg from 'pg';
import { startTestServer, type TestServer } from '../../../server/testing/start-test-server';
import { perFile } from '../../api/support/per-file';
import { createTestDatabase } from '../../api/support/test-database';

/**
 * Runs the real programme API (same routes, validation and SQL as
 * production) on a free port over a fresh copy of the seeded database, for
 * the surrounding describe block, with a pool on that database for contract
 * setups that need rows the demo data has only once (an annual fee to erase
 * in every test). Returns both once the server is up.
 */
export function useRealProgrammeApiAndDatabase(): () => { server: TestServer; pool: pg.Pool } {
  const started = perFile(
    'the programme API',
    async () => {
      const database = await createTestDatabase();
      // A server that fails to start must not leave its database copy behind.
      const server = await startTestServer({ databaseUrl: database.url }).catch(async (error: unknown) => {
        await database.drop();
        throw error;
      });
      return { database, server };
    },
    async ({ database, server }) => {
      await server.close();
      await database.drop();
    },
  );
  return () => ({ server: started().server, pool: started().database.pool });
}
