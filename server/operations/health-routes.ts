import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { appliedSchemaVersion } from './schema-version-repository';
import type { ServiceReadiness } from './service-readiness';

/** A readiness check that waits longer than this on the database reports it as not answering. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Why a node is not ready: it is stopping, its database does not answer, or its schema is older than this release. */
export type NotReadyReason = 'shutting-down' | 'database-unavailable' | 'schema-behind';

export interface HealthRouteDeps {
  pool: Pool;
  readiness: ServiceReadiness;
  /** The newest migration this release knows: a database behind it is not ready (one ahead is, as in a rolling deploy). */
  expectedSchemaVersion: number;
}

/**
 * Probes for operations (issue 25): `GET /healthz` says the process is alive
 * and serving, `GET /readyz` that it should get traffic (not stopping, the
 * database answers, the schema is at least at this release's migration).
 * Neither needs authentication or reads member data; neither is cached, and
 * their requests stay out of the access log (a probe every few seconds is
 * noise there). They are operations endpoints, not the programme API, so they
 * live outside /api/v1 and its OpenAPI contract.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: HealthRouteDeps): void {
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', quiet, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive' }));

  app.get('/readyz', quiet, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const notReady = (reason: NotReadyReason, detail: object = {}) => reply.code(503).send({ status: 'not-ready', reason, ...detail });
    if (deps.readiness.shuttingDown) return notReady('shutting-down');
    let applied: number;
    try {
      applied = await withTimeout(appliedSchemaVersion(deps.pool), DATABASE_CHECK_TIMEOUT_MS);
    } catch {
      return notReady('database-unavailable');
    }
    if (applied < deps.expectedSchemaVersion) {
      return notReady('schema-behind', { schema_version: applied, expected_schema_version: deps.expectedSchemaVersion });
    }
    return reply.send({ status: 'ready', schema_version: applied });
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
