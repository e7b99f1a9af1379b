import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { ALEX_MEMBER_ID, alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { FakeAccountGateway } from '../../tests/fakes/fake-account-gateway';
import { PENDING_ACTIONS, UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { RecordingErrorReporter } from '../../tests/fakes/recording-error-reporter';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { AccountStore } from './account-store';
import { LoadAccounts } from './load-accounts';

function setUp(gateway = new FakeAccountGateway(alexAccounts()), storedAccountId: number | null = null) {
  const store = new AccountStore();
  const current = new MemorySlot<number>(storedAccountId);
  const errors = new RecordingErrorReporter();
  const load = new LoadAccounts(gateway, store, current, errors);
  return { gateway, store, current, errors, load };
}

describe('LoadAccounts', () => {
  it('keeps the member’s own usable cards, then the card they are an authorized redeemer on; never a cancelled one', async () => {
    const { load, store } = setUp();
    await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }));
    expect(store.snapshot.accounts.map((account) => account.id)).toEqual([101, 102, 103, 104]);
  });

  it('tells the card switcher which card the member only redeems on, and the utility bar when it is the active one', async () => {
    const { load, store } = setUp(undefined, 104);
    await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }));
    const switcher = await firstValueFrom(store.cardSwitcher$);
    expect(switcher.cards.map((card) => [card.id, card.role])).toEqual([
      [101, 'primary'],
      [102, 'primary'],
      [103, 'primary'],
      [104, 'authorized-redeemer'],
    ]);
    expect(store.snapshot.cardRole).toBe('authorized-redeemer');
    expect(await firstValueFrom(store.utilityBar$)).toMatchObject({ status: 'ready', isAuthorizedRedeemer: true });
    store.switchStarted();
    store.switchFinished(store.snapshot.accounts[0]!);
    expect(store.snapshot.cardRole).toBe('primary');
    expect(await firstValueFrom(store.utilityBar$)).toMatchObject({ status: 'ready', isAuthorizedRedeemer: false });
  });

  it('makes the first usable card active when nothing was chosen before, and remembers it', async () => {
    const { load, store, current } = setUp();
    const result = await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }));
    expect(result).toEqual({ ok: true, account: expect.objectContaining({ id: 101 }) });
    expect(store.snapshot.accountId).toBe(101);
    expect(store.snapshot.pooledBalance).toBe(152_300);
    expect(current.stored).toBe(101);
  });

  it('restores the card chosen before the reload', async () => {
    const { load, store } = setUp(undefined, 103);
    await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }));
    expect(store.snapshot.accountId).toBe(103);
    expect(store.snapshot.pooledBalance).toBe(9_120);
  });

  it('prefers a card asked for by reference identifier over the stored one', async () => {
    const { load, store } = setUp(undefined, 103);
    await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID, referenceIdentifier: 'ACC-102' }));
    expect(store.snapshot.accountId).toBe(102);
  });

  it('ignores a stored id that is not one of the usable cards', async () => {
    const { load, store } = setUp(undefined, 105);
    await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }));
    expect(store.snapshot.accountId).toBe(101);
  });

  it('is loading while the call runs, then loaded and no longer loading', async () => {
    const gateway = new FakeAccountGateway(alexAccounts()).hold();
    const { load, store } = setUp(gateway);
    const running = lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }));
    expect(store.snapshot).toMatchObject({ loading: true, loaded: false });
    gateway.release();
    await running;
    expect(store.snapshot).toMatchObject({ loading: false, loaded: true });
  });

  it('loads with no active card when the only card is on hold', async () => {
    const { load, store } = setUp(new FakeAccountGateway([anAccount({ statusCode: 'ON HOLD' })]));
    await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }));
    expect(store.snapshot).toMatchObject({ loaded: true, accounts: [], accountId: null, userInfo: null });
  });

  it('sets the pending-actions flag when the programme rules must be accepted first', async () => {
    const { load, store, errors } = setUp(new FakeAccountGateway().failWith(PENDING_ACTIONS));
    expect(await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }))).toEqual({ ok: false, reason: 'pending-actions' });
    expect(store.snapshot).toMatchObject({ loading: false, loaded: false, isPendingActions: true });
    expect(errors.reports).toEqual([]);
  });

  it('leaves the cards empty when the session is refused, without reporting it (the session handling ends it)', async () => {
    const { load, store, errors } = setUp(new FakeAccountGateway().failWith(UNAUTHORIZED));
    expect(await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }))).toEqual({ ok: false, reason: 'unauthorized' });
    expect(store.snapshot).toMatchObject({ loading: false, loaded: false, loadFailed: false, accounts: [] });
    expect(errors.reports).toEqual([]);
  });

  it('applies nothing when unsubscribed before the answer (a sign-out during the load)', async () => {
    const gateway = new FakeAccountGateway(alexAccounts()).hold();
    const { load, store } = setUp(gateway);
    const loading = load.execute({ memberId: ALEX_MEMBER_ID }).subscribe();
    expect(store.snapshot.loading).toBe(true);
    loading.unsubscribe();
    store.reset();
    gateway.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.snapshot.accounts).toEqual([]);
  });

  it('reports any other failure and shows nothing', async () => {
    const { load, store, errors } = setUp(new FakeAccountGateway().failWith(UNAVAILABLE));
    await lastValueFrom(load.execute({ memberId: ALEX_MEMBER_ID }));
    expect(store.snapshot).toMatchObject({ loading: false, loaded: false, loadFailed: true, isPendingActions: false });
    expect(errors.reports).toHaveLength(1);
  });
});
