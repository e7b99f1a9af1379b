import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WISHLIST_ORDERS, isWishlistOrder, sortWishlist, type WishlistItem } from './wishlist.ts';

function item(id: number, productName: string, createdAt: string, points = 1000): WishlistItem {
  return {
    id,
    productId: id * 10,
    productSlug: `product-${id}`,
    productName,
    productVariantId: id * 100,
    productCollectionId: 1,
    catalogId: 1,
    imageUrl: null,
    points,
    createdAt: new Date(createdAt),
  };
}

const kettle = item(1, 'Kettle', '2026-01-10T00:00:00Z');
const earbuds = item(2, 'écouteurs sans fil', '2026-03-05T00:00:00Z');
const blender = item(3, 'Blender', '2026-02-20T00:00:00Z');
const items = [kettle, earbuds, blender];
const ids = (list: readonly WishlistItem[]) => list.map((entry) => entry.id);

describe('sortWishlist', () => {
  it('lists the six orders the API knows', () => {
    expect(WISHLIST_ORDERS).toEqual(['newest', 'oldest', 'name-a-z', 'name-z-a', 'price-low-high', 'price-high-low']);
    expect(isWishlistOrder('price-high-low')).toBe(true);
    expect(isWishlistOrder('name')).toBe(false);
  });

  it('lists the most recently saved first for newest', () => {
    expect(ids(sortWishlist(items, 'newest'))).toEqual([2, 3, 1]);
  });

  it('lists the earliest saved first for oldest', () => {
    expect(ids(sortWishlist(items, 'oldest'))).toEqual([1, 3, 2]);
  });

  it('lists by product name, ignoring case and accents, either way', () => {
    expect(ids(sortWishlist(items, 'name-a-z'))).toEqual([3, 2, 1]);
    expect(ids(sortWishlist(items, 'name-a-z', 'fr-CA'))).toEqual([3, 2, 1]);
    expect(ids(sortWishlist([blender, kettle, earbuds], 'name-z-a'))).toEqual([1, 2, 3]);
  });

  it('lists by points, lowest or highest first', () => {
    const priced = [item(1, 'A', '2026-01-01T00:00:00Z', 5_000), item(2, 'B', '2026-01-01T00:00:00Z', 900), item(3, 'C', '2026-01-01T00:00:00Z', 12_000)];
    expect(ids(sortWishlist(priced, 'price-low-high'))).toEqual([2, 1, 3]);
    expect(ids(sortWishlist(priced, 'price-high-low'))).toEqual([3, 1, 2]);
  });

  it('orders numbers in names by value', () => {
    const speakers = [item(1, 'Speaker 10', '2026-01-01T00:00:00Z'), item(2, 'Speaker 9', '2026-01-01T00:00:00Z')];
    expect(ids(sortWishlist(speakers, 'name-a-z'))).toEqual([2, 1]);
  });

  it('keeps the given order for items that tie', () => {
    const same = [item(1, 'Mug', '2026-01-01T00:00:00Z'), item(2, 'mug', '2026-01-01T00:00:00Z')];
    expect(ids(sortWishlist(same, 'newest'))).toEqual([1, 2]);
    expect(ids(sortWishlist(same, 'oldest'))).toEqual([1, 2]);
    expect(ids(sortWishlist(same, 'name-a-z'))).toEqual([1, 2]);
    expect(ids(sortWishlist(same, 'name-z-a'))).toEqual([1, 2]);
    expect(ids(sortWishlist(same, 'price-low-high'))).toEqual([1, 2]);
    expect(ids(sortWishlist(same, 'price-high-low'))).toEqual([1, 2]);
  });

  it('does not reorder the given list', () => {
    const list = [kettle, earbuds];
    sortWishlist(list, 'name-a-z');
    expect(list).toEqual([kettle, earbuds]);
  });

  it('always gives the same items, newest and oldest as each other in reverse when dates differ', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 8 }),
        fc.constantFrom(...WISHLIST_ORDERS),
        (stamps, order) => {
          const list = stamps.map((stamp, index) => item(index, `P${stamp}`, new Date(stamp * 60_000).toISOString()));
          const sorted = sortWishlist(list, order);
          expect([...sorted].sort((a, b) => a.id - b.id)).toEqual(list);
          expect(sortWishlist(list, 'oldest')).toEqual([...sortWishlist(list, 'newest')].reverse());
          const times = sortWishlist(list, 'newest').map((entry) => entry.createdAt.getTime());
          expect(times).toEqual([...times].sort((a, b) => b - a));
        },
      ),
    );
  });
});
