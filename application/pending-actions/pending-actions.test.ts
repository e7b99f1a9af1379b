import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { FakePendingActionGateway, aPendingAction } from '../../tests/fakes/fake-pending-action-gateway';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { AcceptPendingActions } from './accept-pending-actions';
import { LoadPendingActions } from './load-pending-actions';

function setUp() {
  const accountGateway = new FakeAccountGateway().failWith(403, 'PENDING_ACTIONS');
  const graph = buildSessionGraph({ accounts: accountGateway });
  const gateway = new FakePendingActionGateway([aPendingAction()]);
  const load = new LoadPendingActions(gateway, graph.pendingActions, graph.endSession, graph.errors);
  const accept = new AcceptPendingActions(gateway, graph.pendingActions, graph.accounts, graph.loadMemberData, graph.endSession, graph.errors);
  return { ...graph, gateway, load, accept };
}

describe('LoadPendingActions', () => {
  it('loads the pending actions with their texts in the page locale', async () => {
    const { load, gateway, pendingActions } = setUp();
    await load.execute({ locale: 'fr-CA' });
    expect(gateway.listCalls).toEqual(['fr-CA']);
    expect(pendingActions.snapshot).toMatchObject({ status: 'loaded', details: [aPendingAction()] });
  });

  it('ends the session on a 401', async () => {
    const { load, gateway, sessions } = setUp();
    gateway.listFailure = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    await load.execute({ locale: 'en-CA' });
    expect(sessions.snapshot.session).toBeNull();
  });

  it('reports any other failure', async () => {
    const { load, gateway, pendingActions, errors } = setUp();
    gateway.listFailure = { errorCode: 500, code: 'INTERNAL_ERROR', message: '' };
    await load.execute({ locale: 'en-CA' });
    expect(pendingActions.snapshot.status).toBe('failed');
    expect(errors.reports).toHaveLength(1);
  });
});

describe('AcceptPendingActions (spec §2 /pending-actions, §8)', () => {
  it('accepts every pending action, then loads the account that was refused before', async () => {
    const { load, accept, gateway, accountGateway, accounts, loadMemberData } = setUp();
    await loadMemberData.execute();
    expect(accounts.snapshot.isPendingActions).toBe(true);
    await load.execute({ locale: 'en-CA' });
    accountGateway.result = { ok: true, accounts: alexAccounts() };
    expect(await accept.execute()).toEqual({ ok: true });
    expect(gateway.accepted).toEqual([7]);
    expect(accounts.snapshot).toMatchObject({ loaded: true, isPendingActions: false, accountId: 101 });
  });

  it('accepts the actions a 403 reported when their texts could not be loaded', async () => {
    const { accept, gateway, pendingActions, accountGateway } = setUp();
    pendingActions.reported([{ id: 7, type: 'accept_program_rules' }]);
    accountGateway.result = { ok: true, accounts: alexAccounts() };
    expect(await accept.execute()).toEqual({ ok: true });
    expect(gateway.accepted).toEqual([7]);
  });

  it('fails with "refused" when the API does not accept, and keeps the actions', async () => {
    const { load, accept, gateway, pendingActions } = setUp();
    await load.execute({ locale: 'en-CA' });
    gateway.acceptFailure = { errorCode: 500, code: 'INTERNAL_ERROR', message: '' };
    expect(await accept.execute()).toEqual({ ok: false, reason: 'refused' });
    expect(pendingActions.snapshot.details).toHaveLength(1);
  });

  it('fails with "refused" when the account is still pending afterwards', async () => {
    const { load, accept } = setUp();
    await load.execute({ locale: 'en-CA' });
    expect(await accept.execute()).toEqual({ ok: false, reason: 'refused' });
  });

  it('ends the session on a 401', async () => {
    const { load, accept, gateway, sessions } = setUp();
    await load.execute({ locale: 'en-CA' });
    gateway.acceptFailure = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    expect(await accept.execute()).toEqual({ ok: false, reason: 'unauthenticated' });
    expect(sessions.snapshot.session).toBeNull();
  });
});
