import type { TestServer } from '../../../server/testing/start-test-server';
import { useRealProgrammeApiAndDatabase } from './real-programme-api-and-database';

/** The real programme API over a fresh copy of the seeded database, for the surrounding describe block (see useRealProgrammeApiAndDatabase). */
export function useRealProgrammeApi(): () => TestServer {
  const real = useRealProgrammeApiAndDatabase();
  return () => real().server;
}
