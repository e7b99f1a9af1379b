import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { bearer, errorBody, login, loginRequest, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { postForm } from './support/post-form';

const LOCKED = {
  code: 'ACCOUNT_LOCKED',
  message: 'This account cannot be used at the moment. Please call the number on the back of your card.',
};
const INVALID_CREDENTIALS = { code: 'INVALID_CREDENTIALS', message: 'The user name or password is incorrect.' };

describe('locked and fraud-flagged members (spec §6, §8)', () => {
  const clock = new ManualClock(new Date());
  const t = useTestApp({ clock });

  async function ssoToken(username: string): Promise<string> {
    const response = await postForm(t.app, '/sandbox/online-banking', new URLSearchParams({ username, password: 'Rewards#2026' }).toString());
    expect(response.statusCode).toBe(302);
    return decodeURIComponent(String(response.headers.location).replace(/^(\/fr)?\/sso\//, ''));
  }
  const authenticate = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { token, type: 'sso' } });

  it('tells both, with the right password, to call the number on the card, and never which hold it is', async () => {
    for (const name of ['locked', 'flagged']) {
      const response = await t.app.inject(loginRequest(name));
      expect(response.statusCode, name).toBe(403);
      expect(errorBody(response)).toEqual(LOCKED);
    }
  });

  it('answers a wrong password exactly as for an unknown user: the hold is no clue that the account exists', async () => {
    for (const name of ['locked', 'flagged', 'nobody-at-all']) {
      const response = await t.app.inject(loginRequest(name, 'Wrong#2026'));
      expect(response.statusCode).toBe(401);
      expect(errorBody(response)).toEqual(INVALID_CREDENTIALS);
    }
  });

  it('refuses them single sign-on from online banking with the same words', async () => {
    for (const name of ['locked', 'flagged']) {
      const response = await authenticate(await ssoToken(name));
      expect(response.statusCode).toBe(403);
      expect(errorBody(response)).toEqual(LOCKED);
    }
  });

  it('ends the session of a member put on hold while signed in, at their next call', async () => {
    const token = await login(t.app, 'marie');
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) })).statusCode).toBe(200);
    await t.db.pool.query("UPDATE member SET access_hold = 'fraud' WHERE user_account = 'marie'");
    try {
      for (const url of ['/api/v1/member/account', '/api/v1/member/pending-action']) {
        const response = await t.app.inject({ url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(401);
        expect(errorBody(response).code).toBe('UNAUTHENTICATED');
      }
    } finally {
      await t.db.pool.query("UPDATE member SET access_hold = NULL WHERE user_account = 'marie'");
    }
  });

  it('lets a support agent logged in as the member look at a held account', async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'locked');
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) })).statusCode).toBe(200);
  });
});

describe('single sign-on refusals (spec §4, §6, §8)', () => {
  const clock = new ManualClock(new Date());
  const t = useTestApp({ clock });

  async function ssoToken(username: string): Promise<string> {
    const response = await postForm(t.app, '/sandbox/online-banking', new URLSearchParams({ username, password: 'Rewards#2026' }).toString());
    return decodeURIComponent(String(response.headers.location).replace(/^(\/fr)?\/sso\//, ''));
  }
  const authenticate = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/authenticate', payload: { token, type: 'sso' } });

  it('needs a token that decodes as a valid one: garbage, an expired token and a reused one are 401', async () => {
    expect((await authenticate('not-a-token')).statusCode).toBe(401);
    const expired = await ssoToken('elite');
    clock.advanceSeconds(121 + 5);
    expect((await authenticate(expired)).statusCode).toBe(401);
    const once = await ssoToken('elite');
    expect((await authenticate(once)).statusCode).toBe(200);
    expect((await authenticate(once)).statusCode).toBe(401);
  });

  it('needs a primary cardholder: an authorized redeemer on someone else’s card only is refused', async () => {
    // The select member's only card, made one they merely redeem on: they are primary on nothing.
    await t.db.pool.query(
      `UPDATE account_member SET is_primary = false
        WHERE member_id = (SELECT id FROM member WHERE user_account = 'select')`,
    );
    const response = await authenticate(await ssoToken('select'));
    expect(response.statusCode).toBe(403);
    expect(errorBody(response)).toEqual({
      code: 'SSO_NOT_ELIGIBLE',
      message:
        'Single sign-on needs a primary cardholder whose account is in good standing. Please call the number on the back of your card.',
    });
  });

  it('needs an account in good standing: a member whose only card is on hold is refused', async () => {
    const response = await authenticate(await ssoToken('onhold'));
    expect(errorBody(response).code).toBe('SSO_NOT_ELIGIBLE');
  });

  it('opens an SSO session for a primary cardholder in good standing', async () => {
    const response = await authenticate(await ssoToken('business'));
    expect(response.statusCode).toBe(200);
    expect(decodeJwt(response.json<{ data: { token: string } }>().data.token).sso).toBe(true);
  });
});
