import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { HandleSessionEvents } from './handle-session-events';
import { SessionEventBus } from './session-event-bus';
import { SessionRedirectStore } from './session-redirect-store';

function setUp(memberId: number | null = 1) {
  const graph = buildSessionGraph({ memberId, loginAs: memberId === null ? null : { loginAsToken: 't', adminId: 9, logoutUrl: null } });
  const bus = new SessionEventBus();
  const redirects = new SessionRedirectStore();
  const handling = new HandleSessionEvents(bus, graph.sessions, graph.endSession, graph.pendingActions, redirects).execute();
  return { ...graph, bus, redirects, handling };
}

describe('HandleSessionEvents (spec §4, §8)', () => {
  it('clears the session and the account state on a 401 and sends the member to the root', () => {
    const { bus, sessions, sessionStorage, accounts, redirects, loginAsStorage, handling } = setUp();
    accounts.loadSucceeded(alexAccounts(), alexAccounts()[0]);
    bus.unauthorized();
    expect(sessions.snapshot.session).toBeNull();
    expect(sessionStorage.stored).toBeNull();
    expect(accounts.snapshot.accounts).toEqual([]);
    expect(loginAsStorage.stored).toBeNull();
    expect(redirects.snapshot).toEqual({ id: 1, target: 'root' });
    handling.unsubscribe();
  });

  it('sends nobody anywhere for a 401 that arrives after the session is gone', () => {
    const { bus, redirects, handling } = setUp();
    bus.unauthorized();
    redirects.done(1);
    bus.unauthorized();
    expect(redirects.snapshot).toBeNull();
    handling.unsubscribe();
  });

  it('stores the pending actions of a 403 PENDING_ACTIONS and sends the member to /pending-actions', () => {
    const { bus, pendingActions, redirects, sessions, handling } = setUp();
    bus.pendingActions([{ id: 7, type: 'accept_program_rules' }]);
    expect(pendingActions.snapshot.reported).toEqual([{ id: 7, type: 'accept_program_rules' }]);
    expect(redirects.snapshot?.target).toBe('pending-actions');
    expect(sessions.snapshot.session).not.toBeNull();
    handling.unsubscribe();
  });

  it('ignores a pending-actions report without a session', () => {
    const { bus, pendingActions, redirects, handling } = setUp(null);
    bus.pendingActions([{ id: 7, type: 'accept_program_rules' }]);
    expect(pendingActions.snapshot.reported).toEqual([]);
    expect(redirects.snapshot).toBeNull();
    handling.unsubscribe();
  });

  it('tells two redirects to the same place apart, so each is followed', () => {
    const { bus, redirects, handling } = setUp();
    bus.pendingActions([]);
    const first = redirects.snapshot;
    bus.pendingActions([]);
    expect(redirects.snapshot?.id).not.toBe(first?.id);
    handling.unsubscribe();
  });
});
