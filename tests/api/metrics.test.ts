import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { OPENAPI_DOCUMENT } from '../../server/api/api-routes';
import { readOperationAccess } from '../../server/api/operation-access';
import { POINTS_DEBIT_OPERATIONS } from '../../server/operations/server-metrics';
import { cardOf, productWhere, Shopper } from './support/shop';
import { createTestApp, login, loginRequest, type TestApp } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/** How long a listening node may take to connect, listen or hear a change on a busy CI machine (vi.waitFor's default is 1 s). */
const SETTLE = { timeout: 5_000, interval: 20 };

const SCRAPE_TOKEN = 'scrape-token-0123456789abcdefghijklmnopqrstuvwxyz';
const scrape = { authorization: `Bearer ${SCRAPE_TOKEN}` };

/** The value of one sample of the scrape (`name{labels} value`), 0 when the line is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/**
 * Prometheus metrics for operations (issue 25): behind the scrape token, and
 * labelled by route template, operation and error code only.
 */
describe('metrics at /metrics', () => {
  // Mail is delivered only after this node's own requests, so an email left in the outbox stays there for the gauges.
  const t = useTestApp({ config: { metricsToken: SCRAPE_TOKEN, mailDispatchIntervalMs: 0 } });
  const metrics = async (app: TestApp['app'] = t.app) => {
    const response = await app.inject({ url: '/metrics', headers: scrape });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('a scraper without the token, or with another, is refused; with it, it gets Prometheus text that is never cached', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: SCRAPE_TOKEN }]) {
      const refused = await t.app.inject({ url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(refused.body).not.toContain('http_request_duration_seconds');
    }
    const answer = await t.app.inject({ url: '/metrics', headers: scrape });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(answer.body).toContain('process_cpu_seconds_total');
  });

  it('request latency is counted by route template and status, never by the address with its ids; probes are left out', async () => {
    const token = await login(t.app, 'elite');
    await t.app.inject({ url: '/api/v1/member/order/987654321', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ url: '/api/v1/guest/product?currency_id=1&program_slug=demo' });
    await t.app.inject({ url: '/healthz' });
    const text = await metrics();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/member/order/:id",status_code="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/guest/product",status_code="200"}')).toBe(1);
    expect(text).not.toContain('987654321');
    expect(text).not.toContain('/healthz');
    expect(text).not.toContain('route="/metrics"');
  });

  it('sign-ins are counted by outcome, and point debits by outcome with the refusal’s reason, with no member in a label', async () => {
    const before = await metrics();
    expect((await t.app.inject(loginRequest('elite', 'not-the-password-at-all'))).statusCode).toBe(401);
    const elite = await login(t.app, 'elite');
    const cash = new Shopper(t.app, elite, await cardOf(t.db.pool, 'elite', 'cash'));
    const expensive = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points > 10000");
    const refused = await cash.checkout(cash.checkoutBody(await cash.add(expensive)));
    expect(refused.statusCode).toBe(409);
    const premium = new Shopper(t.app, elite, await cardOf(t.db.pool, 'elite'));
    const affordable = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 1000 AND 5000");
    const placed = await premium.checkout(premium.checkoutBody(await premium.add(affordable)));
    expect(placed.statusCode, placed.body).toBe(201);

    const after = await metrics();
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('sign_in_attempts_total{outcome="INVALID_CREDENTIALS"}')).toBe(1);
    expect(grew('sign_in_attempts_total{outcome="signed-in"}')).toBe(1);
    expect(grew('points_debit_requests_total{operation="checkout",outcome="INSUFFICIENT_POINTS"}')).toBe(1);
    expect(grew('points_debit_requests_total{operation="checkout",outcome="debited"}')).toBe(1);
    for (const personal of ['elite', elite, '@', 'ACC-']) expect(after).not.toContain(personal);
  });

  it('the pool and the mail outbox are measured: an email waiting two minutes shows as backlog and age', async () => {
    await t.db.pool.query(
      `INSERT INTO email_outbox (programme_id, kind, locale, to_address, subject, text_body, html_body, created_at)
       SELECT id, 'order_confirmation', 'en-CA', 'waiting@example.com', 'Waiting', 'text', '<p>html</p>', now() - interval '2 minutes'
         FROM programme WHERE slug = 'demo'`,
    );
    const text = await metrics();
    expect(sample(text, 'mail_outbox_unsent_messages')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(120);
    expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('db_pool_connections{state="waiting"}');
    expect(text).not.toContain('waiting@example.com');
  });

  it('every operation the debit metric names is one of the API document’s writing operations (a rename cannot silence it)', () => {
    const access = readOperationAccess(readFileSync(OPENAPI_DOCUMENT, 'utf8'));
    for (const operation of POINTS_DEBIT_OPERATIONS) expect(access.get(operation), operation).toBe('write');
  });

  it('whether the node hears content changes is measured only where it listens: 0 before its first page, 1 once listening', async () => {
    expect(await metrics()).not.toContain('content_changes_listening');
    const listening = await createTestApp({ config: { metricsToken: SCRAPE_TOKEN, contentChangeNotifications: true } });
    try {
      expect(sample(await metrics(listening.app), 'content_changes_listening')).toBe(0);
      await listening.app.inject({ url: '/api/v1/promotionGroup?program_slug=demo' });
      await vi.waitFor(async () => expect(sample(await metrics(listening.app), 'content_changes_listening')).toBe(1), SETTLE);
    } finally {
      await listening.close();
    }
  });

  it('without a scrape token configured there is no /metrics', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/metrics', headers: scrape })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
