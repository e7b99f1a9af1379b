import { describe, expect, it } from 'vitest';
import { consoleSignIn, loginAsSession, setMarketingPreference } from './support/admin-console';
import { bearer, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

interface Entry {
  kind: string;
  method: string;
  route: string;
  operation: string | null;
  status_code: number;
  access_level: string;
  admin: string;
  member: string;
}

describe('the audit log of admins in login-as mode', () => {
  const t = useTestApp();

  async function entriesOf(token: string): Promise<Entry[]> {
    const { rows } = await t.db.pool.query<Entry>(
      `SELECT e.kind, e.method, e.route, e.operation, e.status_code, e.access_level, a.user_account AS admin, m.user_account AS member
         FROM admin_audit_entry e JOIN admin_user a ON a.id = e.admin_id JOIN member m ON m.id = e.member_id
        WHERE e.login_as_session_id = (SELECT id FROM login_as_session WHERE token_jti = $1)
        ORDER BY e.id`,
      [JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti],
    );
    return rows;
  }

  it('records opening the store, what was viewed, what was changed and returning, with the admin and the member', async () => {
    const { token, link } = await loginAsSession(t.app, 'admin', 'business');
    await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) });
    const change = await setMarketingPreference(t.app, token, false);
    expect(change.statusCode, change.body).toBe(200);
    const adminId = (await t.db.pool.query<{ id: number }>("SELECT id FROM admin_user WHERE user_account = 'admin'")).rows[0]!.id;
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/demo/login-as-admin',
      headers: bearer(token),
      payload: { payload: { token: link.token, admin_id: adminId, logout_url: link.logoutUrl } },
    });
    expect(back.statusCode, back.body).toBe(200);

    const entries = await entriesOf(link.token);
    expect(entries.map(({ kind, method, route, operation, status_code }) => ({ kind, method, route, operation, status_code }))).toEqual([
      { kind: 'opened', method: 'GET', route: '/api/v1/program/:slug/login-as', operation: 'loginAsMember', status_code: 200 },
      { kind: 'viewed', method: 'GET', route: '/api/v1/member/profile', operation: 'getMemberProfile', status_code: 200 },
      { kind: 'changed', method: 'PUT', route: '/api/v1/member/profile', operation: 'updateMemberProfile', status_code: 200 },
      { kind: 'returned', method: 'POST', route: '/api/v1/member/:slug/login-as-admin', operation: 'returnToAdmin', status_code: 200 },
    ]);
    expect(new Set(entries.map((entry) => `${entry.admin}/${entry.member}/${entry.access_level}`))).toEqual(
      new Set(['admin/business/write']),
    );
  });

  it('records what a read-only admin was refused, and what failed', async () => {
    const { token, link } = await loginAsSession(t.app, 'auditor', 'select');
    const refused = await setMarketingPreference(t.app, token, true);
    expect(refused.statusCode).toBe(403);
    const missing = await t.app.inject({ url: '/api/v1/member/order/987654321', headers: bearer(token) });
    expect(missing.statusCode).toBe(404);
    expect((await entriesOf(link.token)).map((entry) => [entry.kind, entry.status_code, entry.access_level])).toEqual([
      ['opened', 200, 'read'],
      ['refused', 403, 'read'],
      ['failed', 404, 'read'],
    ]);
  });

  it('a custom action that changes something is recorded as changed, and a read-only admin’s attempt as refused', async () => {
    const egift = await t.db.pool.query<{ id: number }>(
      `SELECT i.id FROM redemption_order_item i JOIN redemption_order o ON o.id = i.order_id JOIN member m ON m.id = o.member_id
        WHERE m.user_account = 'elite' AND i.redemption_kind = 'egiftcard' ORDER BY i.id LIMIT 1`,
    );
    const resend = { action: 'resend-egift', input: { order_item_id: egift.rows[0]!.id } };
    const auditor = await loginAsSession(t.app, 'auditor', 'elite');
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/member/custom-action', headers: bearer(auditor.token), payload: resend });
    expect(refused.statusCode).toBe(403);
    const writer = await loginAsSession(t.app, 'admin', 'elite');
    const changed = await t.app.inject({ method: 'POST', url: '/api/v1/member/custom-action', headers: bearer(writer.token), payload: resend });
    expect(changed.statusCode, changed.body).toBe(200);
    const runs = async (token: string) => (await entriesOf(token)).filter((entry) => entry.operation === 'runCustomAction').map((entry) => entry.kind);
    expect(await runs(auditor.link.token)).toEqual(['refused']);
    expect(await runs(writer.link.token)).toEqual(['changed']);
  });

  it('a member acting for themselves leaves no audit entry', async () => {
    const before = (await t.db.pool.query<{ count: string }>('SELECT count(*) FROM admin_audit_entry')).rows[0]!.count;
    const token = await login(t.app, 'marie');
    await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) });
    expect((await t.db.pool.query<{ count: string }>('SELECT count(*) FROM admin_audit_entry')).rows[0]!.count).toBe(before);
  });

  it('entries can be neither changed nor deleted', async () => {
    await expect(t.db.pool.query("UPDATE admin_audit_entry SET kind = 'viewed'")).rejects.toThrow(/append-only/);
    await expect(t.db.pool.query('DELETE FROM admin_audit_entry')).rejects.toThrow(/append-only/);
  });

  it('the support console shows the log, newest first, in English and French; without a console session it sends to sign-in', async () => {
    const { cookie } = await consoleSignIn(t.app, 'auditor');
    const console = await t.app.inject({ url: '/sandbox/admin', headers: { cookie } });
    expect(console.body).toContain('href="/sandbox/admin/audit"');

    const english = await t.app.inject({ url: '/sandbox/admin/audit', headers: { cookie } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<h1>Audit log</h1>');
    const body = english.body;
    const newest = body.indexOf('Returned to the console');
    const oldest = body.lastIndexOf('Opened the store as the member');
    expect(newest).toBeGreaterThan(-1);
    expect(newest).toBeLessThan(oldest);
    expect(body).toContain('<code>PUT /api/v1/member/profile</code>');
    expect(body).toContain('(auditor, read-only)');

    const french = await t.app.inject({ url: '/sandbox/admin/audit?lang=fr', headers: { cookie } });
    expect(french.body).toContain('<h1>Journal d’audit</h1>');
    expect(french.body).toContain('Refusé');

    const signedOut = await t.app.inject({ url: '/sandbox/admin/audit' });
    expect(signedOut.statusCode).toBe(303);
    expect(String(signedOut.headers.location)).toContain('/sandbox/admin');
  });
});
