import type { AnyGatewayFailure } from '@application/ports/gateway-failure';
import { HttpErrorReporter } from '@infrastructure/http-error-reporter';
import { createProgrammeApiClient } from '@infrastructure/openapi-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing/start-test-server';
import { createTestDatabase, type TestDatabase } from '../api/support/test-database';

const failure = (detail: string): AnyGatewayFailure => ({ ok: false, reason: 'unavailable', detail });

/**
 * The storefront's ErrorReporter adapter against the real programme API: what
 * it reports is what the server logs (scrubbed, with route and release), and
 * in an error storm the server's limit stops it without a report lost in a
 * loop or thrown at the page.
 */
describe('ErrorReporter contract: the openapi-fetch adapter against the real programme API', () => {
  const lines: string[] = [];
  let database: TestDatabase | undefined;
  let server: TestServer | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const loggedReports = () =>
    lines
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: string; clientError?: Record<string, string> })
      .filter((line) => line.msg === 'client error report');

  function reporterOnTheServer() {
    const consoleLines: string[] = [];
    const reporter = new HttpErrorReporter(createProgrammeApiClient({ baseUrl: `${server?.url}/api/v1`, csrfToken: () => null }), {
      release: '0.1.0',
      route: () => '/account/orders',
      fallback: { report: (context) => consoleLines.push(context) },
      postDelayMs: 20,
    });
    return { reporter, consoleLines };
  }

  it('a reported failure is written to the server log, scrubbed, with its request id, route and release, and not to the console', async () => {
    lines.length = 0;
    const { reporter, consoleLines } = reporterOnTheServer();
    reporter.report('load order 1042', failure('503 SERVICE_UNAVAILABLE for marie@example.com at /r?token=abc'));
    await vi.waitFor(() => expect(loggedReports()).toHaveLength(1), { timeout: 5_000 });
    const [logged] = loggedReports();
    expect(logged?.clientError).toEqual({
      context: 'load order 1042',
      reason: 'unavailable',
      detail: '503 SERVICE_UNAVAILABLE for [email] at /r?token=[redacted]',
      route: '/account/orders',
      release: '0.1.0',
    });
    expect(logged?.reqId).toEqual(expect.any(String));
    expect(consoleLines).toEqual([]);
  });

  it('an error storm: the server logs at most its limit, the reporter then writes to the console only, and never throws', async () => {
    lines.length = 0;
    const { reporter, consoleLines } = reporterOnTheServer();
    // The first test's report already counts against this address (60 in 10 minutes).
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < 20; i += 1) expect(() => reporter.report(`storm ${round}-${i}`, failure('500'))).not.toThrow();
      await vi.waitFor(() => expect(loggedReports().length + consoleLines.length).toBe(20 * (round + 1)), { timeout: 5_000 });
    }
    expect(loggedReports()).toHaveLength(40);
    expect(consoleLines).toHaveLength(40);
    expect(consoleLines[0]).toBe('storm 2-0');
  });
});
