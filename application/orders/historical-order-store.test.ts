import { describe, expect, it } from 'vitest';
import { apiHistoricalOrder } from '../../tests/fakes/api-fixtures';
import { FakeOrderGateway } from '../../tests/fakes/fake-order-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { historicalOrders, type HistoricalOrderState } from './historical-order-store';
import { QueryStore } from '../context/query-store';

const DAY_MS = 86_400_000;

/** Alex's previous platform: 11 orders on the Elite card (101), one a day, and one on the Premier World card (102). */
function setUp(shopper: Shopper = 'member') {
  const context = shopperContext(shopper, 'fr-CA');
  const gateway = new FakeOrderGateway(context.clock);
  const start = Date.parse('2025-01-01T12:00:00.000Z');
  for (let id = 1; id <= 11; id += 1) {
    gateway.withHistoricalOrder(apiHistoricalOrder(id, { created_at: new Date(start + id * DAY_MS).toISOString() }), 101);
  }
  gateway.withHistoricalOrder(apiHistoricalOrder(50), 102);
  const store = new QueryStore(historicalOrders(context.context, gateway, context.errors));
  return { ...context, gateway, store };
}

const ids = (state: HistoricalOrderState) => (state.status === 'loaded' ? state.history.orders.map((order) => order.id) : []);

describe('HistoricalOrderStore (spec §3 historical orders)', () => {
  it('holds the page shown of the active card’s historical orders, newest first, 10 a page, in the page’s language', async () => {
    const { store, gateway } = setUp();
    await settle();
    expect(gateway.historicalListRequests).toEqual([]);
    store.show(1);
    await settle();
    expect(gateway.historicalListRequests).toEqual([{ accountId: 101, page: 1, locale: 'fr-CA' }]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: 1, history: { page: 1, lastPage: 2, count: 11 } });
    expect(ids(store.snapshot)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    store.show(2);
    await settle();
    expect(ids(store.snapshot)).toEqual([1]);
  });

  it('follows the active card and the language', async () => {
    const { store, gateway, accounts, locales } = setUp();
    store.show(1);
    await settle();
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await settle();
    expect(ids(store.snapshot)).toEqual([50]);
    locales.changed('en-CA');
    await settle();
    expect(gateway.historicalListRequests.map((request) => [request.accountId, request.locale])).toEqual([
      [101, 'fr-CA'],
      [102, 'fr-CA'],
      [102, 'en-CA'],
    ]);
  });

  it('asks nothing for a visitor, and for every card of the member when none is usable', async () => {
    const visitor = setUp('guest');
    visitor.store.show(1);
    await settle();
    expect(visitor.gateway.historicalListRequests).toEqual([]);
    expect(visitor.store.snapshot).toEqual({ status: 'idle' });

    const noCard = setUp('member-loading-cards');
    noCard.accounts.loadSucceeded([], undefined);
    noCard.store.show(1);
    await settle();
    expect(noCard.gateway.historicalListRequests).toEqual([{ accountId: null, page: 1, locale: 'fr-CA' }]);
  });

});
