import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAuthGateway } from '../../tests/fakes/fake-auth-gateway';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { AccountStore } from '../account/account-store';
import { ProfileStore } from '../profile/profile-store';
import { EndSession } from './end-session';
import { SessionStore } from './session-store';
import { SignIn } from './sign-in';
import { SignOut } from './sign-out';

async function signedIn() {
  const auth = new FakeAuthGateway().withMember('elite', 'Rewards#2026', ALEX_MEMBER_ID);
  const storage = new InMemorySessionStorage();
  const clock = new FixedClock();
  const sessions = new SessionStore(storage, clock);
  const accounts = new AccountStore();
  const profiles = new ProfileStore();
  await new SignIn(auth, sessions, accounts, profiles, clock).execute({ username: 'elite', password: 'Rewards#2026' });
  accounts.loadSucceeded(alexAccounts(), alexAccounts()[0]);
  profiles.loadFinished(aProfile());
  const signOut = new SignOut(auth, sessions, new EndSession(sessions, accounts, profiles));
  return { auth, storage, sessions, accounts, profiles, signOut };
}

describe('SignOut', () => {
  it('tells the API, then forgets the session, the cards and the profile', async () => {
    const { signOut, auth, storage, sessions, accounts, profiles } = await signedIn();
    await signOut.execute();
    expect(auth.callsTo('logout')).toBe(1);
    expect(sessions.snapshot.session).toBeNull();
    expect(storage.stored).toBeNull();
    expect(accounts.snapshot.accounts).toEqual([]);
    expect(profiles.snapshot.profile).toBeNull();
  });

  it('signs out on this device even when the API refuses the logout', async () => {
    const { signOut, auth, sessions } = await signedIn();
    auth.logoutResult = { ok: false, error: { errorCode: 500, code: 'SERVER_ERROR', message: '' } };
    await signOut.execute();
    expect(sessions.snapshot.session).toBeNull();
  });

  it('signs out on this device even when the logout call throws', async () => {
    const { signOut, auth, sessions } = await signedIn();
    auth.logout = () => Promise.reject(new Error('offline'));
    await signOut.execute();
    expect(sessions.snapshot.session).toBeNull();
  });
});
