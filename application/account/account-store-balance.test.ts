import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { AccountStore } from './account-store';

describe('AccountStore after a redemption', () => {
  it('shows the new balance of the active card in the list and the utility bar', () => {
    const store = new AccountStore();
    const cards = alexAccounts().slice(0, 3);
    store.loadSucceeded(cards, cards[0]);
    store.balanceChanged(101, 137_300);
    expect(store.snapshot).toMatchObject({ pooledBalance: 137_300, balance: 137_300 });
    expect(store.snapshot.accounts[0]).toMatchObject({ pooledBalance: 137_300, lastBalance: 137_300 });
  });

  it('changes only that card when another is active, and ignores a card it does not hold', () => {
    const store = new AccountStore();
    const cards = alexAccounts().slice(0, 3);
    store.loadSucceeded(cards, cards[0]);
    store.balanceChanged(102, 100);
    expect(store.snapshot.pooledBalance).toBe(152_300);
    expect(store.snapshot.accounts.map((account) => account.pooledBalance)).toEqual([152_300, 100, 9_120]);
    const before = store.snapshot;
    store.balanceChanged(999, 5);
    expect(store.snapshot).toBe(before);
  });
});
