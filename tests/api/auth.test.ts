import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_SECONDS } from '../../server/auth/token-service';
import { bearer, errorBody, login, loginRequest, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { postForm } from './support/post-form';

describe('sign-in, refresh and sign-out', () => {
  const clock = new ManualClock(new Date());
  const t = useTestApp({ clock });

  it('a member with the right password gets a bearer token that lives 3600 s', async () => {
    const response = await t.app.inject(loginRequest('elite'));
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { token: string; token_type: string; expires_in: number } }>();
    expect(data.token_type).toBe('bearer');
    expect(data.expires_in).toBe(SESSION_LIFETIME_SECONDS);
    const claims = decodeJwt(data.token);
    expect(claims.sub).toMatch(/^\d+$/);
    expect(typeof claims.jti).toBe('string');
    expect(claims.sso).toBe(false);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('a sign-in answers whose session it is and the member’s preferred language, so the store lands in it at once', async () => {
    const marie = (await t.app.inject(loginRequest('marie'))).json<{ data: { member_id: number; preferred_language: string } }>().data;
    const elite = (await t.app.inject(loginRequest('elite'))).json<{ data: { member_id: number; preferred_language: string } }>().data;
    expect(marie.preferred_language).toBe('fr-CA');
    expect(elite.preferred_language).toBe('en-CA');
    expect(marie.member_id).not.toBe(elite.member_id);
    const token = await login(t.app, 'marie');
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
    // A refresh opens nothing: the language was settled at sign-in.
    expect(refreshed.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('preferred_language');
  });

  it('user names are case-insensitive', async () => {
    expect((await t.app.inject(loginRequest('ELITE'))).statusCode).toBe(200);
  });

  it('a wrong password and an unknown user get the same 401 INVALID_CREDENTIALS answer', async () => {
    const wrongPassword = await t.app.inject(loginRequest('elite', 'Wrong#2026'));
    const unknownUser = await t.app.inject(loginRequest('nobody-here'));
    const unknownProgramme = await t.app.inject(loginRequest('elite', undefined, 'other-programme'));
    const noOnlineAccess = await t.app.inject(loginRequest('jordan.martin', ''.padEnd(12, 'x')));
    for (const response of [wrongPassword, unknownUser, unknownProgramme, noOnlineAccess]) {
      expect(response.statusCode).toBe(401);
      expect(errorBody(response)).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'The user name or password is incorrect.',
      });
    }
  });

  it('refresh exchanges a valid token for a new one with a new id and a full lifetime', async () => {
    const token = await login(t.app, 'marie');
    clock.advanceSeconds(3000);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const refreshed = response.json<{ data: { token: string; expires_in: number } }>().data;
    expect(refreshed.expires_in).toBe(3600);
    expect(decodeJwt(refreshed.token).jti).not.toBe(decodeJwt(token).jti);
    expect(decodeJwt(refreshed.token).sub).toBe(decodeJwt(token).sub);
    const accounts = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(refreshed.token) });
    expect(accounts.statusCode).toBe(200);
  });

  it('an expired token is refused with 401 UNAUTHENTICATED, for member calls and for refresh', async () => {
    const token = await login(t.app, 'marie');
    clock.advanceSeconds(3600 + 10);
    const accounts = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
    for (const response of [accounts, refresh]) {
      expect(response.statusCode).toBe(401);
      expect(errorBody(response).code).toBe('UNAUTHENTICATED');
    }
  });

  it('logout revokes the token: it no longer opens member calls nor refreshes', async () => {
    const token = await login(t.app, 'elite');
    const logout = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const accounts = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
    expect(accounts.statusCode).toBe(401);
    expect(errorBody(accounts).code).toBe('UNAUTHENTICATED');
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
    expect(refresh.statusCode).toBe(401);
  });

  it('logout of one session leaves the member’s other sessions open', async () => {
    const first = await login(t.app, 'elite');
    const second = await login(t.app, 'elite');
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(first) });
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: bearer(second) })).statusCode).toBe(200);
  });

  it('a token signed with another key, a malformed header or no header is refused', async () => {
    const forged = await new SignJWT({ sso: false, auth_time: Math.floor(Date.now() / 1000) })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('programme-api')
      .setAudience('programme-api')
      .setSubject('1')
      .setJti('forged')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-completely-different-secret-of-enough-length'));
    for (const headers of [bearer(forged), { authorization: 'Basic abc' }, { authorization: 'Bearer' }, {}]) {
      const response = await t.app.inject({ url: '/api/v1/member/profile', headers });
      expect(response.statusCode).toBe(401);
      expect(errorBody(response).code).toBe('UNAUTHENTICATED');
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('tokens signed with a key that is still listed keep working after a rotation: nobody is signed out', async () => {
    const oldKey = { id: 'old', secret: 'o'.repeat(48) };
    const newKey = { id: 'new', secret: 'n'.repeat(48) };
    const { buildApp } = await import('../../server/app');
    const config = { programmeSlug: 'demo', storefrontDir: '/nonexistent', clock };
    const before = await buildApp({ pool: t.db.pool, config: { ...config, signingKeys: [oldKey] } });
    const token = await login(before, 'elite');
    await before.close();
    const rotated = await buildApp({ pool: t.db.pool, config: { ...config, signingKeys: [newKey, oldKey] } });
    try {
      expect((await rotated.inject({ url: '/api/v1/member/account', headers: bearer(token) })).statusCode).toBe(200);
      const refreshed = await rotated.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
      const newToken = refreshed.json<{ data: { token: string } }>().data.token;
      expect(decodeProtectedHeader(token).kid).toBe('old');
      expect(decodeProtectedHeader(newToken).kid).toBe('new');
      expect((await rotated.inject({ url: '/api/v1/member/account', headers: bearer(newToken) })).statusCode).toBe(200);
      // A node that no longer lists the old key refuses its tokens (server/auth/token-service.test.ts).
      expect((await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) })).statusCode).toBe(401);
    } finally {
      await rotated.close();
    }
  }, 60_000);

  it('no signing secret is kept in the database', async () => {
    const { rows } = await t.db.pool.query("SELECT key FROM server_setting WHERE key ILIKE '%secret%' OR key ILIKE '%key%'");
    expect(rows).toEqual([]);
  });
});

describe('single sign-on from the sandbox online banking', () => {
  const t = useTestApp();

  async function ssoToken(username: string, lang = 'en'): Promise<{ token: string; location: string }> {
    const response = await postForm(t.app, '/sandbox/online-banking', new URLSearchParams({ username, password: 'Rewards#2026', lang }).toString());
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    const token = decodeURIComponent(location.replace(/^(\/fr)?\/sso\//, ''));
    return { token, location };
  }

  it('the sandbox redirects to /sso/<token> in English and /fr/sso/<token> in French', async () => {
    expect((await ssoToken('elite')).location).toMatch(/^\/sso\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await ssoToken('marie', 'fr')).location).toMatch(/^\/fr\/sso\//);
  });

  it('the sandbox refuses wrong credentials with its page and no redirect', async () => {
    const response = await postForm(t.app, '/sandbox/online-banking', 'username=elite&password=nope&lang=fr');
    expect(response.statusCode).toBe(401);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('Le nom d’utilisateur ou le mot de passe est incorrect.');
  });

  it('a one-time SSO token opens a session marked sso', async () => {
    const { token } = await ssoToken('elite');
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { token, type: 'sso' } });
    expect(response.statusCode).toBe(200);
    const session = response.json<{ data: { token: string; expires_in: number } }>().data;
    expect(decodeJwt(session.token).sso).toBe(true);
    expect(session.expires_in).toBe(3600);
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: bearer(session.token) })).statusCode).toBe(200);
  });

  it('an SSO token used twice is refused the second time with 401', async () => {
    const { token } = await ssoToken('marie');
    const first = await t.app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { token, type: 'sso' } });
    const second = await t.app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { token, type: 'sso' } });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(401);
    expect(errorBody(second).code).toBe('UNAUTHENTICATED');
  });

  it('SSO needs a primary card in good standing: a member whose only card is on hold gets 403 SSO_NOT_ELIGIBLE', async () => {
    const { token } = await ssoToken('onhold');
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { token, type: 'sso' } });
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('SSO_NOT_ELIGIBLE');
  });

  it('a session token is not an SSO token, and an SSO token is not a bearer token', async () => {
    const session = await login(t.app, 'elite');
    const asSso = await t.app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { token: session, type: 'sso' } });
    expect(asSso.statusCode).toBe(401);
    const { token: sso } = await ssoToken('elite');
    const asBearer = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(sso) });
    expect(asBearer.statusCode).toBe(401);
  });
});
