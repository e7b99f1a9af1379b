import { describe, expect, it } from 'vitest';
import { apiOrder } from '../../tests/fakes/api-fixtures';
import { FakeOrderGateway } from '../../tests/fakes/fake-order-gateway';
import { FixedClock } from '../../tests/fakes/fixed-clock';
import { NOT_FOUND } from '../../tests/fakes/failures';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';
import { orderConfirmation } from './order-confirmation-store';
import { QueryStore } from '../context/query-store';

function setUp(shopper: Shopper = 'member') {
  const context = shopperContext(shopper);
  const clock = new FixedClock('2026-03-01T12:00:00.000Z');
  const gateway = new FakeOrderGateway(clock).withOrder(apiOrder(7001)).withOrder(apiOrder(7002));
  const store = new QueryStore(orderConfirmation(context.context, gateway, context.errors));
  return { ...context, gateway, store };
}

describe('OrderConfirmationStore', () => {
  it('loads the order the confirmation shows, by its id, in the page’s language', async () => {
    const { store, gateway } = setUp();
    store.show(7001);
    expect(store.snapshot).toEqual({ status: 'loading', orderId: 7001 });
    await settle();
    expect(store.snapshot).toMatchObject({ status: 'loaded', orderId: 7001, order: { id: 7001, referenceIdentifier: 'ORD-007001' } });
    expect(gateway.getRequests).toEqual([{ id: 7001, locale: 'en-CA' }]);
  });

  it('says an order that is not the member’s is not found, without reporting it', async () => {
    const { store, gateway, errors } = setUp();
    gateway.getOrder = async () => NOT_FOUND;
    store.show(9999);
    await settle();
    expect(store.snapshot).toEqual({ status: 'not-found', orderId: 9999 });
    expect(errors.reports).toEqual([]);
  });

  it('has no order for a visitor, and asks nothing', async () => {
    const { store, gateway } = setUp('guest');
    store.show(7001);
    await settle();
    expect(store.snapshot).toEqual({ status: 'not-found', orderId: 7001 });
    expect(gateway.getRequests).toEqual([]);
  });

});
