import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/**
 * The member gate (server/account/member-service.ts): before a member call
 * runs, one statement reads the member, their pending actions and, for a
 * member's own token, whether its sign-in is still open. The refusals come in
 * the order the API has always given them: signed out, then the member gone
 * or held, then pending actions.
 */
describe('the member gate', () => {
  const t = useTestApp();
  const logout = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) });
  afterEach(() => vi.restoreAllMocks());
  /** The statements the pool runs from now on, by name (or text). */
  const recordStatements = (): string[] => {
    const statements: string[] = [];
    const query = t.db.pool.query.bind(t.db.pool);
    vi.spyOn(t.db.pool, 'query').mockImplementation(((config: unknown, ...rest: unknown[]) => {
      statements.push(typeof config === 'string' ? config : String((config as { name?: string; text: string }).name ?? (config as { text: string }).text));
      return (query as (...all: unknown[]) => unknown)(config, ...rest);
    }) as typeof t.db.pool.query);
    return statements;
  };

  it('refuses a signed-out token on a member call as on a session call, before any pending action', async () => {
    const token = await login(t.app, 'pending');
    const held = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
    expect(held.statusCode).toBe(403);
    expect(errorBody(held).code).toBe('PENDING_ACTIONS');
    expect((await logout(token)).statusCode).toBe(204);

    const memberCall = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
    const pendingCall = await t.app.inject({ url: '/api/v1/member/pending-action', headers: bearer(token) });
    const sessionCall = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout-everywhere', headers: bearer(token) });
    for (const response of [memberCall, pendingCall, sessionCall]) {
      expect(response.statusCode, response.body).toBe(401);
      expect(errorBody(response)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'The session has been signed out. Please sign in again.' });
    }
  });

  it('lets an open member token through with one statement before the call’s own: the gate, then the cards', async () => {
    const token = await login(t.app, 'elite');
    const statements = recordStatements();
    const response = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(statements[0]).toBe('member-gate');
    expect(statements).toHaveLength(2);
  });

  it('reads the member’s cards with them: a call naming one of their cards checks it with no statement of its own, and another’s is not found', async () => {
    const token = await login(t.app, 'elite');
    const own = (await t.db.pool.query<{ id: string }>(
      `SELECT am.account_id AS id FROM account_member am JOIN member m ON m.id = am.member_id WHERE m.user_account = 'elite' ORDER BY am.account_id LIMIT 1`,
    )).rows[0]!.id;
    const others = (await t.db.pool.query<{ id: string }>(
      `SELECT a.id FROM account a WHERE NOT EXISTS (SELECT 1 FROM account_member am JOIN member m ON m.id = am.member_id
                                                     WHERE am.account_id = a.id AND m.user_account = 'elite') LIMIT 1`,
    )).rows[0]!.id;
    const statements = recordStatements();

    const mine = await t.app.inject({ url: `/api/v1/member/product?account_id=${own}`, headers: bearer(token) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(statements[0]).toBe('member-gate');
    expect(statements).not.toContain('member-belongs-to-account');

    const theirs = await t.app.inject({ url: `/api/v1/member/product?account_id=${others}`, headers: bearer(token) });
    expect(theirs.statusCode).toBe(404);
    expect(errorBody(theirs).message).toBe('No such card for this member.');
  });
});
