import type { RecentlyViewedProduct } from '@rewards-storefront/domain/catalogue/recently-viewed';
import { MemorySlot } from '../../tests/fakes/memory-slot';
import { describe, expect, it } from 'vitest';
import { RecentlyViewedStore } from './recently-viewed-store';

const viewed = (slug: string, points = 1_000): RecentlyViewedProduct => ({ slug, name: slug.toUpperCase(), imageUrl: null, points });

describe('RecentlyViewedStore', () => {
  it('starts from what browser storage holds', () => {
    const store = new RecentlyViewedStore(new MemorySlot<readonly RecentlyViewedProduct[]>([viewed('a'), viewed('b')]));
    expect(store.snapshot.map((product) => product.slug)).toEqual(['a', 'b']);
  });

  it('tidies what an older version stored: no duplicate, at most four, newest first', () => {
    const stored = [viewed('a', 2), viewed('b'), viewed('a', 1), viewed('c'), viewed('d'), viewed('e')];
    const store = new RecentlyViewedStore(new MemorySlot<readonly RecentlyViewedProduct[]>(stored));
    expect(store.snapshot).toEqual([viewed('a', 2), viewed('b'), viewed('c'), viewed('d')]);
  });

  it('puts the product viewed first, drops the oldest beyond four, and stores the list', () => {
    const storage = new MemorySlot<readonly RecentlyViewedProduct[]>([viewed('a'), viewed('b'), viewed('c'), viewed('d')]);
    const store = new RecentlyViewedStore(storage);
    const seen: string[][] = [];
    store.items$.subscribe((items) => seen.push(items.map((product) => product.slug)));
    store.record(viewed('e'));
    expect(seen).toEqual([
      ['a', 'b', 'c', 'd'],
      ['e', 'a', 'b', 'c'],
    ]);
    expect(storage.stored?.map((product) => product.slug)).toEqual(['e', 'a', 'b', 'c']);
  });

  it('moves a product viewed again to the front with its latest price', () => {
    const store = new RecentlyViewedStore(new MemorySlot<readonly RecentlyViewedProduct[]>([viewed('a'), viewed('b', 1_000)]));
    store.record(viewed('b', 900));
    expect(store.snapshot).toEqual([viewed('b', 900), viewed('a')]);
  });
});
