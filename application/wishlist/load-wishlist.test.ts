import { describe, expect, it } from 'vitest';
import { FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { FakeWishlistGateway, aWishlistItem } from '../../tests/fakes/fake-wishlist-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { LoadWishlist } from './load-wishlist';
import { WishlistStore } from './wishlist-store';

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper);
  const gateway = new FakeWishlistGateway(new FakeCatalogueGateway(), [
    aWishlistItem({ id: 1, productId: 7, createdAt: new Date('2026-01-01T00:00:00Z') }),
    aWishlistItem({ id: 2, productId: 8, createdAt: new Date('2026-02-01T00:00:00Z') }),
  ]);
  const store = new WishlistStore();
  const load = new LoadWishlist(gateway, store, context.sessions, context.accounts, context.endSession, context.errors);
  return { ...context, gateway, store, load };
}

const snapshot = <T>(observable: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T => {
  let value: T | undefined;
  observable.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
};

describe('LoadWishlist', () => {
  it('holds the member’s items, newest first, and fills the hearts of their products', async () => {
    const { load, gateway, store } = setUp('member');
    await load.execute('fr-CA');
    expect(gateway.listRequests).toEqual([{ locale: 'fr-CA', accountId: 101 }]);
    expect(store.snapshot.status).toBe('loaded');
    expect(store.snapshot.items.map((item) => item.id)).toEqual([2, 1]);
    expect(snapshot(store.wishlistIdByProduct$)).toEqual(
      new Map([
        [8, 2],
        [7, 1],
      ]),
    );
  });

  it('asks nothing for a visitor', async () => {
    const { load, gateway, store } = setUp('guest');
    await load.execute('en-CA');
    expect(gateway.listRequests).toEqual([]);
    expect(store.snapshot.status).toBe('idle');
  });

  it('waits while the member’s cards load', async () => {
    const { load, gateway, store } = setUp('member-loading-cards');
    await load.execute('en-CA');
    expect(gateway.listRequests).toEqual([]);
    expect(store.snapshot.status).toBe('loading');
  });

  it('reports a failure', async () => {
    const { load, gateway, store, errors } = setUp('member');
    gateway.failure = { errorCode: 500, code: 'INTERNAL_ERROR', message: '' };
    await load.execute('en-CA');
    expect(store.snapshot.status).toBe('failed');
    expect(errors.reports).toHaveLength(1);
  });

  it('ends the session when the member’s token is refused', async () => {
    const { load, gateway, sessions, errors } = setUp('member');
    gateway.failure = { errorCode: 401, code: 'UNAUTHENTICATED', message: '' };
    await load.execute('en-CA');
    expect(sessions.snapshot.session).toBeNull();
    expect(errors.reports).toEqual([]);
  });
});
