import { describe, expect, it } from 'vitest';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { AccountStore } from './account-store';
import { SwitchCard } from './switch-card';

function setUp(accounts = alexAccounts().slice(0, 3)) {
  const store = new AccountStore();
  store.loadSucceeded(accounts, accounts[0]);
  const current = new MemorySlot<number>(accounts[0]?.id ?? null);
  return { store, current, switchCard: new SwitchCard(store, current) };
}

describe('SwitchCard', () => {
  it('saves the chosen card as current and shows its balance and details', () => {
    const { store, current, switchCard } = setUp();
    expect(switchCard.execute({ accountId: 102 })).toEqual({ ok: true });
    expect(current.stored).toBe(102);
    expect(store.snapshot).toMatchObject({
      accountId: 102,
      referenceIdentifier: 'ACC-102',
      balance: 48_750,
      pooledBalance: 48_750,
      loading: false,
      loaded: true,
    });
    expect(store.snapshot.userInfo?.maskedNumber).toBe('**** **** **** 3310');
  });

  it('goes through loading and back to loaded (spec §4 card switch)', () => {
    const { store, switchCard } = setUp();
    const flags: [boolean, boolean][] = [];
    const watching = store.state$.subscribe((state) => flags.push([state.loading, state.loaded]));
    switchCard.execute({ accountId: 103 });
    watching.unsubscribe();
    expect(flags).toEqual([
      [false, true],
      [true, false],
      [false, true],
    ]);
  });

  it('changes nothing when the chosen card is already the current one', () => {
    const { store, current, switchCard } = setUp();
    const before = store.snapshot;
    expect(switchCard.execute({ accountId: 101 })).toEqual({ ok: false, reason: 'not-switchable' });
    expect(store.snapshot).toBe(before);
    expect(current.stored).toBe(101);
  });

  it('changes nothing for a card that is not one of the usable cards', () => {
    const { store, switchCard } = setUp();
    expect(switchCard.execute({ accountId: 105 })).toEqual({ ok: false, reason: 'not-switchable' });
    expect(store.snapshot.accountId).toBe(101);
  });

  it('changes nothing when the member has a single card', () => {
    const { switchCard } = setUp([anAccount({ id: 201 })]);
    expect(switchCard.execute({ accountId: 201 })).toEqual({ ok: false, reason: 'not-switchable' });
  });
});
