import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the journeys' server runs: its port (E2E_PORT, so two checkouts can
 * run journeys side by side), its fresh data folder, and the port of its
 * embedded PostgreSQL, fixed so a journey can make its own cardholders
 * (support/cardholders.ts). Read by playwright.config.ts and the fixtures.
 */
export function e2eServer(): { port: number; dataDir: string; databasePort: number } {
  const port = Number(process.env.E2E_PORT ?? 18080);
  return { port, dataDir: join(tmpdir(), `rewards-storefront-e2e-${port}`), databasePort: port + 1000 };
}

/** The journeys' database: the embedded cluster's port, its superuser password file and the store's database. */
export function e2eDatabase(): { port: number; passwordFile: string; name: string } {
  const { dataDir, databasePort } = e2eServer();
  return { port: databasePort, passwordFile: join(dataDir, 'postgres-password'), name: 'storefront' };
}
