import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import type { Session } from '@application/session/session';
import { failed } from '../../tests/fakes/failures';
import { ALEX_MEMBER_ID, alexAccounts } from '../../tests/fakes/account-fixtures';
import { FakeAuthGateway } from '../../tests/fakes/fake-auth-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { AccountStore } from '../account/account-store';
import { ProfileStore } from '../profile/profile-store';
import { SessionStore } from '../session/session-store';
import { SignIn } from './sign-in';

function setUp() {
  const auth = new FakeAuthGateway().withMember('elite', 'Rewards#2026', ALEX_MEMBER_ID);
  const storage = new MemorySlot<Session>();
  const clock = new FixedClock('2026-03-01T12:00:00.000Z');
  const sessions = new SessionStore(storage, clock);
  const accounts = new AccountStore();
  const signIn = new SignIn(auth, { sessions, accounts, profiles: new ProfileStore(), clock });
  return { auth, storage, sessions, accounts, signIn };
}

describe('SignIn', () => {
  it('opens a non-SSO session that expires after the announced lifetime', async () => {
    const { signIn, sessions, storage } = setUp();
    const result = await signIn.execute({ username: 'elite', password: 'Rewards#2026' });
    expect(result).toEqual({ ok: true });
    expect(sessions.snapshot.session).toEqual({
      memberId: ALEX_MEMBER_ID,
      issuedAt: new Date('2026-03-01T12:00:00.000Z'),
      expiresAt: new Date('2026-03-01T13:00:00.000Z'),
      isSso: false,
    });
    expect(storage.stored).toEqual(sessions.snapshot.session);
  });

  it('keeps no session when the credentials are wrong, and says so', async () => {
    const { signIn, sessions, storage } = setUp();
    const result = await signIn.execute({ username: 'elite', password: 'wrong' });
    expect(result).toEqual({ ok: false, reason: 'invalid-credentials' });
    expect(sessions.snapshot.session).toBeNull();
    expect(storage.stored).toBeNull();
  });

  it('starts from empty account state, so no card of a previous member shows', async () => {
    const { signIn, accounts } = setUp();
    accounts.loadSucceeded(alexAccounts(), alexAccounts()[0]);
    await signIn.execute({ username: 'elite', password: 'Rewards#2026' });
    expect(accounts.snapshot.loaded).toBe(false);
    expect(accounts.snapshot.accounts).toEqual([]);
  });

  it.each([
    ['account-locked', 'account-locked'],
    ['not-eligible', 'not-eligible'],
    ['email-not-verified', 'email-not-verified'],
    ['too-many-attempts', 'too-many-attempts'],
    ['invalid', 'invalid-input'],
    ['unavailable', 'unavailable'],
    ['not-found', 'unavailable'],
  ] as const)('maps the API’s %s refusal to the %s message', async (refusal, reason) => {
    const { signIn, auth } = setUp();
    auth.login = async () =>
      refusal === 'invalid' ? failed({ reason: 'invalid' as const, fieldErrors: [] }) : failed({ reason: refusal });
    expect(await signIn.execute({ username: 'elite', password: 'Rewards#2026' })).toEqual({ ok: false, reason });
  });
});
