import { describe, expect, it } from 'vitest';
import { aWishlistItem } from '../../tests/fakes/fake-wishlist-gateway';
import { WishlistStore } from './wishlist-store';

function latest<T>(observable: { subscribe(next: (value: T) => void): { unsubscribe(): void } }): T {
  let value: T | undefined;
  observable.subscribe((next) => (value = next)).unsubscribe();
  return value as T;
}

describe('WishlistStore', () => {
  it('shows an added item first in the list and fills its heart at once', () => {
    const store = new WishlistStore();
    store.succeed(store.begin(), [aWishlistItem({ id: 1, productId: 7 })]);
    store.added(aWishlistItem({ id: 2, productId: 8 }));
    expect(store.snapshot.items.map((item) => item.id)).toEqual([2, 1]);
    expect(store.wishlistIdOf(8)).toBe(2);
  });

  it('drops a removed item from the list and empties its heart', () => {
    const store = new WishlistStore();
    store.succeed(store.begin(), [aWishlistItem({ id: 1, productId: 7 }), aWishlistItem({ id: 2, productId: 8 })]);
    store.removed(7, 1);
    expect(store.snapshot.items.map((item) => item.id)).toEqual([2]);
    expect(store.wishlistIdOf(7)).toBeNull();
  });

  it('learns from a product’s detail whether it is saved, before the list is loaded', () => {
    const store = new WishlistStore();
    store.noteProduct(7, 31);
    expect(latest(store.wishlistIdByProduct$).get(7)).toBe(31);
    store.noteProduct(7, null);
    expect(latest(store.wishlistIdByProduct$).has(7)).toBe(false);
  });

  it('marks products whose heart is being changed', () => {
    const store = new WishlistStore();
    store.startChange(7);
    expect(latest(store.pending$).has(7)).toBe(true);
    store.endChange(7);
    expect(latest(store.pending$).has(7)).toBe(false);
  });

  it('drops a load answer that arrives after a newer load began', () => {
    const store = new WishlistStore();
    const first = store.begin();
    const second = store.begin();
    store.succeed(first, [aWishlistItem({ id: 1 })]);
    expect(store.snapshot.status).toBe('loading');
    store.succeed(second, []);
    expect(store.snapshot).toEqual({ status: 'loaded', items: [] });
  });

  it('forgets everything when the session ends', () => {
    const store = new WishlistStore();
    store.succeed(store.begin(), [aWishlistItem({ id: 1, productId: 7 })]);
    store.clear();
    expect(store.snapshot).toEqual({ status: 'idle', items: [] });
    expect(store.wishlistIdOf(7)).toBeNull();
  });

  it('does not emit state$ again when only a heart’s pending mark changes', () => {
    const store = new WishlistStore();
    const states: unknown[] = [];
    store.state$.subscribe((state) => states.push(state));
    store.startChange(7);
    store.endChange(7);
    expect(states).toHaveLength(1);
  });
});
