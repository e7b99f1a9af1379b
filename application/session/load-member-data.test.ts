import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { FakeProfileGateway } from '../../tests/fakes/fake-profile-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemoryCurrentAccountStorage } from '../../tests/fakes/in-memory-current-account-storage';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { AccountStore } from '../account/account-store';
import { LoadAccounts } from '../account/load-accounts';
import { LoadProfile } from '../profile/load-profile';
import { ProfileStore } from '../profile/profile-store';
import { EndSession } from './end-session';
import type { Session } from './session';
import { SessionStore } from './session-store';
import { LoadMemberData } from './load-member-data';

function setUp(signedIn: boolean, accountGateway = new FakeAccountGateway(alexAccounts())) {
  const clock = new FixedClock();
  const session: Session = {
    token: 't',
    memberId: ALEX_MEMBER_ID,
    issuedAt: clock.now(),
    expiresAt: new Date(clock.now().getTime() + 3_600_000),
    isSso: false,
  };
  const sessions = new SessionStore(new InMemorySessionStorage(signedIn ? session : null), clock);
  const accounts = new AccountStore();
  const profiles = new ProfileStore();
  const profileGateway = new FakeProfileGateway();
  const errors = new RecordingErrorReporter();
  const endSession = new EndSession(sessions, accounts, profiles);
  const loadMemberData = new LoadMemberData(
    sessions,
    accounts,
    new LoadAccounts(accountGateway, accounts, new InMemoryCurrentAccountStorage(), endSession, errors),
    new LoadProfile(profileGateway, profiles, endSession, errors),
  );
  return { accountGateway, profileGateway, accounts, profiles, loadMemberData };
}

describe('LoadMemberData (start-up)', () => {
  it('loads the cards, then the profile, for a signed-in member', async () => {
    const { loadMemberData, accounts, profiles } = setUp(true);
    await loadMemberData.execute();
    expect(accounts.snapshot.loaded).toBe(true);
    expect(profiles.snapshot.profile?.firstName).toBe('Alex');
  });

  it('does nothing for a visitor', async () => {
    const { loadMemberData, accountGateway, profileGateway } = setUp(false);
    await loadMemberData.execute();
    expect(accountGateway.calls).toBe(0);
    expect(profileGateway.calls).toBe(0);
  });

  it('does not load again while loading or once loaded', async () => {
    const gateway = new FakeAccountGateway(alexAccounts()).hold();
    const { loadMemberData } = setUp(true, gateway);
    const first = loadMemberData.execute();
    await loadMemberData.execute();
    gateway.release();
    await first;
    await loadMemberData.execute();
    expect(gateway.calls).toBe(1);
  });

  it('skips the profile while actions are pending (the API refuses it too)', async () => {
    const { loadMemberData, profileGateway } = setUp(true, new FakeAccountGateway().failWith(403, 'PENDING_ACTIONS'));
    await loadMemberData.execute();
    expect(profileGateway.calls).toBe(0);
  });

  it('skips the profile when the account load ended the session', async () => {
    const { loadMemberData, profileGateway } = setUp(true, new FakeAccountGateway().failWith(401, 'UNAUTHENTICATED'));
    await loadMemberData.execute();
    expect(profileGateway.calls).toBe(0);
  });
});
