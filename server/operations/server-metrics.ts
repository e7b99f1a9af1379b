import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ContentVersionSource } from '../content/content-version-source';
import { outboxBacklog } from './outbox-backlog-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `code` of the error this request was answered with (the error handler sets it); null for a success. */
    answeredErrorCode: string | null;
  }
}

/** The operations that debit a card's points (each answers 2xx for a debit, or a refusal with its code). */
export const POINTS_DEBIT_OPERATIONS: ReadonlySet<string> = new Set([
  'checkout',
  'checkoutTravelBooking',
  'checkoutPurchaseEraser',
  'checkoutExternalRedemption',
  'redeemFinancialReward',
  'redeemPayWithReward',
  'redeemPayWithRewardBulk',
]);

/** The member sign-in operation: every attempt is counted by outcome. */
const SIGN_IN_OPERATION = 'login';

/** Paths that are not the product's traffic: probes and the scrape itself. */
const UNTIMED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export interface MetricsDeps {
  pool: Pool;
  /** Whether the node hears content changes (server/content/content-version-source.ts). */
  contentVersion?: Pick<ContentVersionSource, 'listening'>;
  /** The bearer token a scraper must send (METRICS_TOKEN). */
  token: string;
}

/**
 * Prometheus metrics at `GET /metrics` (issue 25), for a scraper that sends
 * the configured bearer token: request latency by route and status, the
 * connection pool, the mail outbox's backlog and age, points debits and their
 * refusals by reason, sign-in attempts by outcome, and Node's process
 * metrics. Labels hold route templates, operation ids and error codes only,
 * never an id, an address or anything of a member's.
 *
 * The registry is the app's own (not prom-client's global one), so apps built
 * side by side in one process (the tests) count separately.
 */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route template and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const debits = new Counter({
    name: 'points_debit_requests_total',
    help: 'Answers of the operations that debit points: outcome "debited", or the refusal code (INSUFFICIENT_POINTS, …), or "failed". A replayed Idempotency-Key is counted again; its debit is not made again.',
    labelNames: ['operation', 'outcome'] as const,
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'sign_in_attempts_total',
    help: 'Member sign-in attempts: outcome "signed-in", or the refusal code (INVALID_CREDENTIALS, TOO_MANY_SIGN_IN_ATTEMPTS, SIGN_IN_BUSY, ACCOUNT_LOCKED, …).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: "The node's PostgreSQL connections: total open, idle, and requests waiting for one.",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, deps.pool.totalCount);
      this.set({ state: 'idle' }, deps.pool.idleCount);
      this.set({ state: 'waiting' }, deps.pool.waitingCount);
    },
  });
  const contentVersion = deps.contentVersion;
  if (contentVersion && contentVersion.listening !== null) {
    new Gauge({
      name: 'content_changes_listening',
      help: "1 while the node hears content changes through LISTEN (no read per page); 0 while it reads the content's version per page: before its first page, or after its listening connection was lost, until it listens again.",
      registers: [registry],
      collect() {
        this.set(contentVersion.listening ? 1 : 0);
      },
    });
  }
  // One query a scrape serves both outbox gauges.
  let backlog: ReturnType<typeof outboxBacklog> | null = null;
  const readBacklog = () => (backlog ??= outboxBacklog(deps.pool).finally(() => setImmediate(() => (backlog = null))));
  new Gauge({
    name: 'mail_outbox_unsent_messages',
    help: 'Emails not delivered yet, in the whole programme (those given up after their last attempt included).',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).unsent);
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_unsent_age_seconds',
    help: 'How long the oldest undelivered email has waited.',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).oldestAgeSeconds);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (UNTIMED_PATHS.has(path)) return;
    const status = reply.statusCode;
    latency.observe({ method: request.method, route: routeOf(request, status), status_code: String(status) }, reply.elapsedTime / 1000);
    const operation = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (operation === undefined) return;
    const outcome = (success: string) => (status < 400 ? success : status >= 500 ? 'failed' : (request.answeredErrorCode ?? String(status)));
    if (POINTS_DEBIT_OPERATIONS.has(operation)) debits.inc({ operation, outcome: outcome('debited') });
    if (operation === SIGN_IN_OPERATION) signIns.inc({ outcome: outcome('signed-in') });
  });

  const expected = digest(`Bearer ${deps.token}`);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').header('cache-control', 'no-store').send({ code: 'UNAUTHENTICATED', message: 'Metrics need the scrape token.' });
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}

/**
 * The route template (`/api/v1/member/order/:id`), never the address with its
 * ids. Without one the not-found handler answered: the storefront's page for
 * one of its routes, else "unmatched".
 */
function routeOf(request: FastifyRequest, status: number): string {
  return request.routeOptions.url ?? (status === 404 ? 'unmatched' : 'storefront-page');
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
