import { describe, expect, it } from 'vitest';
import { FakeLoginAsGateway } from '../../tests/fakes/fake-login-as-gateway';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { LogInAsMember } from './log-in-as-member';
import { ReturnToAdmin } from './return-to-admin';
import { UNAVAILABLE, failed } from '../../tests/fakes/failures';

const MARIE_ID = 2;

function setUp(memberId: number | null = null) {
  const graph = buildSessionGraph({ memberId });
  const gateway = new FakeLoginAsGateway().withLink('marie', 'one-time', MARIE_ID, 9);
  const logInAs = new LogInAsMember(gateway, graph.sessions, graph.accounts, graph.profiles, graph.loginAs, graph.endSession, graph.clock);
  const returnToAdmin = new ReturnToAdmin(gateway, graph.loginAs, graph.profiles, graph.endSession);
  return { ...graph, gateway, logInAs, returnToAdmin };
}

const LINK = { userAccount: 'marie', token: 'one-time', logoutUrl: '/sandbox/admin' };

describe('LogInAsMember (spec §6, §7)', () => {
  it('opens a session for the member and keeps the login-as token, admin id and logout URL', async () => {
    const { logInAs, sessions, loginAsStorage, viewer } = setUp();
    expect(await logInAs.execute(LINK)).toEqual({ ok: true });
    expect(sessions.snapshot.session).toMatchObject({ memberId: MARIE_ID, isSso: false });
    expect(loginAsStorage.stored).toEqual({ loginAsToken: 'one-time', adminId: 9, logoutUrl: '/sandbox/admin' });
    expect(viewer.snapshot.viewer).toBe('login-as');
  });

  it('refuses a link that was used already (after a reload), leaving no session', async () => {
    const { logInAs, gateway, sessions, accounts, profiles, loginAs, endSession, clock } = setUp();
    await logInAs.execute(LINK);
    const afterReload = new LogInAsMember(gateway, sessions, accounts, profiles, loginAs, endSession, clock);
    expect(await afterReload.execute(LINK)).toEqual({ ok: false, reason: 'invalid-link' });
    expect(sessions.snapshot.session).toBeNull();
  });

  it('signs out whoever was signed in before, whatever the answer', async () => {
    const { logInAs, sessions } = setUp(1);
    expect(await logInAs.execute({ ...LINK, token: 'forged' })).toEqual({ ok: false, reason: 'invalid-link' });
    expect(sessions.snapshot.session).toBeNull();
  });

  it.each([
    [{ userAccount: null, token: 'one-time', logoutUrl: null }],
    [{ userAccount: 'marie', token: '  ', logoutUrl: null }],
  ])('refuses a link without its member or token, without calling the API', async (input) => {
    const { logInAs, gateway } = setUp();
    expect(await logInAs.execute(input)).toEqual({ ok: false, reason: 'invalid-link' });
    expect(gateway.logInAsCalls).toEqual([]);
  });

  it('exchanges a link once even when asked twice (an effect run twice)', async () => {
    const { logInAs, gateway } = setUp();
    const [first, second] = await Promise.all([logInAs.execute(LINK), logInAs.execute(LINK)]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: true });
    expect(gateway.logInAsCalls).toHaveLength(1);
  });

  it('says the store is unavailable when the API cannot answer', async () => {
    const { logInAs, gateway } = setUp();
    gateway.logInAs = async () => failed(UNAVAILABLE);
    expect(await logInAs.execute(LINK)).toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('ReturnToAdmin (spec §4)', () => {
  it('sends the stored login-as token, admin id and logout URL, ends the session and says where to go', async () => {
    const { logInAs, returnToAdmin, gateway, sessions, loginAsStorage } = setUp();
    await logInAs.execute(LINK);
    expect(await returnToAdmin.execute()).toEqual({ ok: true, redirectUrl: '/sandbox/admin' });
    expect(gateway.returnCalls).toEqual([{ token: 'one-time', adminId: 9, logoutUrl: '/sandbox/admin' }]);
    expect(sessions.snapshot.session).toBeNull();
    expect(loginAsStorage.stored).toBeNull();
  });

  it('keeps the session when the API refuses, so the admin can try again', async () => {
    const { logInAs, returnToAdmin, gateway, sessions } = setUp();
    await logInAs.execute(LINK);
    gateway.returnFailure = UNAVAILABLE;
    expect(await returnToAdmin.execute()).toEqual({ ok: false, reason: 'unavailable' });
    expect(sessions.snapshot.session).not.toBeNull();
  });

  it('does nothing for a member signed in as themselves', async () => {
    const { returnToAdmin, gateway } = setUp(1);
    expect(await returnToAdmin.execute()).toEqual({ ok: false, reason: 'not-login-as' });
    expect(gateway.returnCalls).toEqual([]);
  });
});
