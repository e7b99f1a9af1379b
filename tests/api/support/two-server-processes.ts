import { afterAll, beforeAll } from 'vitest';
import { startServerProcess, type ServerProcess } from './race';

/**
 * The two API nodes of a race test: two server processes on the suite's database (`databaseUrl` is read once the
 * suite's database is up), started before the tests of the calling describe and stopped after them.
 */
export function useTwoServerProcesses(databaseUrl: () => string, tokenSecret: string): () => readonly ServerProcess[] {
  let servers: ServerProcess[] = [];
  beforeAll(async () => {
    servers = await Promise.all([1, 2].map(() => startServerProcess({ databaseUrl: databaseUrl(), tokenSecret })));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });
  return () => servers;
}
