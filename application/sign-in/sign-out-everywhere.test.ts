import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { EXTERNAL_URLS } from '../../tests/fakes/content-fixtures';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE, failed } from '../../tests/fakes/failures';
import { aProfile } from '../../tests/fakes/fake-profile-gateway';
import { buildSessionGraph } from '../../tests/fakes/session-graph';
import { settle } from '../../tests/fakes/slow-answers';
import { SignOutEverywhere } from './sign-out-everywhere';

async function signedIn() {
  const graph = buildSessionGraph();
  graph.accounts.loadSucceeded(alexAccounts(), alexAccounts()[0]);
  graph.profiles.loadFinished(aProfile());
  await settle();
  return { ...graph, signOutEverywhere: new SignOutEverywhere(graph.auth, graph.signOut) };
}

describe('SignOutEverywhere', () => {
  it('asks the API to end every sign-in, then signs out here and goes where sign-out goes', async () => {
    const { signOutEverywhere, auth, sessions, sessionStorage, accounts } = await signedIn();
    expect(await signOutEverywhere.execute()).toEqual({
      ok: true,
      destination: { kind: 'external', url: EXTERNAL_URLS.signOut.personal },
      wasLoginAs: false,
    });
    expect(auth.callsTo('logoutEverywhere')).toBe(1);
    // The API has ended this session too: no second call to sign out.
    expect(auth.callsTo('logout')).toBe(0);
    expect(sessions.snapshot.session).toBeNull();
    expect(sessionStorage.stored).toBeNull();
    expect(accounts.snapshot.accounts).toEqual([]);
  });

  it('keeps the member signed in here when the API did not confirm, and says why', async () => {
    const { signOutEverywhere, auth, sessions } = await signedIn();
    auth.logoutEverywhereResult = failed(UNAVAILABLE);
    expect(await signOutEverywhere.execute()).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(sessions.snapshot.session).not.toBeNull();
    auth.logoutEverywhereResult = failed(READ_ONLY);
    expect(await signOutEverywhere.execute()).toMatchObject({ ok: false, reason: 'read-only' });
    expect(sessions.snapshot.session).not.toBeNull();
    expect(auth.callsTo('logout')).toBe(0);
  });

  it('signs out here when the session had already ended (401)', async () => {
    const { signOutEverywhere, auth, sessions } = await signedIn();
    auth.logoutEverywhereResult = failed(UNAUTHORIZED);
    expect(await signOutEverywhere.execute()).toMatchObject({ ok: true });
    expect(sessions.snapshot.session).toBeNull();
  });
});
