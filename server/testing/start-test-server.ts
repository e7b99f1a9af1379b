import { join } from 'node:path';
import { buildApp, type AppConfig } from '../app';
import type { Clock } from '../clock';
import { REPO_ROOT } from '../config/server-config';
import { createPool } from '../database/create-pool';

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:43121 (the API is under /api/v1). */
  url: string;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** A migrated and seeded database. */
  databaseUrl: string;
  storefrontDir?: string;
  /** One signing key's secret (id "test"); a random key when absent. */
  tokenSecret?: string | null;
  programmeSlug?: string;
  clock?: Clock;
  /** Fastify's logger option (default off): a contract test that reads the server's log passes a stream. */
  logger?: AppConfig['logger'];
}

/**
 * Starts the real server (same routes, validation and SQL as production) on a
 * free loopback port against the given database - for adapter contract tests
 * that talk real HTTP.
 */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const pool = createPool({ connectionString: options.databaseUrl, max: 5 });
  const config: AppConfig = {
    programmeSlug: options.programmeSlug ?? 'demo',
    storefrontDir: options.storefrontDir ?? join(REPO_ROOT, 'dist/storefront'),
    ...(options.tokenSecret ? { signingKeys: [{ id: 'test', secret: options.tokenSecret }] } : {}),
    logger: options.logger ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
  };
  try {
    const app = await buildApp({ pool, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('The test server has no TCP address');
    return {
      url: `http://127.0.0.1:${address.port}`,
      async close() {
        await app.close();
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}
