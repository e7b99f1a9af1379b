import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { EXTERNAL_URLS } from '../../tests/fakes/content-fixtures';
import { UNAVAILABLE, failed } from '../../tests/fakes/failures';
import { FakeContentGateway } from '../../tests/fakes/fake-content-gateway';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { settle } from '../../tests/fakes/slow-answers';

async function signedIn(options: Parameters<typeof buildSessionGraph>[0] = {}) {
  const graph = buildSessionGraph(options);
  graph.accounts.loadSucceeded(alexAccounts(), alexAccounts()[0]);
  graph.profiles.loadFinished(aProfile());
  await settle();
  return graph;
}

describe('SignOut', () => {
  it('tells the API, then forgets the session, the cards and the profile', async () => {
    const { signOut, auth, sessionStorage, sessions, accounts, profiles } = await signedIn();
    await signOut.execute();
    expect(auth.callsTo('logout')).toBe(1);
    expect(sessions.snapshot.session).toBeNull();
    expect(sessionStorage.stored).toBeNull();
    expect(accounts.snapshot.accounts).toEqual([]);
    expect(profiles.snapshot.profile).toBeNull();
  });

  it('forgets the login-as details and the language check with the session', async () => {
    const { signOut, loginAsStorage, languageCheck } = await signedIn({
      loginAs: { loginAsToken: 'one-time', adminId: 9, logoutUrl: '/sandbox/admin' },
    });
    languageCheck.write(1);
    await signOut.execute();
    expect(loginAsStorage.stored).toBeNull();
    expect(languageCheck.stored).toBeNull();
  });

  it('signs out on this device even when the API refuses the logout', async () => {
    const { signOut, auth, sessions } = await signedIn();
    auth.logoutResult = failed(UNAVAILABLE);
    await signOut.execute();
    expect(sessions.snapshot.session).toBeNull();
  });

  it('signs out on this device even when the logout call throws', async () => {
    const { signOut, auth, sessions } = await signedIn();
    auth.logout = () => Promise.reject(new Error('offline'));
    await signOut.execute();
    expect(sessions.snapshot.session).toBeNull();
  });

  it('sends a personal member to the personal sign-out destination', async () => {
    const { signOut } = await signedIn();
    expect(await signOut.execute()).toEqual({
      destination: { kind: 'external', url: EXTERNAL_URLS.signOut.personal },
      wasLoginAs: false,
    });
  });

  it('sends a business member to the business destination, read from the card before it is forgotten', async () => {
    const { signOut, accounts } = await signedIn();
    const business = anAccount({ accountCategory: 'aib' });
    accounts.loadSucceeded([business], business);
    expect((await signOut.execute()).destination).toEqual({ kind: 'external', url: EXTERNAL_URLS.signOut.business });
  });

  it("falls back to the profile's account type when no card is loaded", async () => {
    const { signOut, accounts, profiles } = await signedIn();
    accounts.reset();
    profiles.loadFinished(aProfile({ accountCategory: 'nga' }));
    expect((await signOut.execute()).destination).toEqual({ kind: 'external', url: EXTERNAL_URLS.signOut.select });
  });

  it("goes to the store's home when the content configuration is not known", async () => {
    const content = new FakeContentGateway();
    content.failures.member = UNAVAILABLE;
    content.failures.guest = UNAVAILABLE;
    const graph = buildSessionGraph({ content });
    await settle();
    expect((await graph.signOut.execute()).destination).toEqual({ kind: 'store-home' });
  });

  it('says when an admin was logged in as the member, so the window closes instead', async () => {
    const { signOut } = await signedIn({ loginAs: { loginAsToken: 'one-time', adminId: 9, logoutUrl: null } });
    expect((await signOut.execute()).wasLoginAs).toBe(true);
  });

  it('answers once the content for a visitor has loaded, in the page’s language', async () => {
    const { signOut, contentGateway, viewer, locales, content } = await signedIn();
    locales.changed('fr-CA');
    await settle();
    contentGateway.hold();
    const signingOut = signOut.execute();
    await settle();
    expect(content.snapshot.loading).toBe(true);
    contentGateway.release();
    await signingOut;
    expect(await firstValueFrom(viewer.viewer$)).toBe('guest');
    expect(content.snapshot.settledFor).toEqual({ audience: 'guest', locale: 'fr-CA' });
    expect(contentGateway.calls.at(-1)?.request).toEqual({ audience: 'guest', locale: 'fr-CA' });
  });
});
