import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_REPORT_LIMIT } from '../../server/client-errors/client-error-limit';
import { errorBody, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Issue 25: the storefront's error reporter posts what it reports (spec §8)
 * to POST /api/v1/client-errors, which logs each report with the request's
 * id, route and release, never a token or personal data.
 */
describe('POST /api/v1/client-errors: client error reports reach the server log', () => {
  const lines: string[] = [];
  const clock = new ManualClock(new Date('2026-11-27T12:00:00Z'));
  const t = useTestApp({ clock, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });

  const report = (overrides: Record<string, unknown> = {}) => ({
    context: 'load account',
    reason: 'unavailable',
    detail: '503 SERVICE_UNAVAILABLE The account service is down.',
    route: '/account',
    release: '0.1.0',
    ...overrides,
  });
  const post = (payload: unknown, remoteAddress = '203.0.113.10', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/client-errors', remoteAddress, payload: payload as object, headers });
  const reportLines = () =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line['msg'] === 'client error report');

  it('answers 204 and writes one line per report, with the request id, route, release, context and detail', async () => {
    lines.length = 0;
    const response = await post({ reports: [report(), report({ context: 'load orders', route: '/fr/account/orders' })] }, '203.0.113.10', {
      'x-request-id': 'req-client-error-1',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const logged = reportLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 40,
      reqId: 'req-client-error-1',
      clientError: report(),
    });
    expect(logged[1]).toMatchObject({ reqId: 'req-client-error-1', clientError: { context: 'load orders', route: '/fr/account/orders' } });
  });

  it('logs no token, email address or card number, even from a client that did not scrub them', async () => {
    lines.length = 0;
    const secrets = ['reset-link-secret', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'marie.tremblay@example.com', '4512 3456 7801 1000', 'bearer-secret'];
    const response = await post({
      reports: [
        report({
          context: 'resend confirmation to marie.tremblay@example.com',
          detail: `401 for /reset-password?token=reset-link-secret with Bearer bearer-secret, card 4512 3456 7801 1000, ${secrets[1]}`,
          route: '/fr/sso/reset-link-secret',
        }),
      ],
    });
    expect(response.statusCode).toBe(204);
    const log = lines.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(reportLines()[0]?.['clientError']).toEqual({
      context: 'resend confirmation to [email]',
      reason: 'unavailable',
      detail: '401 for /reset-password?token=[redacted] with Bearer [redacted], card [number], [redacted]',
      route: '/fr/sso/[redacted]',
      release: '0.1.0',
    });
  });

  it('refuses bad input with 400 and the field at fault, and logs nothing', async () => {
    lines.length = 0;
    const cases: { payload: unknown; field: string }[] = [
      { payload: {}, field: 'reports' },
      { payload: { reports: [] }, field: 'reports' },
      { payload: { reports: Array.from({ length: 21 }, () => report()) }, field: 'reports' },
      { payload: { reports: [report({ detail: 'x'.repeat(2001) })] }, field: 'reports.0.detail' },
      { payload: { reports: [report({ context: '' })] }, field: 'reports.0.context' },
      { payload: { reports: [report({ route: 'r'.repeat(501) })] }, field: 'reports.0.route' },
      { payload: { reports: [report({ release: 7 })] }, field: 'reports.0.release' },
      { payload: { reports: [{ context: 'c', reason: 'r', detail: 'd', route: '/' }] }, field: 'reports.0' },
      { payload: { reports: [report({ member_email: 'a@b.ca' })] }, field: 'reports.0' },
    ];
    for (const { payload, field } of cases) {
      const response = await post(payload, '203.0.113.11');
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = errorBody(response);
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.errors?.map((error) => error.field).join(' '), JSON.stringify(body.errors)).toContain(field);
    }
    expect(reportLines()).toHaveLength(0);
  });

  it('takes 60 reports from one address in 10 minutes, then 429 with Retry-After and nothing logged; other addresses go on', async () => {
    expect(CLIENT_ERROR_REPORT_LIMIT).toEqual({ maxReports: 60, windowSeconds: 600 });
    const address = '198.51.100.40';
    const batch = { reports: Array.from({ length: 20 }, () => report()) };
    for (let i = 0; i < 3; i += 1) expect((await post(batch, address)).statusCode).toBe(204);
    lines.length = 0;
    clock.advanceSeconds(599);
    const refused = await post({ reports: [report()] }, address);
    expect(refused.statusCode).toBe(429);
    expect(errorBody(refused)).toMatchObject({ code: 'TOO_MANY_CLIENT_ERROR_REPORTS', data: { retry_after_seconds: 1 } });
    expect(refused.headers['retry-after']).toBe('1');
    expect(reportLines()).toHaveLength(0);
    expect((await post({ reports: [report()] }, '198.51.100.41')).statusCode).toBe(204);
    clock.advanceSeconds(1);
    expect((await post(batch, address)).statusCode).toBe(204);
  });

  it('refuses a post that would go past the limit whole, and counts it not, so a smaller one still fits', async () => {
    // An IPv6 client is counted by its /64 network, as sign-in counts it: it can take a new address in it at will.
    const address = '2001:db8:1:2::7';
    const batchOf = (size: number) => ({ reports: Array.from({ length: size }, () => report()) });
    for (let i = 0; i < 2; i += 1) expect((await post(batchOf(20), address)).statusCode).toBe(204);
    expect((await post(batchOf(19), '2001:db8:1:2::8')).statusCode).toBe(204);
    const refused = await post(batchOf(2), '2001:db8:1:2::9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect((await post(batchOf(1), address)).statusCode).toBe(204);
    expect((await post(batchOf(1), address)).statusCode).toBe(429);
    expect((await post(batchOf(1), '2001:db8:1:3::9')).statusCode).toBe(204);
  });
});
