import { describe, expect, it } from 'vitest';
import { FakeCartGateway } from '../../tests/fakes/fake-cart-gateway';
import { FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { CartStore } from './cart-store';
import { LoadCart } from './load-cart';

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeCartGateway(new FakeCatalogueGateway()).withCart(101, 3, 1_000);
  const store = new CartStore();
  const load = new LoadCart(gateway, store, context.sessions, context.accounts, context.endSession, context.errors);
  return { ...context, gateway, store, load };
}

function latest<T>(observable: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  observable.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
}

describe('LoadCart', () => {
  it('holds the active card’s open cart, and the header count is its number of items', async () => {
    const { load, gateway, store } = setUp('member');
    await load.execute('en-CA');
    expect(gateway.getRequests).toEqual([{ accountId: 101, locale: 'en-CA' }]);
    expect(store.snapshot).toMatchObject({ status: 'loaded', cart: { itemCount: 3, points: 3_000 } });
    expect(latest(store.itemCount$)).toBe(3);
  });

  it('counts 0 when the card has no open cart', async () => {
    const { load, accounts, store } = setUp('member');
    const cards = accounts.snapshot.accounts;
    accounts.switchFinished(cards[1]!);
    await load.execute('en-CA');
    expect(store.snapshot).toEqual({ status: 'loaded', cart: null });
    expect(latest(store.itemCount$)).toBe(0);
  });

  it('asks nothing for a visitor, whose count is 0', async () => {
    const { load, gateway, store } = setUp('guest');
    await load.execute('en-CA');
    expect(gateway.getRequests).toEqual([]);
    expect(latest(store.itemCount$)).toBe(0);
  });

  it('asks nothing while the member’s cards load', async () => {
    const { load, gateway } = setUp('member-loading-cards');
    await load.execute('en-CA');
    expect(gateway.getRequests).toEqual([]);
  });

  it('reports a failure and keeps the last count', async () => {
    const { load, gateway, store, errors } = setUp('member');
    await load.execute('en-CA');
    gateway.failure = { errorCode: 500, code: 'INTERNAL_ERROR', message: '' };
    await load.execute('en-CA');
    expect(store.snapshot).toMatchObject({ status: 'failed', cart: { itemCount: 3 } });
    expect(errors.reports).toHaveLength(1);
  });

  it('ends the session when the member’s token is refused', async () => {
    const { load, gateway, sessions } = setUp('member');
    gateway.failure = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    await load.execute('en-CA');
    expect(sessions.snapshot.session).toBeNull();
  });
});

describe('CartStore', () => {
  it('lets an addition’s answer win over a load still on its way', () => {
    const store = new CartStore();
    const ticket = store.begin();
    store.updated({ cartId: 1, itemCount: 5, points: 5_000 });
    store.succeed(ticket, { cartId: 1, itemCount: 4, points: 4_000 });
    expect(store.snapshot.cart?.itemCount).toBe(5);
  });

  it('forgets the cart when the session ends', () => {
    const store = new CartStore();
    store.updated({ cartId: 1, itemCount: 5, points: 5_000 });
    store.clear();
    expect(store.snapshot).toEqual({ status: 'idle', cart: null });
  });
});
