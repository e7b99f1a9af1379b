import { describe, expect, it } from 'vitest';
import { apiOrder, apiOrderItem } from '../../tests/fakes/api-fixtures';
import { ordersFor } from '../../tests/fakes/orders-for';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import type { OrderHistoryState } from './order-history-store';

const DAY_MS = 86_400_000;

/** Alex's history: 12 orders on the Elite card (one a day, newest first by id), one on the Premier World card. */
function setUp(shopper: Shopper = 'member') {
  const context = shopperContext(shopper, 'fr-CA');
  const orders = ordersFor(context);
  const now = context.clock.now().getTime();
  for (let id = 1; id <= 12; id += 1) {
    orders.orderGateway.withOrder(apiOrder(id, { created_at: new Date(now - (13 - id) * DAY_MS).toISOString() }));
  }
  orders.orderGateway.withOrder(
    apiOrder(50, {
      account: { id: 102, reference_identifier: 'ACC-102', masked_medium_number: '**** 3310', account_type: 'Premier World' },
    }),
  );
  return { ...context, ...orders, store: orders.history };
}

const ids = (state: OrderHistoryState) => (state.status === 'loaded' ? state.history.orders.map((order) => order.id) : []);

describe('OrderHistoryStore', () => {
  it('holds the page shown of the active card’s orders, newest first, 10 a page, in the page’s language', async () => {
    const { store, orderGateway } = setUp();
    await settle();
    expect(orderGateway.listRequests).toEqual([]);
    store.show(1);
    await settle();
    expect(orderGateway.listRequests).toEqual([{ accountId: 101, page: 1, locale: 'fr-CA' }]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', page: 1, history: { page: 1, lastPage: 2, count: 12 } });
    expect(ids(store.snapshot)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    store.show(2);
    await settle();
    expect(ids(store.snapshot)).toEqual([2, 1]);
  });

  it('asks nothing for a visitor, nor while the member’s cards load', async () => {
    const visitor = setUp('guest');
    visitor.store.show(1);
    await settle();
    expect(visitor.orderGateway.listRequests).toEqual([]);
    expect(visitor.store.snapshot).toEqual({ status: 'idle' });

    const loading = setUp('member-loading-cards');
    loading.store.show(1);
    await settle();
    expect(loading.orderGateway.listRequests).toEqual([]);
    expect(loading.store.snapshot).toEqual({ status: 'loading', page: 1 });
  });

  it('follows the member’s active card, the latest answer winning', async () => {
    const { store, orderGateway, accounts } = setUp();
    const time = virtualTime();
    slowAnswers(orderGateway, 'listOrders', time.scheduler, ({ accountId }) => (accountId === 101 ? 100 : 10));
    store.show(1);
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await time.runUntil(100);
    expect(orderGateway.listRequests.map((request) => request.accountId)).toEqual([101, 102]);
    expect(ids(store.snapshot)).toEqual([50]);
  });

  it('follows the page’s language', async () => {
    const { store, orderGateway, locales } = setUp();
    store.show(1);
    await settle();
    locales.changed('en-CA');
    await settle();
    expect(orderGateway.listRequests.map((request) => request.locale)).toEqual(['fr-CA', 'en-CA']);
  });

  it('asks for every order of the member when no card is usable', async () => {
    const { store, orderGateway, accounts } = setUp('member-loading-cards');
    accounts.loadSucceeded([], undefined);
    store.show(1);
    await settle();
    expect(orderGateway.listRequests).toEqual([{ accountId: null, page: 1, locale: 'fr-CA' }]);
    expect(ids(store.snapshot)).toHaveLength(10);
  });

  it('never shows a declined order, even when the programme sends one', async () => {
    const { store, orderGateway } = setUp();
    const declined = apiOrder(99, {
      order_items: [
        apiOrderItem(991, {
          status: 'declined',
          order_statuses: [{ status: 'declined', reason: null, created_at: '2026-03-01T11:00:00.000Z' }],
        }),
      ],
    });
    orderGateway.listOrders = async () => ({
      ok: true,
      page: {
        orders: [orderGateway.orderAsReadNow(declined), orderGateway.orderAsReadNow(apiOrder(98))],
        page: 1,
        lastPage: 1,
        count: 2,
        perPage: 10,
      },
    });
    store.show(1);
    await settle();
    expect(ids(store.snapshot)).toEqual([98]);
  });

});
