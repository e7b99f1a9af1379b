import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { WAIT } from './context-store';

function record<T>(observable: { subscribe(next: (value: T) => void): unknown }): T[] {
  const values: T[] = [];
  observable.subscribe((value) => values.push(value));
  return values;
}

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  return {
    ...context,
    catalogue: record(context.context.catalogue$),
    member: record(context.context.member$),
    content: record(context.context.content$),
  };
}

describe('ContextStore', () => {
  it('prices a visitor’s catalogue as a guest’s, gives no member context and guest content', () => {
    const { catalogue, member, content } = setUp('guest');
    expect(catalogue).toEqual([{ locale: 'en-CA', audience: { kind: 'guest' } }]);
    expect(member).toEqual([null]);
    expect(content).toEqual([{ locale: 'en-CA', audience: 'guest' }]);
  });

  it('waits while a signed-in member’s cards load, then gives the chosen card', () => {
    const { accounts, catalogue, member, content } = setUp('member-loading-cards');
    const cards = alexAccounts();
    accounts.loadSucceeded(cards, cards[1]);
    expect(catalogue).toEqual([WAIT, { locale: 'en-CA', audience: { kind: 'member', accountId: 102 } }]);
    expect(member).toEqual([WAIT, { locale: 'en-CA', memberId: 1, accountId: 102 }]);
    // Content only needs to know someone is signed in: it does not wait for the cards.
    expect(content).toEqual([{ locale: 'en-CA', audience: 'member' }]);
  });

  it('gives a member whose cards could not be loaded, or who has none, no card rather than waiting for ever', () => {
    const failed = setUp('member-loading-cards');
    failed.accounts.loadFailed({ pendingActions: false });
    expect(failed.member.at(-1)).toEqual({ locale: 'en-CA', memberId: 1, accountId: null });

    const pending = setUp('member-loading-cards');
    pending.accounts.loadFailed({ pendingActions: true });
    expect(pending.catalogue.at(-1)).toEqual({ locale: 'en-CA', audience: { kind: 'member', accountId: null } });
  });

  it('changes the card views on a card switch, through a wait, but not the content view', () => {
    const { accounts, catalogue, member, content } = setUp('member');
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[2]!);
    expect(catalogue.map((value) => (value === WAIT ? WAIT : value.audience))).toEqual([
      { kind: 'member', accountId: 101 },
      WAIT,
      { kind: 'member', accountId: 103 },
    ]);
    expect(member.map((value) => (value === WAIT || value === null ? value : value.accountId))).toEqual([101, WAIT, 103]);
    expect(content).toHaveLength(1);
  });

  it('changes every view when the language changes, and none when nothing they carry did', () => {
    const { locales, accounts, catalogue, member, content } = setUp('member');
    locales.changed('en-CA');
    accounts.loadSucceeded(accounts.snapshot.accounts, accounts.snapshot.accounts[0]);
    expect([catalogue.length, member.length, content.length]).toEqual([1, 1, 1]);
    locales.changed('fr-CA');
    expect(catalogue.at(-1)).toMatchObject({ locale: 'fr-CA' });
    expect(member.at(-1)).toMatchObject({ locale: 'fr-CA' });
    expect(content.at(-1)).toEqual({ locale: 'fr-CA', audience: 'member' });
  });

  it('becomes a visitor’s when the session ends', () => {
    const { endSession, catalogue, member, content } = setUp('member');
    endSession.execute();
    expect(catalogue.at(-1)).toEqual({ locale: 'en-CA', audience: { kind: 'guest' } });
    expect(member.at(-1)).toBeNull();
    expect(content.at(-1)).toEqual({ locale: 'en-CA', audience: 'guest' });
  });
});
