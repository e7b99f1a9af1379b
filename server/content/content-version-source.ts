import type { FastifyInstance } from 'fastify';
import pg, { type Pool } from 'pg';
import type { AppConfig } from '../app-config';
import { findContentVersion } from './content-repository';
import { ContentVersionWatch } from './content-version-watch';

/** The content's version (migration 0027), under which what is the same for every guest is kept. */
export interface ContentVersionSource {
  /** The content's version now. */
  version(): Promise<number>;
  /** Whether it is heard without a read (false while it is read per ask); null when listening is off. */
  readonly listening: boolean | null;
}

/**
 * The content's version as the node's kept guest content asks for it (the
 * storefront's pages, the catalogue's programmes and promotion groups):
 * heard through LISTEN on a connection of its own, opened at the first ask
 * (a node nobody asks opens none) and closed with the app, before the pool;
 * or, with notifications off (DATABASE_LISTEN=false), read on every ask.
 */
export function contentVersionSource(app: FastifyInstance, pool: Pool, config: Pick<AppConfig, 'contentChangeNotifications'>): ContentVersionSource {
  if (config.contentChangeNotifications === false) return { version: () => findContentVersion(pool), listening: null };
  const watch = new ContentVersionWatch(pool, {
    // The pool's own settings (address, credentials, TLS, type parsers), named apart in pg_stat_activity.
    connect: () => new pg.Client({ ...pool.options, application_name: 'content-version-watch', keepAlive: true, keepAliveInitialDelayMillis: 10_000 }),
    warn: (message, error) => app.log.warn({ err: error }, message),
  });
  app.addHook('onClose', async () => watch.stop());
  return watch;
}
