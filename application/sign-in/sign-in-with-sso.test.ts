import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { Session } from '@application/session/session';
import { ALEX_MEMBER_ID } from '../../tests/fakes/account-fixtures';
import { FakeAuthGateway } from '../../tests/fakes/fake-auth-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { AccountStore } from '../account/account-store';
import { ProfileStore } from '../profile/profile-store';
import { SessionStore } from '../session/session-store';
import { SignInWithSso } from './sign-in-with-sso';

function setUp() {
  const auth = new FakeAuthGateway();
  auth.ssoTokens.set('one-time', ALEX_MEMBER_ID);
  const clock = new FixedClock();
  const sessions = new SessionStore(new MemorySlot<Session>(), clock);
  const sso = new SignInWithSso(auth, { sessions, accounts: new AccountStore(), profiles: new ProfileStore(), clock });
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

  it('exchanges the bank’s hand-off token (43 base64url characters) with login-with-token, and marks the session as SSO', async () => {
    const { sso, auth, sessions } = setUp();
    const handoff = 'h4nd-0ff_'.repeat(4) + 'abcdefg';
    auth.handoffTokens.set(handoff, ALEX_MEMBER_ID);
    expect(await sso.execute({ token: handoff })).toEqual({ ok: true });
    expect(auth.callsTo('loginWithToken')).toBe(1);
    expect(auth.callsTo('authenticateSso')).toBe(0);
    expect(sessions.snapshot.session?.isSso).toBe(true);
    expect(sessions.snapshot.session?.memberId).toBe(ALEX_MEMBER_ID);
  });

  it('sends a signed assertion to /authenticate, never to login-with-token', async () => {
    const { sso, auth } = setUp();
    const assertion = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    auth.ssoTokens.set(assertion, ALEX_MEMBER_ID);
    expect(await sso.execute({ token: assertion })).toEqual({ ok: true });
    expect(auth.callsTo('authenticateSso')).toBe(1);
    expect(auth.callsTo('loginWithToken')).toBe(0);
  });

  it('keeps no session when a hand-off token is refused (used, expired, another programme’s)', async () => {
    const { sso, sessions } = setUp();
    expect(await sso.execute({ token: 'A'.repeat(43) })).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(sessions.snapshot.session).toBeNull();
  });

  it('keeps no session when the token is refused', async () => {
    const { sso, sessions } = setUp();
    expect(await sso.execute({ token: 'forged' })).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(sessions.snapshot.session).toBeNull();
  });
});
