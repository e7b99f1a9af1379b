import { describe, expect, it } from 'vitest';
import { anAccount } from '../../tests/fakes/account-fixtures';
import { EXTERNAL_URLS } from '../../tests/fakes/content-fixtures';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { settle } from '../../tests/fakes/slow-answers';

describe('ExpireSession', () => {
  it('signs the member out and shows the modal with the destination of their account type', async () => {
    const graph = buildSessionGraph();
    const business = anAccount({ accountCategory: 'cpx' });
    graph.accounts.loadSucceeded([business], business);
    await settle();
    await graph.expireSession.execute({ reason: 'idle' });
    expect(graph.sessions.snapshot.session).toBeNull();
    expect(graph.accounts.snapshot.accounts).toEqual([]);
    expect(graph.expiry.snapshot).toEqual({
      reason: 'idle',
      wasLoginAs: false,
      destination: { kind: 'external', url: EXTERNAL_URLS.signOut.business },
    });
  });

  it('remembers that an admin was logged in as the member, so close store closes the window', async () => {
    const graph = buildSessionGraph({ loginAs: { loginAsToken: 't', adminId: 9, logoutUrl: null } });
    await graph.expireSession.execute({ reason: 'refresh-failed' });
    expect(graph.expiry.snapshot).toMatchObject({ reason: 'refresh-failed', wasLoginAs: true });
    expect(graph.loginAsStorage.stored).toBeNull();
  });

  it('does nothing without a session', async () => {
    const graph = buildSessionGraph({ memberId: null });
    await graph.expireSession.execute({ reason: 'idle' });
    expect(graph.expiry.snapshot).toBeNull();
    expect(graph.auth.callsTo('logout')).toBe(0);
  });

  it('signs out once when two triggers arrive together (idle and a failed refresh)', async () => {
    const graph = buildSessionGraph();
    await Promise.all([graph.expireSession.execute({ reason: 'idle' }), graph.expireSession.execute({ reason: 'refresh-failed' })]);
    expect(graph.auth.callsTo('logout')).toBe(1);
    expect(graph.expiry.snapshot?.reason).toBe('idle');
  });
});
