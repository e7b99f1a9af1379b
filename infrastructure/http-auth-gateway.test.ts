import { describe, expect, it } from 'vitest';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { MemoryWebStorage } from '../tests/fakes/memory-web-storage';
import { HttpAuthGateway } from './http-auth-gateway';
import { LocalStorageDeviceTokens } from './local-storage-device-tokens';
import { createProgrammeApiClient } from './openapi-client';

const BASE_URL = 'http://programme.test/api/v1';

/** `csrfToken`: what the CSRF cookie beside a session holds, when the browser has one. */
function setUp(csrfToken: string | null = null) {
  const fetch = new ScriptedFetch();
  const client = createProgrammeApiClient({ baseUrl: BASE_URL, csrfToken: () => csrfToken, fetch: fetch.fetch });
  return { fetch, gateway: new HttpAuthGateway(client, 'demo') };
}

/** The API's answer to the storefront: the token went into the httpOnly cookie, the body names the member. */
const sessionBody = (memberId: number) => ({ data: { token_type: 'bearer', expires_in: 3600, member_id: memberId } });

describe('HttpAuthGateway', () => {
  it('signs in with the programme slug and type member, asking for the session in the cookie, and reads the member from the answer', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, sessionBody(12));
    const result = await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    expect(fetch.last.method).toBe('POST');
    expect(fetch.last.url.pathname).toBe('/api/v1/auth/login');
    expect(fetch.last.headers.get('X-Session-Transport')).toBe('cookie');
    expect(fetch.last.body).toEqual({ user_account: 'elite', password: 'Rewards#2026', program_slug: 'demo', type: 'member' });
    expect(result).toEqual({ ok: true, session: { expiresInSeconds: 3600, memberId: 12 } });
  });

  it('names wrong credentials as such, keeping the status and code as detail', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong.' });
    expect(await gateway.login({ username: 'elite', password: 'x' })).toEqual({
      ok: false,
      reason: 'invalid-credentials',
      detail: '401 INVALID_CREDENTIALS Wrong.',
    });
  });

  it.each([0, -3, 1.5])('refuses an answer that names no member (member_id %s) as a session', async (memberId) => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, sessionBody(memberId));
    const result = await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    expect(result).toMatchObject({ ok: false, reason: 'unavailable', detail: '200 unexpected session answer' });
  });

  it('answers a network failure as unavailable instead of throwing', async () => {
    const { fetch, gateway } = setUp();
    fetch.failNetwork();
    expect(await gateway.login({ username: 'elite', password: 'x' })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('exchanges a hand-off token with POST /member/program/{slug}/login-with-token?token=, without Authorization even while a session is open', async () => {
    const { fetch, gateway } = setUp('csrf-of-the-open-session');
    const handoff = 'A'.repeat(20) + '-_' + 'b'.repeat(21);
    fetch.respondJson(200, sessionBody(7));
    const result = await gateway.loginWithToken(handoff);
    expect(fetch.last.method).toBe('POST');
    expect(fetch.last.url.pathname).toBe('/api/v1/member/program/demo/login-with-token');
    expect(fetch.last.url.searchParams.get('token')).toBe(handoff);
    expect(fetch.last.headers.has('Authorization')).toBe(false);
    expect(result).toEqual({ ok: true, session: { expiresInSeconds: 3600, memberId: 7 } });
  });

  it('names the hand-off refusals like single sign-on’s: 401 invalid, 403 locked or not eligible', async () => {
    const { fetch, gateway } = setUp();
    fetch
      .respondJson(401, { code: 'UNAUTHENTICATED', message: 'Used.' })
      .respondJson(403, { code: 'ACCOUNT_LOCKED', message: 'Call.' })
      .respondJson(403, { code: 'SSO_NOT_ELIGIBLE', message: 'Primary.' });
    expect(await gateway.loginWithToken('A'.repeat(43))).toMatchObject({ ok: false, reason: 'invalid-credentials' });
    expect(await gateway.loginWithToken('A'.repeat(43))).toMatchObject({ ok: false, reason: 'account-locked' });
    expect(await gateway.loginWithToken('A'.repeat(43))).toMatchObject({ ok: false, reason: 'not-eligible' });
  });

  it('sends the session’s CSRF token, and never a bearer token, on logout and refresh', async () => {
    const { fetch, gateway } = setUp('csrf-of-the-session');
    fetch.respondEmpty(204).respondJson(200, sessionBody(1));
    expect(await gateway.logout()).toEqual({ ok: true });
    expect(fetch.sent[0]?.headers.get('X-CSRF-Token')).toBe('csrf-of-the-session');
    expect(fetch.sent[0]?.headers.has('Authorization')).toBe(false);
    expect(await gateway.refresh()).toMatchObject({ ok: true });
    expect(fetch.sent[1]?.url.pathname).toBe('/api/v1/auth/refresh');
    expect(fetch.sent[1]?.headers.get('X-CSRF-Token')).toBe('csrf-of-the-session');
    expect(fetch.sent[1]?.headers.get('X-Session-Transport')).toBe('cookie');
  });

  it('signs out everywhere with POST /auth/logout-everywhere and the CSRF token; a read-only admin is refused as such', async () => {
    const { fetch, gateway } = setUp('csrf-of-the-session');
    fetch.respondEmpty(204).respondJson(403, { code: 'READ_ONLY_ACCESS', message: 'Read only.' });
    expect(await gateway.logoutEverywhere()).toEqual({ ok: true });
    expect(fetch.last.method).toBe('POST');
    expect(fetch.last.url.pathname).toBe('/api/v1/auth/logout-everywhere');
    expect(fetch.last.headers.get('X-CSRF-Token')).toBe('csrf-of-the-session');
    expect(await gateway.logoutEverywhere()).toMatchObject({ ok: false, reason: 'read-only' });
  });

  it('sends no CSRF token when no session is open', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, sessionBody(3));
    await gateway.authenticateSso('one-time');
    expect(fetch.last.headers.has('X-CSRF-Token')).toBe(false);
    expect(fetch.last.headers.has('Authorization')).toBe(false);
    expect(fetch.last.url.pathname).toBe('/api/v1/authenticate');
    expect(fetch.last.body).toEqual({ token: 'one-time', type: 'sso' });
  });
});

describe('HttpAuthGateway: refusals of spec §6, §8', () => {
  it.each([
    [403, 'ACCOUNT_LOCKED', 'account-locked'],
    [403, 'SSO_NOT_ELIGIBLE', 'not-eligible'],
    [403, 'EMAIL_NOT_VERIFIED', 'email-not-verified'],
    [401, 'UNAUTHENTICATED', 'invalid-credentials'],
    [429, 'TOO_MANY_SIGN_IN_ATTEMPTS', 'too-many-attempts'],
    [429, 'SIGN_IN_BUSY', 'busy'],
  ] as const)('names a %i %s as %s, for sign-in and single sign-on', async (status, code, reason) => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(status, { code, message: 'Refused.' }).respondJson(status, { code, message: 'Refused.' });
    expect(await gateway.login({ username: 'locked', password: 'Rewards#2026' })).toMatchObject({ ok: false, reason });
    expect(await gateway.authenticateSso('one-time')).toMatchObject({ ok: false, reason });
  });
});

describe('HttpAuthGateway: the device token of a member’s sign-ins here', () => {
  function withDevices() {
    const fetch = new ScriptedFetch();
    const storage = new MemoryWebStorage();
    const client = createProgrammeApiClient({ baseUrl: BASE_URL, csrfToken: () => null, fetch: fetch.fetch });
    return { fetch, storage, gateway: new HttpAuthGateway(client, 'demo', new LocalStorageDeviceTokens(storage)) };
  }

  it('keeps the device token a sign-in answers, and sends it with that member’s next sign-ins only', async () => {
    const { fetch, gateway } = withDevices();
    fetch.respondJson(200, { data: { ...sessionBody(12).data, device_token: 'device-of-elite' } });
    await gateway.login({ username: 'Elite ', password: 'Rewards#2026' });
    fetch
      .respondJson(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong.' })
      .respondJson(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong.' });
    await gateway.login({ username: 'elite', password: 'x' });
    expect(fetch.last.body).toMatchObject({ user_account: 'elite', device_token: 'device-of-elite' });
    await gateway.login({ username: 'marie', password: 'x' });
    expect(fetch.last.body).not.toHaveProperty('device_token');
  });

  it('keeps nothing from a refused sign-in or one without a device token', async () => {
    const { fetch, gateway, storage } = withDevices();
    fetch.respondJson(200, sessionBody(12));
    await gateway.login({ username: 'elite', password: 'Rewards#2026' });
    expect(storage.length).toBe(0);
  });
});
