import { describe, expect, it } from 'vitest';
import { FakeCatalogueGateway } from '../../tests/fakes/fake-catalogue-gateway';
import { FakeWishlistGateway, aWishlistItem } from '../../tests/fakes/fake-wishlist-gateway';
import { shopperContext, type Shopper } from '../../tests/fakes/shopper-context';
import { current, settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { wishlistFor } from '../../tests/fakes/wishlist-for';

function setUp(shopper: Shopper) {
  const context = shopperContext(shopper, 'fr-CA');
  const gateway = new FakeWishlistGateway(new FakeCatalogueGateway(), [
    aWishlistItem({ id: 1, productId: 7, createdAt: new Date('2026-01-01T00:00:00Z') }),
    aWishlistItem({ id: 2, productId: 8, createdAt: new Date('2026-02-01T00:00:00Z') }),
  ]);
  const { wishlist: store } = wishlistFor(context, gateway);
  return { ...context, gateway, store };
}

describe('WishlistStore', () => {
  it('holds the member’s items, newest first, and fills the hearts of their products, while a screen shows them', async () => {
    const { store, gateway } = setUp('member');
    await settle();
    expect(gateway.listRequests).toEqual([]);
    store.show();
    await settle();
    expect(gateway.listRequests).toEqual([{ locale: 'fr-CA', accountId: 101 }]);
    expect(store.snapshot.status).toBe('loaded');
    expect(store.snapshot.items.map((item) => item.id)).toEqual([2, 1]);
    expect(current(store.wishlistIdByProduct$)).toEqual(
      new Map([
        [8, 2],
        [7, 1],
      ]),
    );
  });

  it('asks nothing for a visitor, nor while the member’s cards load', async () => {
    const visitor = setUp('guest');
    visitor.store.show();
    await settle();
    expect(visitor.gateway.listRequests).toEqual([]);
    expect(visitor.store.snapshot).toEqual({ status: 'idle', items: [] });

    const loading = setUp('member-loading-cards');
    loading.store.show();
    await settle();
    expect(loading.gateway.listRequests).toEqual([]);
    expect(loading.store.snapshot.status).toBe('loading');
  });

  it('reloads for the new card after a card switch, the latest answer winning', async () => {
    const { store, gateway, accounts } = setUp('member');
    const time = virtualTime();
    slowAnswers(gateway, 'list', time.scheduler, ({ accountId }) => (accountId === 101 ? 100 : 10));
    store.show();
    gateway.items = [aWishlistItem({ id: 3, productId: 9 })];
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await time.runUntil(100);
    expect(gateway.listRequests.map((request) => request.accountId)).toEqual([101, 102]);
    expect(store.snapshot.items.map((item) => item.id)).toEqual([3]);
  });

  it('shows an added item first in the list and fills its heart at once', async () => {
    const { store } = setUp('member');
    store.show();
    await settle();
    store.added(aWishlistItem({ id: 5, productId: 11 }));
    expect(store.snapshot.items.map((item) => item.id)).toEqual([5, 2, 1]);
    expect(store.wishlistIdOf(11)).toBe(5);
  });

  it('drops a removed item from the list and empties its heart', async () => {
    const { store } = setUp('member');
    store.show();
    await settle();
    store.removed(7, 1);
    expect(store.snapshot.items.map((item) => item.id)).toEqual([2]);
    expect(store.wishlistIdOf(7)).toBeNull();
  });

  it('learns from a product’s detail whether it is saved, before the list is loaded', () => {
    const { store } = setUp('member');
    store.noteProduct(7, 31);
    expect(current(store.wishlistIdByProduct$).get(7)).toBe(31);
    store.noteProduct(7, null);
    expect(current(store.wishlistIdByProduct$).has(7)).toBe(false);
  });

  it('marks products whose heart is being changed, without emitting state$ again', () => {
    const { store } = setUp('member');
    const states: unknown[] = [];
    store.state$.subscribe((state) => states.push(state));
    store.startChange(7);
    expect(current(store.pending$).has(7)).toBe(true);
    store.endChange(7);
    expect(current(store.pending$).has(7)).toBe(false);
    expect(states).toHaveLength(1);
  });

  it('forgets everything when the session ends', async () => {
    const { store, endSession } = setUp('member');
    store.show();
    await settle();
    store.clear();
    endSession.execute();
    await settle();
    expect(store.snapshot).toEqual({ status: 'idle', items: [] });
    expect(store.wishlistIdOf(7)).toBeNull();
  });
});
