import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { PENDING_ACTIONS, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { aSessionFor, buildSessionGraph } from '../../tests/fakes/session-graph';
import { settle } from '../../tests/fakes/slow-answers';
import { WatchMemberData } from './watch-member-data';

function setUp(memberId: number | null, accounts = new FakeAccountGateway(alexAccounts())) {
  const graph = buildSessionGraph({ memberId, accounts });
  const watching = new WatchMemberData(graph.sessions, graph.loadMemberData).execute();
  return { ...graph, watching };
}

describe('WatchMemberData (spec §4 start-up)', () => {
  it('loads the cards, then the profile, of a member signed in when the page opens', async () => {
    const { accounts, profiles } = setUp(ALEX_MEMBER_ID);
    await settle();
    expect(accounts.snapshot).toMatchObject({ loaded: true, accountId: 101 });
    expect(profiles.snapshot.profile?.firstName).toBe('Alex');
  });

  it('loads nothing for a visitor, then everything once a member signs in', async () => {
    const { accountGateway, profileGateway, sessions, clock, accounts } = setUp(null);
    await settle();
    expect(accountGateway.calls).toBe(0);
    expect(profileGateway.calls).toBe(0);
    sessions.open(aSessionFor(ALEX_MEMBER_ID, clock));
    await settle();
    expect(accountGateway.calls).toBe(1);
    expect(profileGateway.calls).toBe(1);
    expect(accounts.snapshot.loaded).toBe(true);
  });

  it('loads once per member and session: a token refresh loads nothing', async () => {
    const { accountGateway, sessions, clock } = setUp(ALEX_MEMBER_ID);
    await settle();
    sessions.open({ ...aSessionFor(ALEX_MEMBER_ID, clock), expiresAt: new Date(clock.now().getTime() + 7_200_000) });
    await settle();
    expect(accountGateway.calls).toBe(1);
  });

  it('applies nothing of a load a sign-out overtook: no card of the last member remains', async () => {
    const gateway = new FakeAccountGateway(alexAccounts()).hold();
    const { accounts, endSession, profileGateway } = setUp(ALEX_MEMBER_ID, gateway);
    await settle();
    expect(accounts.snapshot.loading).toBe(true);
    endSession.execute();
    gateway.release();
    await settle();
    expect(accounts.snapshot).toMatchObject({ loading: false, loaded: false, accounts: [] });
    expect(profileGateway.calls).toBe(0);
  });

  it('loads the next member’s cards when another member signs in', async () => {
    const gateway = new FakeAccountGateway([anAccount({ id: 201, members: [{ memberId: 2, isPrimary: true }] })]);
    const { sessions, clock, accounts } = setUp(ALEX_MEMBER_ID, gateway);
    await settle();
    sessions.open(aSessionFor(2, clock));
    await settle();
    expect(accounts.snapshot.accounts.map((account) => account.id)).toEqual([201]);
  });

  it('skips the profile while actions are pending, or when the session is refused (the API refuses it too)', async () => {
    const pending = setUp(ALEX_MEMBER_ID, new FakeAccountGateway().failWith(PENDING_ACTIONS));
    await settle();
    expect(pending.profileGateway.calls).toBe(0);
    expect(pending.accounts.snapshot.isPendingActions).toBe(true);

    const refused = setUp(ALEX_MEMBER_ID, new FakeAccountGateway().failWith(UNAUTHORIZED));
    await settle();
    expect(refused.profileGateway.calls).toBe(0);
  });

  it('still loads the profile when the cards could not be loaded', async () => {
    const { profileGateway, accounts } = setUp(ALEX_MEMBER_ID, new FakeAccountGateway().failWith(UNAVAILABLE));
    await settle();
    expect(accounts.snapshot.loadFailed).toBe(true);
    expect(profileGateway.calls).toBe(1);
  });

  it('stops when unsubscribed', async () => {
    const { watching, sessions, clock, accountGateway } = setUp(null);
    watching.unsubscribe();
    sessions.open(aSessionFor(ALEX_MEMBER_ID, clock));
    await settle();
    expect(accountGateway.calls).toBe(0);
  });
});
