import { describe, expect, it } from 'vitest';
import { apiOrder, apiOrderItem } from '../../tests/fakes/api-fixtures';
import { ordersFor } from '../../tests/fakes/orders-for';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { current, settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';

/** Alex's order 1 of an hour ago with two items, order 2, and someone else's order 3. */
function setUp(shopper: Shopper = 'member') {
  const context = shopperContext(shopper);
  const orders = ordersFor(context);
  orders.orderGateway
    .withOrder(apiOrder(1, { order_items: [apiOrderItem(11), apiOrderItem(12)] }))
    .withOrder(apiOrder(2))
    .withOrder(apiOrder(3), 'someone-else');
  return { ...context, ...orders, store: orders.detail };
}

describe('OrderDetailStore', () => {
  it('holds the order shown, read in the page’s language', async () => {
    const { store, orderGateway } = setUp();
    store.show(1);
    expect(store.snapshot).toEqual({ status: 'loading', orderId: 1 });
    await settle();
    expect(orderGateway.getRequests).toEqual([{ id: 1, locale: 'en-CA' }]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', orderId: 1, refreshing: false, order: { id: 1, canCancel: true } });
  });

  it('says an unknown order, or another member’s, is not found, without reporting it', async () => {
    const { store, errors } = setUp();
    store.show(3);
    await settle();
    expect(store.snapshot).toEqual({ status: 'not-found', orderId: 3 });
    store.show(404);
    await settle();
    expect(store.snapshot).toEqual({ status: 'not-found', orderId: 404 });
    expect(errors.reports).toEqual([]);
  });

  it('asks nothing for a visitor, nor while the member’s cards load', async () => {
    const visitor = setUp('guest');
    visitor.store.show(1);
    await settle();
    expect(visitor.orderGateway.getRequests).toEqual([]);
    expect(visitor.store.snapshot).toEqual({ status: 'idle' });
    const loading = setUp('member-loading-cards');
    loading.store.show(1);
    await settle();
    expect(loading.orderGateway.getRequests).toEqual([]);
  });

  it('keeps the order on screen while it is read again in another language, and never another order', async () => {
    const { store, orderGateway, locales } = setUp();
    const time = virtualTime();
    slowAnswers(orderGateway, 'getOrder', time.scheduler, () => 50);
    store.show(1);
    await time.runUntil(50);
    locales.changed('fr-CA');
    expect(store.snapshot).toMatchObject({ status: 'loaded', orderId: 1, refreshing: true });
    await time.runUntil(100);
    expect(store.snapshot).toMatchObject({ status: 'loaded', orderId: 1, refreshing: false });
    expect(orderGateway.getRequests.map((request) => request.locale)).toEqual(['en-CA', 'fr-CA']);
    store.show(2);
    expect(store.snapshot).toEqual({ status: 'loading', orderId: 2 });
    await time.runUntil(150);
    expect(store.snapshot).toMatchObject({ status: 'loaded', orderId: 2 });
  });

  it('shows a cancellation of the order on screen at once (spec §4), and of no other order', async () => {
    const { store } = setUp();
    store.show(1);
    await settle();
    store.itemCancelled(2, 11);
    store.orderCancelled(2);
    expect(store.snapshot).toMatchObject({ order: { canCancel: true, items: [{ status: 'placed' }, { status: 'placed' }] } });
    store.itemCancelled(1, 11);
    expect(store.snapshot).toMatchObject({
      order: {
        id: 1,
        canCancel: true,
        items: [
          { itemId: 11, status: 'cancelled', canCancel: false },
          { itemId: 12, status: 'placed', canCancel: true },
        ],
      },
    });
    store.itemCancelled(1, 12);
    expect(store.snapshot).toMatchObject({ order: { canCancel: false } });
  });

  it('shows a whole-order cancellation at once: every item cancelled, nothing cancellable', async () => {
    const { store } = setUp();
    store.show(1);
    await settle();
    store.orderCancelled(1);
    expect(store.snapshot).toMatchObject({
      order: {
        canCancel: false,
        referenceIdentifier: 'ORD-000001',
        items: [
          { status: 'cancelled', canCancel: false },
          { status: 'cancelled', canCancel: false },
        ],
      },
    });
  });

  it('reads the order again after a change, keeping it on screen meanwhile', async () => {
    const { store, orderGateway } = setUp();
    store.show(1);
    await settle();
    store.refresh();
    expect(store.snapshot).toMatchObject({ status: 'loaded', refreshing: true });
    await settle();
    expect(orderGateway.getRequests).toHaveLength(2);
    expect(store.snapshot).toMatchObject({ status: 'loaded', refreshing: false });
  });

  it('lets one cancellation run at a time', () => {
    const { store } = setUp();
    expect(current(store.cancelling$)).toBeNull();
    expect(store.startCancelling(1, { kind: 'item', itemId: 11 })).toBe(true);
    expect(store.startCancelling(1, { kind: 'order' })).toBe(false);
    expect(current(store.cancelling$)).toEqual({ orderId: 1, target: { kind: 'item', itemId: 11 } });
    store.endCancelling();
    expect(current(store.cancelling$)).toBeNull();
    expect(store.startCancelling(1, { kind: 'order' })).toBe(true);
  });

  it('forgets the order and any cancellation when the session ends', async () => {
    const { store } = setUp();
    store.show(1);
    await settle();
    store.startCancelling(1, { kind: 'order' });
    store.clear();
    expect(store.snapshot).toEqual({ status: 'idle' });
    expect(current(store.cancelling$)).toBeNull();
  });
});
