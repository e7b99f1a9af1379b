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
    const statements: string[] = [];
    const query = t.db.pool.query.bind(t.db.pool);
    vi.spyOn(t.db.pool, 'query').mockImplementation(((config: unknown, ...rest: unknown[]) => {
      statements.push(typeof config === 'string' ? config : String((config as { name?: string; text: string }).name ?? (config as { text: string }).text));
      return (query as (...all: unknown[]) => unknown)(config, ...rest);
    }) as typeof t.db.pool.query);
    const response = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(statements[0]).toBe('member-gate');
    expect(statements).toHaveLength(2);
  });
});
