import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { emailsTo, registrationConfig, tokenIn, valuesOf } from './support/identity';
import { loginAsSession } from './support/admin-console';
import { bearer, DEMO_PASSWORD, errorBody, login, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { postForm } from './support/post-form';

/**
 * Sessions that really end (issue 22 item 7): a sign-in is one row that every
 * token of its refresh chain names (`sid`); ending it ends them all, at their
 * next call, on any node.
 */
describe('a sign-in ends as a whole', () => {
  const clock = new ManualClock(new Date());
  const t = useTestApp({ clock });

  const accounts = (token: string) => t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
  const refresh = async (token: string) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) });
    return { status: response.statusCode, token: response.statusCode === 200 ? response.json<{ data: { token: string } }>().data.token : null };
  };
  const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
  const logoutEverywhere = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere', headers: bearer(token) });
  const changePassword = (token: string, current: string, next: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/member/password',
      headers: bearer(token),
      payload: { current_password: current, new_password: next, new_password_confirmation: next },
    });

  /** A sign-in and two refreshes: the three tokens of one refresh chain, oldest first. */
  async function refreshChain(userAccount: string): Promise<[string, string, string]> {
    const first = await login(t.app, userAccount);
    clock.advanceSeconds(60);
    const second = (await refresh(first)).token!;
    clock.advanceSeconds(60);
    const third = (await refresh(second)).token!;
    return [first, second, third];
  }

  it('every token of one sign-in carries the same sid, and a new sign-in another', async () => {
    const chain = await refreshChain('select');
    const sids = chain.map((token) => decodeJwt(token).sid);
    expect(sids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sids).size).toBe(1);
    expect(decodeJwt(await login(t.app, 'select')).sid).not.toBe(sids[0]);
  });

  it('signing out with the newest token refuses the older tokens of the chain: no call, no refresh', async () => {
    const [first, second, third] = await refreshChain('elite');
    expect((await accounts(first)).statusCode).toBe(200);
    expect((await logout(third)).statusCode).toBe(204);
    for (const token of [first, second, third]) {
      const response = await accounts(token);
      expect(response.statusCode).toBe(401);
      expect(errorBody(response).code).toBe('UNAUTHENTICATED');
      expect((await refresh(token)).status).toBe(401);
    }
  });

  it('signing out with an older token of the chain ends the newer ones too', async () => {
    const [first, , third] = await refreshChain('elite');
    expect((await logout(first)).statusCode).toBe(204);
    expect((await accounts(third)).statusCode).toBe(401);
  });

  it('signing out ends only that sign-in: the member’s other sign-ins go on', async () => {
    const here = await login(t.app, 'elite');
    const elsewhere = await login(t.app, 'elite');
    await logout(here);
    expect((await accounts(elsewhere)).statusCode).toBe(200);
  });

  it('sign out everywhere ends every sign-in of the member, single sign-on ones too, and nobody else’s', async () => {
    const [phone] = await refreshChain('business');
    const laptop = await login(t.app, 'business');
    const sso = await ssoSession('business');
    const someoneElse = await login(t.app, 'marie');
    expect((await logoutEverywhere(laptop)).statusCode).toBe(204);
    for (const token of [phone, laptop, sso]) expect((await accounts(token)).statusCode).toBe(401);
    expect((await accounts(someoneElse)).statusCode).toBe(200);
    // Signing in again works as before.
    expect((await accounts(await login(t.app, 'business'))).statusCode).toBe(200);
  });

  it('sign out everywhere needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere' });
    expect(response.statusCode).toBe(401);
  });

  it('a password change ends every other sign-in of the member and keeps the one that changed it', async () => {
    const [oldChainStart, , oldChainEnd] = await refreshChain('marie');
    const current = await login(t.app, 'marie');
    const next = 'Nouveau#Mot2026';
    const changed = await changePassword(current, DEMO_PASSWORD, next);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await accounts(oldChainStart)).statusCode).toBe(401);
    expect((await accounts(oldChainEnd)).statusCode).toBe(401);
    expect((await accounts(current)).statusCode).toBe(200);
    const refreshed = await refresh(current);
    expect(refreshed.status).toBe(200);
    expect((await accounts(refreshed.token!)).statusCode).toBe(200);
    await changePassword(refreshed.token!, next, DEMO_PASSWORD);
  });

  it('a refused password change ends nothing', async () => {
    const elsewhere = await login(t.app, 'select');
    const current = await login(t.app, 'select');
    expect((await changePassword(current, 'Wrong#Password1', 'Another#Pass2026')).statusCode).toBe(422);
    expect((await accounts(elsewhere)).statusCode).toBe(200);
  });

  it('a password reset ends every sign-in of the member', async () => {
    const [first, , last] = await refreshChain('northshore');
    const other = await login(t.app, 'northshore');
    const questions = (await registrationConfig(t.app)).registration_forgot_password.password_verification_fields;
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/program/demo/forgot-password',
      payload: { user_account: 'northshore' },
    });
    expect(requested.statusCode).toBe(202);
    const [sent] = await emailsTo(t.db.pool, 'mei.okafor@example.com', 'password_reset');
    const token = tokenIn(sent!.text, '/reset-password');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/program/demo/forgot-password/verify',
      payload: { token, password_verifications: valuesOf(questions, { card_last_four: '3388', postal_code: 'V7M 2H4' }) },
    });
    expect(verified.statusCode, verified.body).toBeLessThan(300);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/program/demo/forgot-password/new-password',
      payload: { token, new_password: 'Bakery#Open2026' },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    for (const session of [first, last, other]) expect((await accounts(session)).statusCode).toBe(401);
  });

  async function ssoSession(userAccount: string): Promise<string> {
    const form = await postForm(t.app, '/sandbox/online-banking', new URLSearchParams({ username: userAccount, password: DEMO_PASSWORD }).toString());
    const location = String(form.headers.location);
    const ssoToken = decodeURIComponent(location.replace(/^(\/fr)?\/sso\//, ''));
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { token: ssoToken, type: 'sso' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { token: string } }>().data.token;
  }
});

describe('sign out everywhere from a login-as session', () => {
  const t = useTestApp();

  const accounts = (token: string) => t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
  const logoutEverywhere = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere', headers: bearer(token) });

  it('a read-only admin is refused and nothing ends', async () => {
    const memberOwn = await login(t.app, 'elite');
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const response = await logoutEverywhere(token);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('READ_ONLY_ACCESS');
    expect((await accounts(memberOwn)).statusCode).toBe(200);
    expect((await accounts(token)).statusCode).toBe(200);
  });

  it('an admin with write access ends the member’s own sign-ins and the login-as session', async () => {
    const memberOwn = await login(t.app, 'elite');
    const { token } = await loginAsSession(t.app, 'admin', 'elite');
    expect(decodeJwt(token).sid).toBe(decodeJwt(token).login_as_session);
    expect((await logoutEverywhere(token)).statusCode).toBe(204);
    expect((await accounts(memberOwn)).statusCode).toBe(401);
    expect((await accounts(token)).statusCode).toBe(401);
  });
});
