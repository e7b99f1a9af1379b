import { DEFAULT_TRANSACTION_QUERY } from '@rewards-storefront/domain/transactions/transaction-query';
import { describe, expect, it } from 'vitest';
import { FakeTransactionGateway, aTransaction, anAnnualFee } from '../../tests/fakes/fake-transaction-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { transactions } from './transaction-store';
import { QueryStore } from '../context/query-store';

const DAY_MS = 86_400_000;

function setUp(shopper: Shopper = 'member') {
  const context = shopperContext(shopper, 'fr-CA');
  const now = context.clock.now().getTime();
  const gateway = new FakeTransactionGateway(
    context.clock,
    new Map([
      [101, [aTransaction('card-1', { postedAt: new Date(now - 2 * DAY_MS) }), anAnnualFee('card-2', new Date(now - 30 * DAY_MS))]],
      [102, [aTransaction('card-9', { postedAt: new Date(now - DAY_MS) })]],
    ]),
  );
  const store = new QueryStore(transactions(context.context, gateway, context.errors));
  return { ...context, gateway, store };
}

describe('TransactionStore (spec §4 transactions)', () => {
  it('loads the active card’s transactions for the query shown, in the page’s language, only while shown', async () => {
    const { store, gateway } = setUp();
    await settle();
    expect(gateway.listRequests).toEqual([]);
    const close = store.show({ view: 'redeemable', dateFilter: '90', page: 1 });
    expect(store.snapshot).toEqual({ status: 'loading', query: { view: 'redeemable', dateFilter: '90', page: 1 } });
    await settle();
    expect(gateway.listRequests).toEqual([{ accountId: 101, view: 'redeemable', dateFilter: '90', page: 1, locale: 'fr-CA' }]);
    expect(store.snapshot).toMatchObject({
      status: 'loaded',
      page: { count: 1, transactions: [{ id: 'card-2', redeemableStatus: 'redeemable' }] },
    });
    close();
    store.show(DEFAULT_TRANSACTION_QUERY);
    await settle();
    expect(gateway.listRequests).toHaveLength(2);
  });

  it('loads the new card’s after a card switch, the latest answer winning', async () => {
    const { store, gateway, accounts } = setUp();
    const time = virtualTime();
    slowAnswers(gateway, 'list', time.scheduler, ({ accountId }) => (accountId === 101 ? 100 : 10));
    store.show(DEFAULT_TRANSACTION_QUERY);
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await time.runUntil(100);
    expect(gateway.listRequests.map((request) => request.accountId)).toEqual([101, 102]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: { transactions: [{ id: 'card-9' }] } });
  });

  it('asks nothing for a visitor, and says when the member has no card', async () => {
    const visitor = setUp('guest');
    visitor.store.show(DEFAULT_TRANSACTION_QUERY);
    await settle();
    expect(visitor.gateway.listRequests).toEqual([]);
    expect(visitor.store.snapshot).toEqual({ status: 'idle' });

    const member = setUp();
    member.accounts.loadSucceeded([], undefined);
    member.store.show(DEFAULT_TRANSACTION_QUERY);
    await settle();
    expect(member.store.snapshot).toEqual({ status: 'no-card', query: DEFAULT_TRANSACTION_QUERY });
  });

  it('says the transactions are the holder’s on a card the member only redeems on, without reporting a failure', async () => {
    const { store, gateway, errors } = setUp();
    gateway.redeemerOnly.add(101);
    store.show(DEFAULT_TRANSACTION_QUERY);
    await settle();
    expect(store.snapshot).toEqual({ status: 'primary-only', query: DEFAULT_TRANSACTION_QUERY });
    expect(errors.reports).toEqual([]);
  });
});
