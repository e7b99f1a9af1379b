import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { aPendingAction } from '../../tests/fakes/fake-pending-action-gateway';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { lastValueFrom } from 'rxjs';
import { PENDING_ACTIONS, READ_ONLY, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { settle } from '../../tests/fakes/slow-answers';
import { AcceptPendingActions } from './accept-pending-actions';

function setUp() {
  const accountGateway = new FakeAccountGateway().failWith(PENDING_ACTIONS);
  const graph = buildSessionGraph({ accounts: accountGateway });
  const gateway = graph.pendingActionGateway;
  gateway.actions = [aPendingAction()];
  const accept = new AcceptPendingActions(gateway, graph.pendingActions, graph.sessions, graph.accounts, graph.loadMemberData, graph.errors);
  const loadMemberData = () => lastValueFrom(graph.loadMemberData.execute({ memberId: 1 }), { defaultValue: undefined });
  /** The pending-actions page opens: the texts load. */
  const showPage = async () => {
    graph.pendingActions.show();
    await settle();
  };
  return { ...graph, gateway, accept, loadMemberData, showPage };
}

describe('PendingActionsStore (the pending-actions page)', () => {
  it('loads the pending actions with their texts in the page’s language while the page shows them', async () => {
    const { gateway, pendingActions, showPage, locales } = setUp();
    locales.changed('fr-CA');
    await settle();
    expect(gateway.listCalls).toEqual([]);
    await showPage();
    expect(gateway.listCalls).toEqual(['fr-CA']);
    expect(pendingActions.snapshot).toMatchObject({ status: 'loaded', details: [aPendingAction()] });
  });

});

describe('AcceptPendingActions (spec §2 /pending-actions, §8)', () => {
  it('accepts every pending action, then loads the account that was refused before', async () => {
    const { showPage, accept, gateway, accountGateway, accounts, loadMemberData } = setUp();
    await loadMemberData();
    expect(accounts.snapshot.isPendingActions).toBe(true);
    await showPage();
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
    const { showPage, accept, gateway, pendingActions } = setUp();
    await showPage();
    gateway.acceptFailure = UNAVAILABLE;
    expect(await accept.execute()).toEqual({ ok: false, reason: 'refused' });
    expect(pendingActions.snapshot.details).toHaveLength(1);
  });

  it('fails with "refused" when the account is still pending afterwards', async () => {
    const { showPage, accept } = setUp();
    await showPage();
    expect(await accept.execute()).toEqual({ ok: false, reason: 'refused' });
  });

  it('says the session is over when it was refused, without reporting it', async () => {
    const { showPage, accept, gateway, errors } = setUp();
    await showPage();
    gateway.acceptFailure = UNAUTHORIZED;
    expect(await accept.execute()).toEqual({ ok: false, reason: 'signed-out' });
    expect(errors.reports).toEqual([]);
  });

  it('tells an admin logged in as the member that only the member may accept', async () => {
    const { showPage, accept, gateway } = setUp();
    await showPage();
    gateway.acceptFailure = { reason: 'member-consent-required' };
    expect(await accept.execute()).toEqual({ ok: false, reason: 'member-only' });
    gateway.acceptFailure = READ_ONLY;
    expect(await accept.execute()).toEqual({ ok: false, reason: 'member-only' });
  });
});
