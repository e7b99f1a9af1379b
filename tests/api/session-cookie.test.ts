import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_SECONDS } from '../../server/auth/token-service';
import { DEMO_PASSWORD, ManualClock, bearer, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/** The storefront's way to sign in: it asks for the session in the httpOnly cookie. */
const COOKIE_TRANSPORT = { 'x-session-transport': 'cookie' };

/** The cookies of one answer, by name: value and attributes as the browser receives them. */
function setCookies(response: LightMyRequestResponse): Map<string, { value: string; attributes: string[] }> {
  const header = response.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return new Map(
    lines.map((line) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      return [pair.slice(0, separator), { value: pair.slice(separator + 1), attributes }];
    }),
  );
}

describe('the storefront’s session in an httpOnly cookie, with a CSRF token on every change (issue 24)', () => {
  const clock = new ManualClock(new Date());
  // Behind a proxy, as in production: X-Forwarded-Proto says when the browser used HTTPS.
  const t = useTestApp({ clock, config: { trustProxy: true } });

  async function cookieSignIn(username = 'elite') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: COOKIE_TRANSPORT,
      payload: { user_account: username, password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
    });
    expect(response.statusCode).toBe(200);
    const cookies = setCookies(response);
    const session = cookies.get('rewards_session')?.value ?? '';
    const csrf = cookies.get('rewards_csrf')?.value ?? '';
    return { response, cookies, session, csrf, cookie: `rewards_session=${session}; rewards_csrf=${csrf}` };
  }

  it('a sign-in that asks for the cookie sets the session httpOnly and answers no token, only whose session it is', async () => {
    const { response, cookies } = await cookieSignIn();
    const body = response.json<{ data: Record<string, unknown> }>().data;
    expect(body).not.toHaveProperty('token');
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: SESSION_LIFETIME_SECONDS, member_id: expect.any(Number) });
    expect(cookies.get('rewards_session')?.attributes).toEqual(['Path=/', `Max-Age=${SESSION_LIFETIME_SECONDS}`, 'HttpOnly', 'SameSite=Lax']);
    // The CSRF cookie is for page script to read: no HttpOnly, and never sent by another site.
    expect(cookies.get('rewards_csrf')?.attributes).toEqual(['Path=/', `Max-Age=${SESSION_LIFETIME_SECONDS}`, 'SameSite=Strict']);
  });

  it('over HTTPS the cookies are Secure and __Host- prefixed, so no other host can set or shadow them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { ...COOKIE_TRANSPORT, 'x-forwarded-proto': 'https' },
      payload: { user_account: 'elite', password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
    });
    const cookies = setCookies(response);
    expect([...cookies.keys()]).toEqual(['__Host-rewards_session', '__Host-rewards_csrf']);
    for (const { attributes } of cookies.values()) expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Secure']));
    const session = cookies.get('__Host-rewards_session')?.value ?? '';
    const accounts = await t.app.inject({
      url: '/api/v1/member/account',
      headers: { 'x-forwarded-proto': 'https', cookie: `__Host-rewards_session=${session}` },
    });
    expect(accounts.statusCode).toBe(200);
  });

  it('other channels keep bearer tokens: without the transport header the answer carries the token and sets no cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { user_account: 'elite', password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
    });
    expect(response.json<{ data: { token: string } }>().data.token.split('.')).toHaveLength(3);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('the cookie alone reads the member’s data', async () => {
    const { cookie } = await cookieSignIn();
    const accounts = await t.app.inject({ url: '/api/v1/member/account', headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(accounts.statusCode).toBe(200);
  });

  it('a change that comes with the cookie but not its CSRF token is refused, 403 CSRF_TOKEN_INVALID, and changes nothing', async () => {
    const { session, csrf } = await cookieSignIn();
    const onlyTheCookie = { cookie: `rewards_session=${session}` };
    for (const headers of [onlyTheCookie, { ...onlyTheCookie, 'x-csrf-token': 'forged' }, { ...onlyTheCookie, 'x-csrf-token': `${csrf}x` }]) {
      for (const url of ['/api/v1/auth/logout-everywhere', '/api/v1/auth/logout']) {
        const refused = await t.app.inject({ method: 'POST', url, headers });
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ code: string }>().code).toBe('CSRF_TOKEN_INVALID');
      }
    }
    // A read is not a change: the forged sign-outs ended nothing.
    const accounts = await t.app.inject({ url: '/api/v1/member/account', headers: onlyTheCookie });
    expect(accounts.statusCode).toBe(200);
    // A GET that issues something (the travel partner's token, x-access write) is a change too.
    const accountId = accounts.json<{ data: { id: number }[] }>().data[0]?.id ?? 0;
    const travel = await t.app.inject({ url: `/api/v1/member/account/${accountId}/jwt`, headers: onlyTheCookie });
    expect(travel.statusCode).toBe(403);
    const allowed = await t.app.inject({ url: `/api/v1/member/account/${accountId}/jwt`, headers: { ...onlyTheCookie, 'x-csrf-token': csrf } });
    expect(allowed.statusCode).toBe(200);
  });

  it('the CSRF token of one sign-in does not pass for another’s', async () => {
    const first = await cookieSignIn('elite');
    const second = await cookieSignIn('elite');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: `rewards_session=${second.session}`, 'x-csrf-token': first.csrf },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refresh renews the cookie with the same CSRF token; sign-out clears both cookies and ends the session', async () => {
    const { session, csrf } = await cookieSignIn();
    clock.advanceSeconds(3000);
    const headers = { ...COOKIE_TRANSPORT, cookie: `rewards_session=${session}`, 'x-csrf-token': csrf };
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('token');
    const renewed = setCookies(refreshed);
    expect(renewed.get('rewards_session')?.value).not.toBe(session);
    expect(renewed.get('rewards_csrf')?.value).toBe(csrf);

    const newSession = renewed.get('rewards_session')?.value ?? '';
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: `rewards_session=${newSession}`, 'x-csrf-token': csrf },
    });
    expect(signOut.statusCode).toBe(204);
    const cleared = setCookies(signOut);
    expect(cleared.get('rewards_session')).toMatchObject({ value: '', attributes: expect.arrayContaining(['Max-Age=0', 'HttpOnly']) });
    expect(cleared.get('rewards_csrf')).toMatchObject({ value: '', attributes: expect.arrayContaining(['Max-Age=0']) });
    const after = await t.app.inject({ url: '/api/v1/member/account', headers: { cookie: `rewards_session=${newSession}` } });
    expect(after.statusCode).toBe(401);
  });

  it('an answer that says the session is gone (401) clears the cookies from the browser', async () => {
    const { session } = await cookieSignIn();
    clock.advanceSeconds(SESSION_LIFETIME_SECONDS + 10);
    const expired = await t.app.inject({ url: '/api/v1/member/account', headers: { cookie: `rewards_session=${session}` } });
    expect(expired.statusCode).toBe(401);
    expect(setCookies(expired).get('rewards_session')).toMatchObject({ value: '', attributes: expect.arrayContaining(['Max-Age=0']) });
  });

  it('a bearer token needs no CSRF token: a browser never sends it on its own', async () => {
    const token = await login(t.app, 'marie');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('SECURE_COOKIES (on in production): the session cookies are Secure and __Host- even when the request looks like plain HTTP', () => {
  // A proxy that terminates TLS without TRUST_PROXY: the server sees http, the browser used https.
  const t = useTestApp({ config: { secureCookies: true } });

  it('signs in with __Host- Secure cookies and reads the session back from them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: COOKIE_TRANSPORT,
      payload: { user_account: 'elite', password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
    });
    const cookies = setCookies(response);
    expect([...cookies.keys()]).toEqual(['__Host-rewards_session', '__Host-rewards_csrf']);
    for (const { attributes } of cookies.values()) expect(attributes).toContain('Secure');
    const session = cookies.get('__Host-rewards_session')?.value ?? '';
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: { cookie: `__Host-rewards_session=${session}` } })).statusCode).toBe(200);
    // The plain name is not ours here: a cookie a sibling host could have set is never read.
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: { cookie: `rewards_session=${session}` } })).statusCode).toBe(401);
  });
});
