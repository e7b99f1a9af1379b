import type { Profile } from '@openapi/schemas';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOGIN_AS_TOKEN_LIFETIME_SECONDS } from '../../server/auth/token-service';
import {
  consoleFormToken,
  consoleSignIn,
  consoleSignOut,
  exchangeUrl,
  loginAsLink,
  loginAsSession,
  postOpenStoreAs,
  setMarketingPreference,
} from './support/admin-console';
import { bearer, errorBody, login, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the sandbox support console', () => {
  const t = useTestApp();

  it('without a console session it shows a labelled sign-in form, in English and French', async () => {
    const english = await t.app.inject({ url: '/sandbox/admin' });
    const french = await t.app.inject({ url: '/sandbox/admin?lang=fr' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en-CA">');
    expect(english.body).toContain('<label for="username">Username</label>');
    expect(english.body).toContain('action="/sandbox/admin/sign-in"');
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.body).toContain('Connexion à la console de soutien');
    expect(String(english.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(english.headers['cache-control']).toBe('no-store');
  });

  it('wrong credentials are refused with an alert and no cookie; members cannot sign in to the console', async () => {
    for (const [username, password] of [
      ['admin', 'Wrong#2026'],
      ['elite', 'Rewards#2026'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/sandbox/admin/sign-in',
        headers: FORM,
        payload: new URLSearchParams({ username, password, lang: 'fr' }).toString(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.body).toContain('role="alert"');
      expect(response.body).toContain('Le nom d’utilisateur ou le mot de passe est incorrect.');
    }
  });

  it('an admin gets a short HttpOnly, SameSite=Lax session cookie limited to the console', async () => {
    const { setCookie } = await consoleSignIn(t.app, 'admin');
    expect(setCookie).toMatch(/^admin_console_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/sandbox/admin');
    expect(setCookie).toMatch(/Max-Age=1800/);
  });

  it('the signed-in console lists the members, each with a form that opens the store in a new tab', async () => {
    const { cookie } = await consoleSignIn(t.app, 'auditor');
    const page = await t.app.inject({ url: '/sandbox/admin', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Louis Bergeron (read-only access)');
    for (const login of ['elite', 'marie', 'business', 'select', 'onhold', 'pending']) {
      expect(page.body).toContain(`name="user_account" value="${login}"`);
    }
    expect(page.body).toContain('Open the store as Alex Martin');
    expect(page.body).toContain('target="_blank"');
    expect(page.body).toContain('Rules not accepted');
  });

  it('"open the store as" mints a one-time login-as token and redirects to /login-as with the console as logout URL', async () => {
    const { cookie } = await consoleSignIn(t.app, 'admin');
    const csrf = await consoleFormToken(t.app, cookie);
    const english = await postOpenStoreAs(t.app, { cookie, csrf, userAccount: 'elite' });
    expect(english.status).toBe(303);
    const url = new URL(english.location, 'http://localhost');
    expect(url.pathname).toBe('/login-as');
    expect(url.searchParams.get('user_account')).toBe('elite');
    expect(url.searchParams.get('logout_url')).toBe('/sandbox/admin');
    const claims = decodeJwt(url.searchParams.get('token')!);
    expect(claims.aud).toBe('login-as');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(LOGIN_AS_TOKEN_LIFETIME_SECONDS);

    const french = await postOpenStoreAs(t.app, { cookie, csrf, userAccount: 'marie', lang: 'fr' });
    const frenchUrl = new URL(french.location, 'http://localhost');
    expect(frenchUrl.pathname).toBe('/fr/login-as');
    expect(frenchUrl.searchParams.get('logout_url')).toBe('/sandbox/admin?lang=fr');
  });

  it('no token is minted without the form token of the session, nor without a session', async () => {
    const { cookie } = await consoleSignIn(t.app, 'admin');
    const forged = await postOpenStoreAs(t.app, { cookie, csrf: 'forged', userAccount: 'elite' });
    const noSession = await postOpenStoreAs(t.app, { cookie: '', csrf: 'x', userAccount: 'elite' });
    for (const response of [forged, noSession]) {
      expect(response.status).toBe(303);
      expect(response.location).toBe('/sandbox/admin?notice=expired');
    }
    const csrf = await consoleFormToken(t.app, cookie);
    const unknown = await postOpenStoreAs(t.app, { cookie, csrf, userAccount: 'nobody' });
    expect(unknown.location).toBe('/sandbox/admin?notice=no-member');
  });

  it('signing out of the console ends its session: the old cookie no longer opens it', async () => {
    const { cookie } = await consoleSignIn(t.app, 'admin');
    const csrf = await consoleFormToken(t.app, cookie);
    const signOut = await consoleSignOut(t.app, cookie, csrf);
    expect(signOut.statusCode).toBe(303);
    expect(String(signOut.headers['set-cookie'])).toContain('Max-Age=0');
    const page = await t.app.inject({ url: '/sandbox/admin', headers: { cookie } });
    expect(page.body).toContain('action="/sandbox/admin/sign-in"');
  });
});

describe('log in as member (spec §6, §7)', () => {
  const clock = new ManualClock(new Date());
  const t = useTestApp({ clock });

  async function adminId(login: string): Promise<number> {
    const { rows } = await t.db.pool.query<{ id: number }>('SELECT id FROM admin_user WHERE user_account = $1', [login]);
    return rows[0]!.id;
  }

  async function profileOf(token: string): Promise<Profile> {
    const response = await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Profile }>().data;
  }

  it('the login-as token opens a member session once; the profile names the admin and the access level', async () => {
    const link = await loginAsLink(t.app, 'admin', 'elite');
    const first = await t.app.inject({ url: exchangeUrl(link) });
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json<{ data: { token: string; token_type: string; expires_in: number } }>().data;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(decodeJwt(session.token)).toMatchObject({ admin_id: await adminId('admin'), admin_access_level: 'write' });
    expect(await profileOf(session.token)).toMatchObject({
      first_name: 'Alex',
      admin_id: await adminId('admin'),
      admin_access_level: 'write',
    });

    const second = await t.app.inject({ url: exchangeUrl(link) });
    expect(second.statusCode).toBe(401);
    expect(errorBody(second).code).toBe('UNAUTHENTICATED');
  });

  it('two tabs exchanging one link at the same moment get one session between them', async () => {
    const link = await loginAsLink(t.app, 'admin', 'select');
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: exchangeUrl(link) })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('an auditor’s session is read-only, and a member signed in as themselves has no admin', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'marie');
    expect(await profileOf(token)).toMatchObject({ admin_id: await adminId('auditor'), admin_access_level: 'read' });
    expect(await profileOf(await login(t.app, 'marie'))).toMatchObject({ admin_id: null, admin_access_level: null });
  });

  it('a link used for another member, on another programme, after 2 minutes, or forged is refused', async () => {
    const forOther = await loginAsLink(t.app, 'admin', 'elite');
    const otherMember = await t.app.inject({ url: exchangeUrl({ ...forOther, userAccount: 'marie' }) });
    expect(otherMember.statusCode).toBe(401);

    const otherProgramme = await t.app.inject({ url: exchangeUrl(await loginAsLink(t.app, 'admin', 'elite'), 'no-such-programme') });
    expect(otherProgramme.statusCode).toBe(404);

    const late = await loginAsLink(t.app, 'admin', 'elite');
    clock.advanceSeconds(LOGIN_AS_TOKEN_LIFETIME_SECONDS + 10);
    expect((await t.app.inject({ url: exchangeUrl(late) })).statusCode).toBe(401);

    const memberToken = await login(t.app, 'elite');
    expect((await t.app.inject({ url: exchangeUrl({ userAccount: 'elite', token: memberToken }) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: exchangeUrl({ userAccount: 'elite', token: 'not.a.token' }) })).statusCode).toBe(401);
  });

  it('a read-only admin is refused a profile change with 403 READ_ONLY_ACCESS and nothing changes', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'select');
    const before = await profileOf(token);
    const response = await setMarketingPreference(t.app, token, !before.has_marketing_enabled);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('READ_ONLY_ACCESS');
    expect((await profileOf(token)).has_marketing_enabled).toBe(before.has_marketing_enabled);
  });

  it('an admin with write access changes the profile, and the change is recorded with the admin', async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'business');
    const response = await setMarketingPreference(t.app, token, true);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Profile }>().data).toMatchObject({ has_marketing_enabled: true, admin_access_level: 'write' });
    const { rows } = await t.db.pool.query<{ admin_id: number; changes: unknown }>(
      `SELECT admin_id, changes FROM member_profile_change
        WHERE member_id = (SELECT id FROM member WHERE user_account = 'business') ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ admin_id: await adminId('admin'), changes: { has_marketing_enabled: true } });
  });

  it('refreshing a login-as session keeps the admin and the access level', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
    expect(refresh.statusCode).toBe(200);
    const refreshed = refresh.json<{ data: { token: string } }>().data.token;
    expect(await profileOf(refreshed)).toMatchObject({ admin_id: await adminId('auditor'), admin_access_level: 'read' });
  });

  it('returning to the admin ends the session, refreshed tokens included, and sends the admin to the console', async () => {
    const { token, link } = await loginAsSession(t.app, 'admin', 'elite');
    const refreshed = (
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) })
    ).json<{ data: { token: string } }>().data.token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/demo/login-as-admin',
      headers: bearer(token),
      payload: { payload: { token: link.token, admin_id: await adminId('admin'), logout_url: link.logoutUrl } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { redirect_url: '/sandbox/admin' } });
    for (const ended of [token, refreshed]) {
      const call = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(ended) });
      expect(call.statusCode).toBe(401);
    }
    const { rows } = await t.db.pool.query<{ end_reason: string }>(
      'SELECT end_reason FROM login_as_session WHERE token_jti = $1',
      [decodeJwt(link.token).jti],
    );
    expect(rows[0]?.end_reason).toBe('returned_to_admin');
  });

  it('the return address is never another site: an outside logout URL is replaced by the console', async () => {
    for (const logoutUrl of ['https://evil.example/phish', '//evil.example', '/\\evil.example', null]) {
      const { token, link } = await loginAsSession(t.app, 'admin', 'marie');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/member/demo/login-as-admin',
        headers: bearer(token),
        payload: { payload: { token, admin_id: await adminId('admin'), logout_url: logoutUrl } },
      });
      expect(response.statusCode, `${logoutUrl} ${link.userAccount}`).toBe(200);
      expect(response.json<{ data: { redirect_url: string } }>().data.redirect_url).toBe('/sandbox/admin');
    }
  });

  it('returning needs this session’s admin and token; a member’s own session cannot use it', async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'elite');
    const other = await loginAsSession(t.app, 'admin', 'elite');
    const wrongAdmin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/demo/login-as-admin',
      headers: bearer(token),
      payload: { payload: { token, admin_id: await adminId('auditor') } },
    });
    const wrongToken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/demo/login-as-admin',
      headers: bearer(token),
      payload: { payload: { token: other.link.token, admin_id: await adminId('admin') } },
    });
    for (const response of [wrongAdmin, wrongToken]) {
      expect(response.statusCode).toBe(403);
      expect(errorBody(response).code).toBe('LOGIN_AS_MISMATCH');
    }
    const wrongProgramme = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/other/login-as-admin',
      headers: bearer(token),
      payload: { payload: { token, admin_id: await adminId('admin') } },
    });
    expect(wrongProgramme.statusCode).toBe(404);

    const own = await login(t.app, 'elite');
    const notLoginAs = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/demo/login-as-admin',
      headers: bearer(own),
      payload: { payload: { token: own, admin_id: 1 } },
    });
    expect(notLoginAs.statusCode).toBe(403);
    expect(errorBody(notLoginAs).code).toBe('NOT_LOGGED_IN_AS');
  });

  it('signing out of a login-as session also ends it', async () => {
    const { token, link } = await loginAsSession(t.app, 'auditor', 'onhold');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
    const { rows } = await t.db.pool.query<{ end_reason: string }>(
      'SELECT end_reason FROM login_as_session WHERE token_jti = $1',
      [decodeJwt(link.token).jti],
    );
    expect(rows[0]?.end_reason).toBe('signed_out');
  });
});
