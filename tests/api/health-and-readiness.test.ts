import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createPool } from '../../server/database/create-pool';
import { loadMigrations } from '../../server/database/migrate';
import { ServiceReadiness } from '../../server/operations/service-readiness';
import { freePort } from './support/race';
import { useTestDatabase } from './support/use-test-database';

const NEWEST_MIGRATION = Math.max(...(await loadMigrations()).map((migration) => migration.version));

/**
 * Operations' probes (issue 25): `/healthz` says the process serves,
 * `/readyz` whether it should get traffic. No token, no member data, never
 * cached, and kept out of the access log.
 */
describe('health and readiness probes', () => {
  const db = useTestDatabase();

  async function appWith(options: { readiness?: ServiceReadiness; migrationsKnownUpTo?: number; pool?: ReturnType<typeof createPool>; log?: string[] } = {}) {
    const log = options.log;
    const app = await buildApp({
      pool: options.pool ?? db.pool,
      config: {
        programmeSlug: 'demo',
        storefrontDir: 'no-storefront-build-here',
        ...(options.readiness ? { readiness: options.readiness } : {}),
        ...(options.migrationsKnownUpTo ? { migrationsKnownUpTo: options.migrationsKnownUpTo } : {}),
        ...(log ? { logger: { level: 'info', stream: new Writable({ write: (chunk, _encoding, done) => done(void log.push(String(chunk))) }) } } : {}),
      },
    });
    await app.ready();
    return app;
  }

  it('a serving node is alive and ready at the newest migration, without a token, and neither answer is cached', async () => {
    const app = await appWith();
    const alive = await app.inject({ url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    expect(alive.headers['cache-control']).toBe('no-store');
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', schema_version: NEWEST_MIGRATION });
    expect(ready.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('a node that is shutting down stays alive but is not ready, so the load balancer drains it', async () => {
    const readiness = new ServiceReadiness();
    const app = await appWith({ readiness });
    readiness.beginShutdown();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', reason: 'shutting-down' });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });

  it('a database behind this release’s newest migration is not ready; one ahead of it (a newer release rolling out) is', async () => {
    const app = await appWith();
    const newest = await db.pool.query('DELETE FROM schema_migration WHERE version = $1 RETURNING *', [NEWEST_MIGRATION]);
    try {
      const notReady = await app.inject({ url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({
        status: 'not-ready',
        reason: 'schema-behind',
        schema_version: NEWEST_MIGRATION - 1,
        expected_schema_version: NEWEST_MIGRATION,
      });
    } finally {
      const row = newest.rows[0] as Record<string, unknown>;
      const columns = Object.keys(row);
      await db.pool.query(
        `INSERT INTO schema_migration (${columns.join(', ')}) VALUES (${columns.map((_column, index) => `$${index + 1}`).join(', ')})`,
        Object.values(row),
      );
    }
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    await app.close();
    const previousRelease = await appWith({ migrationsKnownUpTo: NEWEST_MIGRATION - 1 });
    expect((await previousRelease.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready', schema_version: NEWEST_MIGRATION });
    await previousRelease.close();
  });

  it('a database that does not answer makes the node not ready, quickly, while it stays alive', async () => {
    const nowhere = createPool({ connectionString: `postgres://nobody:nothing@127.0.0.1:${await freePort()}/none`, max: 1 });
    const app = await appWith({ pool: nowhere });
    const started = Date.now();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', reason: 'database-unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await nowhere.end();
  });

  it('probes stay out of the access log; the programme API’s requests are in it', async () => {
    const log: string[] = [];
    const app = await appWith({ log });
    await app.inject({ url: '/healthz' });
    await app.inject({ url: '/readyz' });
    await app.inject({ url: '/api/v1/guest/product?currency_id=1&program_slug=demo' });
    const urls = log.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url) => url !== undefined);
    expect(urls).toContain('/api/v1/guest/product?currency_id=1&program_slug=demo');
    expect(urls.filter((url) => url!.startsWith('/healthz') || url!.startsWith('/readyz'))).toEqual([]);
    await app.close();
  });
});
