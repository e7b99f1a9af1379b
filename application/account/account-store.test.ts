import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { alexAccounts, anAccount } from '../../tests/fakes/account-fixtures';
import { AccountStore } from './account-store';

describe('AccountStore utility bar view', () => {
  it('shows a spinner while the cards load', async () => {
    const store = new AccountStore();
    store.loadStarted();
    expect(await firstValueFrom(store.utilityBar$)).toEqual({ status: 'loading' });
  });

  it('shows the pooled balance, card name and masked number of the active card', async () => {
    const store = new AccountStore();
    const accounts = alexAccounts().slice(0, 3);
    store.loadSucceeded(accounts, accounts[1]);
    expect(await firstValueFrom(store.utilityBar$)).toEqual({
      status: 'ready',
      pooledBalance: 48_750,
      currencySymbol: 'pts',
      cardName: { 'en-CA': 'Premier World', 'fr-CA': 'Premier Monde' },
      maskedNumber: '**** **** **** 3310',
      canSwitch: true,
      isAuthorizedRedeemer: false,
    });
  });

  it('hides the card name for a select account, leaving the masked number', async () => {
    const store = new AccountStore();
    const select = anAccount({ accountCategory: 'nga', cardName: { 'en-CA': 'Select', 'fr-CA': 'Sélect' } });
    store.loadSucceeded([select], select);
    expect(await firstValueFrom(store.utilityBar$)).toMatchObject({ cardName: null, maskedNumber: select.maskedNumber });
  });

  it('offers the card switch only with more than one usable card', async () => {
    const store = new AccountStore();
    const single = anAccount();
    store.loadSucceeded([single], single);
    expect(await firstValueFrom(store.utilityBar$)).toMatchObject({ canSwitch: false });
  });

  it('says there is no card when none is usable', async () => {
    const store = new AccountStore();
    store.loadSucceeded([], undefined);
    expect(await firstValueFrom(store.utilityBar$)).toEqual({ status: 'no-card' });
  });

  it('lists every usable card in the switcher and marks the current one', async () => {
    const store = new AccountStore();
    const accounts = alexAccounts().slice(0, 3);
    store.loadSucceeded(accounts, accounts[2]);
    const view = await firstValueFrom(store.cardSwitcher$);
    expect(view.currentAccountId).toBe(103);
    expect(view.cards.map((card) => [card.id, card.isCurrent])).toEqual([
      [101, false],
      [102, false],
      [103, true],
    ]);
  });
});
