import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT, addRecentlyViewed, addRecentlyViewedProduct, type RecentlyViewedProduct } from './recently-viewed.ts';

describe('addRecentlyViewed', () => {
  it('keeps 4 products (spec §9)', () => {
    expect(RECENTLY_VIEWED_LIMIT).toBe(4);
  });

  it('puts the product just viewed first', () => {
    expect(addRecentlyViewed([], 'headphones')).toEqual(['headphones']);
    expect(addRecentlyViewed(['headphones', 'kettle'], 'tablet')).toEqual(['tablet', 'headphones', 'kettle']);
  });

  it('moves a product viewed again to the front instead of listing it twice', () => {
    expect(addRecentlyViewed(['tablet', 'headphones', 'kettle'], 'kettle')).toEqual(['kettle', 'tablet', 'headphones']);
    expect(addRecentlyViewed(['tablet'], 'tablet')).toEqual(['tablet']);
  });

  it('drops the oldest when four are held', () => {
    expect(addRecentlyViewed(['d', 'c', 'b', 'a'], 'e')).toEqual(['e', 'd', 'c', 'b']);
  });

  it('keeps all four when the product viewed is already held', () => {
    expect(addRecentlyViewed(['d', 'c', 'b', 'a'], 'a')).toEqual(['a', 'd', 'c', 'b']);
  });

  it('tidies a stored list with duplicates or too many entries', () => {
    expect(addRecentlyViewed(['a', 'a', 'b', 'c', 'd', 'e', 'f'], 'g')).toEqual(['g', 'a', 'b', 'c']);
  });

  it('ignores a blank slug but still tidies the list', () => {
    expect(addRecentlyViewed(['a', 'b'], '')).toEqual(['a', 'b']);
    expect(addRecentlyViewed(['a', 'a', 'b', 'c', 'd', 'e'], '  ')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not change the given list', () => {
    const list = ['b', 'a'];
    addRecentlyViewed(list, 'c');
    expect(list).toEqual(['b', 'a']);
  });

  it('never holds more than 4 nor a duplicate, and keeps the others in order behind the newest', () => {
    const slug = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(fc.array(slug, { maxLength: 10 }), fc.array(slug, { maxLength: 12 }), (start, views) => {
        let list: readonly string[] = start;
        for (const viewed of views) {
          const previous = list;
          list = addRecentlyViewed(list, viewed);
          expect(list[0]).toBe(viewed);
          expect(list.slice(1)).toEqual([...new Set(previous)].filter((entry) => entry !== viewed).slice(0, 3));
          expect(list.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT);
          expect(new Set(list).size).toBe(list.length);
        }
      }),
    );
  });
});

function viewed(slug: string, points = 100): RecentlyViewedProduct {
  return { slug, name: `Product ${slug}`, imageUrl: null, points };
}

function slugs(list: readonly RecentlyViewedProduct[]): string[] {
  return list.map((product) => product.slug);
}

describe('addRecentlyViewedProduct', () => {
  it('puts the product just viewed first', () => {
    expect(addRecentlyViewedProduct([], viewed('headphones'))).toEqual([viewed('headphones')]);
    expect(slugs(addRecentlyViewedProduct([viewed('headphones'), viewed('kettle')], viewed('tablet')))).toEqual(['tablet', 'headphones', 'kettle']);
  });

  it('moves a product viewed again to the front, with its newest data', () => {
    const list = addRecentlyViewedProduct([viewed('tablet'), viewed('kettle', 100), viewed('headphones')], viewed('kettle', 80));
    expect(list).toEqual([viewed('kettle', 80), viewed('tablet'), viewed('headphones')]);
  });

  it('drops the oldest when four are held, and keeps all four when the product is already held', () => {
    const four = ['d', 'c', 'b', 'a'].map((slug) => viewed(slug));
    expect(slugs(addRecentlyViewedProduct(four, viewed('e')))).toEqual(['e', 'd', 'c', 'b']);
    expect(slugs(addRecentlyViewedProduct(four, viewed('a')))).toEqual(['a', 'd', 'c', 'b']);
  });

  it('tidies a stored list with duplicate slugs or too many entries, keeping the first of each slug', () => {
    const stored = [viewed('a', 1), viewed('a', 2), viewed('b'), viewed('c'), viewed('d'), viewed('e')];
    expect(addRecentlyViewedProduct(stored, viewed('f'))).toEqual([viewed('f'), viewed('a', 1), viewed('b'), viewed('c')]);
  });

  it('ignores a product with a blank slug but still tidies the list', () => {
    expect(addRecentlyViewedProduct([viewed('a'), viewed('b')], viewed(' '))).toEqual([viewed('a'), viewed('b')]);
    expect(slugs(addRecentlyViewedProduct(['a', 'a', 'b', 'c', 'd', 'e'].map((slug) => viewed(slug)), viewed('')))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not change the given list', () => {
    const list = [viewed('b'), viewed('a')];
    addRecentlyViewedProduct(list, viewed('c'));
    expect(list).toEqual([viewed('b'), viewed('a')]);
  });

  it('follows the same rule as addRecentlyViewed, keyed by slug', () => {
    const slug = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
    fc.assert(
      fc.property(fc.array(slug, { maxLength: 10 }), fc.array(slug, { maxLength: 12 }), (start, views) => {
        let products: readonly RecentlyViewedProduct[] = start.map((entry) => viewed(entry));
        let list: readonly string[] = start;
        for (const entry of views) {
          products = addRecentlyViewedProduct(products, viewed(entry));
          list = addRecentlyViewed(list, entry);
          expect(slugs(products)).toEqual(list);
        }
      }),
    );
  });
});
