import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody, login, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { postForm } from './support/post-form';

const INVALID_LINK = {
  code: 'UNAUTHENTICATED',
  message: 'The link from online banking is not valid or has expired. Please sign in again from online banking.',
};

/**
 * POST /member/program/{slug}/login-with-token (spec §7): the bank's hand-off
 * token, issued to online banking's shortcuts, exchanged without an
 * Authorization header, once, within 2 minutes, for its own programme.
 */
describe('the bank hand-off: login-with-token', () => {
  const clock = new ManualClock(new Date());
  const t = useTestApp({ clock });

  /** Online banking's shortcut: signs the member in there and redirects to /sso/<hand-off token>?action=<page>. */
  async function handoff(username: string, shortcut = 'pay-with-rewards'): Promise<{ token: string; location: string }> {
    const response = await postForm(t.app, '/sandbox/online-banking', new URLSearchParams({ username, password: 'Rewards#2026', shortcut }).toString());
    expect(response.statusCode).toBe(302);
    const location = String(response.headers.location);
    const token = /^\/sso\/([A-Za-z0-9_-]{43})\?/.exec(location)?.[1];
    if (!token) throw new Error(`not a hand-off redirect: ${location}`);
    return { token, location };
  }
  const exchange = (token: string, slug = 'demo', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/member/program/${slug}/login-with-token?token=${encodeURIComponent(token)}`, headers });

  it('online banking’s shortcut sends the member to the SSO landing with a hand-off token and the page as the deep link', async () => {
    const { location } = await handoff('elite', 'transactions');
    expect(location).toMatch(/^\/sso\/[A-Za-z0-9_-]{43}\?action=%2Faccount%2Ftransactions$/);
  });

  it('opens an SSO session of the member without any Authorization header', async () => {
    const { token } = await handoff('elite');
    const response = await exchange(token);
    expect(response.statusCode).toBe(200);
    const session = response.json<{ data: { token: string; token_type: string; expires_in: number } }>().data;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    const claims = decodeJwt(session.token);
    expect(claims.sso).toBe(true);
    const { rows } = await t.db.pool.query<{ id: string }>("SELECT id::text FROM member WHERE user_account = 'elite'");
    expect(claims.sub).toBe(rows[0]?.id);
    // The session works for member calls.
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: bearer(session.token) })).statusCode).toBe(200);
  });

  it('ignores an Authorization header of someone else: the token alone says who signs in', async () => {
    const other = await login(t.app, 'business');
    const { token } = await handoff('elite');
    const response = await exchange(token, 'demo', bearer(other));
    expect(response.statusCode).toBe(200);
    const { rows } = await t.db.pool.query<{ id: string }>("SELECT id::text FROM member WHERE user_account = 'elite'");
    expect(decodeJwt(response.json<{ data: { token: string } }>().data.token).sub).toBe(rows[0]?.id);
  });

  it('works once: a replay is 401 with the same words, and is counted on the token’s row', async () => {
    const { token } = await handoff('elite');
    expect((await exchange(token)).statusCode).toBe(200);
    const replay = await exchange(token);
    expect(replay.statusCode).toBe(401);
    expect(errorBody(replay)).toEqual(INVALID_LINK);
    const { rows } = await t.db.pool.query<{ refused: number; used: boolean; session: boolean }>(
      `SELECT refused_presentations AS refused, used_at IS NOT NULL AS used, sign_in_session_id IS NOT NULL AS session
         FROM bank_handoff_token ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ refused: 1, used: true, session: true });
  });

  it('two exchanges of one token at once open one session', async () => {
    const { token } = await handoff('marie');
    const answers = await Promise.all([exchange(token), exchange(token), exchange(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('lives 2 minutes: at 119 s it works, at 120 s it is 401', async () => {
    const late = await handoff('elite');
    clock.advanceSeconds(120);
    const refused = await exchange(late.token);
    expect(refused.statusCode).toBe(401);
    expect(errorBody(refused)).toEqual(INVALID_LINK);
    const inTime = await handoff('elite');
    clock.advanceSeconds(119);
    expect((await exchange(inTime.token)).statusCode).toBe(200);
  });

  it('opens nothing in another programme, nor under an unknown slug, and is not used up by trying', async () => {
    await t.db.pool.query(
      `INSERT INTO programme (slug, name_en, points_currency_id, fiat_currency_id, conversion_rate)
       SELECT 'other-bank', 'Other', points_currency_id, fiat_currency_id, conversion_rate FROM programme WHERE slug = 'demo'`,
    );
    const { token } = await handoff('elite');
    for (const slug of ['other-bank', 'nowhere']) {
      const response = await exchange(token, slug);
      expect(response.statusCode, slug).toBe(401);
      expect(errorBody(response)).toEqual(INVALID_LINK);
    }
    expect((await exchange(token, 'demo')).statusCode).toBe(200);
  });

  it('does not know a token it never issued: 401', async () => {
    const response = await exchange('A'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(errorBody(response)).toEqual(INVALID_LINK);
  });

  it('refuses bad input with 400 naming the token: missing, too short, not base64url, a signed assertion', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/member/program/demo/login-with-token' });
    expect(missing.statusCode).toBe(400);
    expect(errorBody(missing).code).toBe('VALIDATION_ERROR');
    expect(errorBody(missing).errors?.map((error) => error.field)).toContain('token');
    for (const token of ['short', `${'A'.repeat(42)}=`, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln']) {
      const response = await exchange(token);
      expect(response.statusCode, token).toBe(400);
      expect(errorBody(response).errors?.map((error) => error.field), token).toContain('token');
    }
  });

  it('tells a held member to call the bank and a member without a card in good standing that SSO needs one, using the token up', async () => {
    const locked = await handoff('locked');
    const refused = await exchange(locked.token);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('ACCOUNT_LOCKED');
    expect((await exchange(locked.token)).statusCode).toBe(401);
    const onHold = await exchange((await handoff('onhold')).token);
    expect(onHold.statusCode).toBe(403);
    expect(errorBody(onHold).code).toBe('SSO_NOT_ELIGIBLE');
  });

  it('keeps only the token’s digest, and the sign-in it opened says it came from a hand-off', async () => {
    const { token } = await handoff('business');
    expect((await exchange(token)).statusCode).toBe(200);
    const { rows } = await t.db.pool.query<{ digest: string; method: string; issuedBy: string }>(
      `SELECT h.token_digest AS digest, s.method, h.issued_by AS "issuedBy"
         FROM bank_handoff_token h JOIN sign_in_session s ON s.id = h.sign_in_session_id
        ORDER BY h.id DESC LIMIT 1`,
    );
    expect(rows[0]?.digest).not.toContain(token);
    expect(rows[0]?.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.method).toBe('bank_handoff');
    expect(rows[0]?.issuedBy).toBe('online-banking:personal');
  });
});
