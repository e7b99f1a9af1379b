import { describe, expect, it } from 'vitest';
import { ADMIN_CONSOLE_SESSION_SECONDS } from '../../server/auth/token-service';
import { consoleFormToken, consoleSignIn, consoleSignOut, exchangeUrl, loginAsSession, postOpenStoreAs } from './support/admin-console';
import { bearer, errorBody, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Issue 22 item 6: an agent's access is not frozen in the token. Each request
 * checks the admin's current grant and that the console session that opened
 * the store is still alive; signing out of the console ends the store
 * sessions it opened.
 */
describe('an admin’s access in the store is the current grant, checked on every request', () => {
  const clock = new ManualClock(new Date());
  const t = useTestApp({ clock });

  async function setAccess(login: string, level: 'read' | 'write'): Promise<void> {
    await t.db.pool.query('UPDATE admin_user SET access_level = $2 WHERE user_account = $1', [login, level]);
  }

  function changeMarketing(token: string, enabled: boolean) {
    return t.app.inject({ method: 'PUT', url: '/api/v1/member/profile', headers: bearer(token), payload: { has_marketing_enabled: enabled } });
  }

  async function refreshed(token: string): Promise<string> {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { token: string } }>().data.token;
  }

  it('downgrading an admin to read-only refuses the next change of an open session, refreshed tokens included', async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'business');
    try {
      expect((await changeMarketing(token, true)).statusCode).toBe(200);
      await setAccess('admin', 'read');

      const refused = await changeMarketing(token, false);
      expect(refused.statusCode).toBe(403);
      expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
      const profile = await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) });
      expect(profile.json<{ data: { admin_access_level: string; has_marketing_enabled: boolean } }>().data).toMatchObject({
        admin_access_level: 'read',
        has_marketing_enabled: true,
      });

      const renewed = await refreshed(token);
      const stillRefused = await changeMarketing(renewed, false);
      expect(stillRefused.statusCode).toBe(403);
      expect(errorBody(stillRefused).code).toBe('READ_ONLY_ACCESS');
    } finally {
      await setAccess('admin', 'write');
    }
  });

  it('restoring the grant restores the open session’s access; upgrading an auditor does not widen a read-only session', async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'business');
    await setAccess('admin', 'read');
    expect((await changeMarketing(token, false)).statusCode).toBe(403);
    await setAccess('admin', 'write');
    expect((await changeMarketing(token, false)).statusCode).toBe(200);

    const auditor = await loginAsSession(t.app, 'auditor', 'business');
    await setAccess('auditor', 'write');
    try {
      expect((await changeMarketing(auditor.token, true)).statusCode).toBe(403);
    } finally {
      await setAccess('auditor', 'read');
    }
  });

  it('signing out of the console ends every store session it opened, refreshed ones included', async () => {
    const { cookie } = await consoleSignIn(t.app, 'admin');
    const csrf = await consoleFormToken(t.app, cookie);
    const tokens: string[] = [];
    for (const member of ['elite', 'marie']) {
      const { location } = await postOpenStoreAs(t.app, { cookie, csrf, userAccount: member });
      const query = new URL(location, 'http://localhost').searchParams;
      const exchange = await t.app.inject({ url: exchangeUrl({ userAccount: query.get('user_account')!, token: query.get('token')! }) });
      expect(exchange.statusCode, exchange.body).toBe(200);
      tokens.push(exchange.json<{ data: { token: string } }>().data.token);
    }
    tokens.push(await refreshed(tokens[0]!));
    // Another console session's store session is not touched.
    const other = await loginAsSession(t.app, 'admin', 'select');

    const signOut = await consoleSignOut(t.app, cookie, csrf);
    expect(signOut.statusCode).toBe(303);

    for (const token of tokens) {
      const response = await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(other.token) })).statusCode).toBe(200);
    const { rows } = await t.db.pool.query<{ end_reason: string }>(
      `SELECT end_reason FROM login_as_session WHERE console_session_jti IS NOT NULL AND ended_at IS NOT NULL
        AND end_reason = 'console_signed_out'`,
    );
    expect(rows.length).toBe(2);
  });

  it('a store session ends when the console session that opened it expires', async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'elite');
    clock.advanceSeconds(ADMIN_CONSOLE_SESSION_SECONDS - 60);
    expect((await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) })).statusCode).toBe(200);
    clock.advanceSeconds(61);
    const expired = await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    expect(errorBody(expired).message).toBe('The support console session that opened this store has ended.');
  });

  it('a link from a console session already signed out opens nothing', async () => {
    const { cookie } = await consoleSignIn(t.app, 'admin');
    const csrf = await consoleFormToken(t.app, cookie);
    const { location } = await postOpenStoreAs(t.app, { cookie, csrf, userAccount: 'elite' });
    await consoleSignOut(t.app, cookie, csrf);
    const query = new URL(location, 'http://localhost').searchParams;
    const exchange = await t.app.inject({ url: exchangeUrl({ userAccount: query.get('user_account')!, token: query.get('token')! }) });
    expect(exchange.statusCode).toBe(401);
  });

  it('a member signed in as themselves is not affected by any of this', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { user_account: 'select', password: 'Rewards#2026', program_slug: 'demo', type: 'member' },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    expect((await changeMarketing(token, true)).statusCode).toBe(200);
  });
});
