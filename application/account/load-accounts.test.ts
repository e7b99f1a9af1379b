import { describe, expect, it } from 'vitest';
import { ALEX_MEMBER_ID, alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { InMemoryCurrentAccountStorage } from '../../tests/fakes/in-memory-current-account-storage';
import { InMemorySessionStorage } from '../../tests/fakes/in-memory-session-storage';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { ProfileStore } from '../profile/profile-store';
import { EndSession } from '../session/end-session';
import { SessionStore } from '../session/session-store';
import { AccountStore } from './account-store';
import { LoadAccounts } from './load-accounts';

function setUp(gateway = new FakeAccountGateway(alexAccounts()), storedAccountId: number | null = null) {
  const clock = new FixedClock();
  const sessions = new SessionStore(
    new InMemorySessionStorage({
      token: 't',
      memberId: ALEX_MEMBER_ID,
      issuedAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 3_600_000),
      isSso: false,
    }),
    clock,
  );
  const store = new AccountStore();
  const current = new InMemoryCurrentAccountStorage(storedAccountId);
  const errors = new RecordingErrorReporter();
  const load = new LoadAccounts(gateway, store, current, new EndSession(sessions, store, new ProfileStore()), errors);
  return { gateway, store, current, errors, sessions, load };
}

describe('LoadAccounts', () => {
  it('keeps only the cards the member can use: primary, not on hold, not cancelled', async () => {
    const { load, store } = setUp();
    await load.execute({ memberId: ALEX_MEMBER_ID });
    expect(store.snapshot.accounts.map((account) => account.id)).toEqual([101, 102, 103]);
  });

  it('makes the first usable card active when nothing was chosen before, and remembers it', async () => {
    const { load, store, current } = setUp();
    const result = await load.execute({ memberId: ALEX_MEMBER_ID });
    expect(result).toEqual({ ok: true, account: expect.objectContaining({ id: 101 }) });
    expect(store.snapshot.accountId).toBe(101);
    expect(store.snapshot.pooledBalance).toBe(152_300);
    expect(current.stored).toBe(101);
  });

  it('restores the card chosen before the reload', async () => {
    const { load, store } = setUp(undefined, 103);
    await load.execute({ memberId: ALEX_MEMBER_ID });
    expect(store.snapshot.accountId).toBe(103);
    expect(store.snapshot.pooledBalance).toBe(9_120);
  });

  it('prefers a card asked for by reference identifier over the stored one', async () => {
    const { load, store } = setUp(undefined, 103);
    await load.execute({ memberId: ALEX_MEMBER_ID, referenceIdentifier: 'ACC-102' });
    expect(store.snapshot.accountId).toBe(102);
  });

  it('ignores a stored id that is not one of the usable cards', async () => {
    const { load, store } = setUp(undefined, 105);
    await load.execute({ memberId: ALEX_MEMBER_ID });
    expect(store.snapshot.accountId).toBe(101);
  });

  it('is loading while the call runs, then loaded and no longer loading', async () => {
    const gateway = new FakeAccountGateway(alexAccounts()).hold();
    const { load, store } = setUp(gateway);
    const running = load.execute({ memberId: ALEX_MEMBER_ID });
    expect(store.snapshot).toMatchObject({ loading: true, loaded: false });
    gateway.release();
    await running;
    expect(store.snapshot).toMatchObject({ loading: false, loaded: true });
  });

  it('loads with no active card when the only card is on hold', async () => {
    const { load, store } = setUp(new FakeAccountGateway([anAccount({ statusCode: 'ON HOLD' })]));
    await load.execute({ memberId: ALEX_MEMBER_ID });
    expect(store.snapshot).toMatchObject({ loaded: true, accounts: [], accountId: null, userInfo: null });
  });

  it('sets the pending-actions flag on a 403 PENDING_ACTIONS', async () => {
    const { load, store, errors } = setUp(new FakeAccountGateway().failWith(403, 'PENDING_ACTIONS'));
    expect(await load.execute({ memberId: ALEX_MEMBER_ID })).toEqual({ ok: false, reason: 'pending-actions' });
    expect(store.snapshot).toMatchObject({ loading: false, loaded: false, isPendingActions: true });
    expect(errors.reports).toEqual([]);
  });

  it('ends the session on a 401', async () => {
    const { load, sessions } = setUp(new FakeAccountGateway().failWith(401, 'UNAUTHENTICATED'));
    expect(await load.execute({ memberId: ALEX_MEMBER_ID })).toEqual({ ok: false, reason: 'unauthenticated' });
    expect(sessions.snapshot.session).toBeNull();
  });

  it('reports any other failure and shows nothing', async () => {
    const { load, store, errors } = setUp(new FakeAccountGateway().failWith(500, 'SERVER_ERROR'));
    await load.execute({ memberId: ALEX_MEMBER_ID });
    expect(store.snapshot).toMatchObject({ loading: false, loaded: false, loadFailed: true, isPendingActions: false });
    expect(errors.reports).toHaveLength(1);
  });
});
