import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { FakeAuthGateway } from '../../tests/fakes/fake-auth-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { AccountStore } from '../account/account-store';
import { ProfileStore } from '../profile/profile-store';
import { SessionStore } from '../session/session-store';
import { SignInWithSso } from './sign-in-with-sso';

function setUp() {
  const auth = new FakeAuthGateway();
  auth.ssoTokens.set('one-time', ALEX_MEMBER_ID);
  const clock = new FixedClock();
  const sessions = new SessionStore(new InMemorySessionStorage(), clock);
  const sso = new SignInWithSso(auth, sessions, new AccountStore(), new ProfileStore(), clock);
  return { auth, sessions, sso };
}

describe('SignInWithSso', () => {
  it('marks the session as SSO', async () => {
    const { sso, sessions } = setUp();
    expect(await sso.execute({ token: 'one-time' })).toEqual({ ok: true });
    expect(sessions.snapshot.session?.isSso).toBe(true);
    expect(sessions.snapshot.session?.memberId).toBe(ALEX_MEMBER_ID);
  });

  it('exchanges a one-time token once even when asked twice', async () => {
    const { sso, auth } = setUp();
    const [first, second] = await Promise.all([sso.execute({ token: 'one-time' }), sso.execute({ token: 'one-time' })]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: true });
    expect(auth.callsTo('authenticateSso')).toBe(1);
  });

  it('keeps no session when the token is refused', async () => {
    const { sso, sessions } = setUp();
    expect(await sso.execute({ token: 'forged' })).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(sessions.snapshot.session).toBeNull();
  });
});
