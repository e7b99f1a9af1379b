import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, POINTS_FILTER_MAX, type CatalogueFilters } from './catalogue-filters.ts';
import { PRODUCT_SORT_OPTIONS } from './product-sort.ts';
import {
  DEFAULT_SHOP_QUERY,
  SHOP_QUERY_KEYS,
  sameShopQuery,
  shopQueryFromParams,
  shopQueryToParams,
  withFilters,
  withPage,
  withSort,
  type ShopQuery,
} from './shop-query.ts';

/** A search with every filter set, as the shop's address carries it. */
const EVERY_FILTER: Partial<CatalogueFilters> = {
  search: 'café',
  categoryPath: ['Electronics', 'Audio'],
  brands: ['Sonique', 'Bose'],
  minPoints: 100,
  maxPoints: 2000,
  promotionGroups: ['sale', 'new'],
};

function query(filters: Partial<CatalogueFilters> = {}, rest: Partial<Omit<ShopQuery, 'filters'>> = {}): ShopQuery {
  return { ...DEFAULT_SHOP_QUERY, ...rest, filters: { ...EMPTY_FILTERS, ...filters } };
}

function fromUrl(search: string): ShopQuery {
  return shopQueryFromParams(new URLSearchParams(search));
}

function toUrl(shop: ShopQuery): string {
  return shopQueryToParams(shop).toString();
}

describe('the default shop query', () => {
  it('is no filter, the server default sort and page 1', () => {
    expect(DEFAULT_SHOP_QUERY).toEqual({ filters: EMPTY_FILTERS, sort: null, page: 1 });
    expect(Object.isFrozen(DEFAULT_SHOP_QUERY)).toBe(true);
  });

  it('is what a URL without parameters holds, and gives a URL without parameters', () => {
    expect(fromUrl('')).toEqual(DEFAULT_SHOP_QUERY);
    expect(toUrl(DEFAULT_SHOP_QUERY)).toBe('');
  });
});

describe('shopQueryToParams', () => {
  it('names the URL keys q, category, brand, min, max, promotion, sort and page', () => {
    expect(Object.values(SHOP_QUERY_KEYS)).toEqual(['q', 'category', 'brand', 'min', 'max', 'promotion', 'sort', 'page']);
    expect(Object.isFrozen(SHOP_QUERY_KEYS)).toBe(true);
  });

  it('writes every part of the query in a fixed key order', () => {
    const shop = query(EVERY_FILTER, { sort: 'price-low-high', page: 3 });
    expect([...shopQueryToParams(shop)]).toEqual([
      ['q', 'café'],
      ['category', 'Electronics > Audio'],
      ['brand', 'Sonique'],
      ['brand', 'Bose'],
      ['min', '100'],
      ['max', '2000'],
      ['promotion', 'sale'],
      ['promotion', 'new'],
      ['sort', 'price-low-high'],
      ['page', '3'],
    ]);
  });

  it('leaves out a minimum of 0 and a maximum at the top of the range, but not one point inside them', () => {
    expect(toUrl(query({ minPoints: 0, maxPoints: POINTS_FILTER_MAX }))).toBe('');
    expect(toUrl(query({ minPoints: 1 }))).toBe('min=1');
    expect(toUrl(query({ maxPoints: POINTS_FILTER_MAX - 1 }))).toBe('max=499999');
    expect(toUrl(query({ maxPoints: 0 }))).toBe('max=0');
  });

  it('leaves out page 1 but writes page 2', () => {
    expect(toUrl(query({}, { page: 1 }))).toBe('');
    expect(toUrl(query({}, { page: 2 }))).toBe('page=2');
  });

  it('writes a one-level category without a delimiter', () => {
    expect(toUrl(query({ categoryPath: ['Monthly Specials'] }))).toBe('category=Monthly+Specials');
  });
});

describe('shopQueryFromParams', () => {
  it('reads every part of the query', () => {
    expect(
      fromUrl(
        'q=caf%C3%A9&category=Electronics+%3E+Audio&brand=Sonique&brand=Bose&min=100&max=2000&promotion=sale&promotion=new&sort=name-z-a&page=3',
      ),
    ).toEqual(
      query(EVERY_FILTER, { sort: 'name-z-a', page: 3 }),
    );
  });

  it('reads a category path whatever the spacing around the delimiter', () => {
    expect(fromUrl('category=Electronics>Audio>>').filters.categoryPath).toEqual(['Electronics', 'Audio']);
  });

  it('cuts a category path to the three levels the catalogue has', () => {
    expect(fromUrl('category=A>B>C>D').filters.categoryPath).toEqual(['A', 'B', 'C']);
    expect(fromUrl('category=A>B>C').filters.categoryPath).toEqual(['A', 'B', 'C']);
  });

  it('reads every sort option and drops an unknown one', () => {
    for (const sort of PRODUCT_SORT_OPTIONS) {
      expect(fromUrl(`sort=${sort}`).sort).toBe(sort);
    }
    expect(fromUrl('sort=cheapest').sort).toBeNull();
    expect(fromUrl('sort=').sort).toBeNull();
  });

  it('reads a page that is a whole number from 1 up, and page 1 for anything else', () => {
    expect(fromUrl('page=1').page).toBe(1);
    expect(fromUrl('page=7').page).toBe(7);
    expect(fromUrl('page=0').page).toBe(1);
    expect(fromUrl('page=-2').page).toBe(1);
    expect(fromUrl('page=2.5').page).toBe(1);
    expect(fromUrl('page=two').page).toBe(1);
    expect(fromUrl('page=').page).toBe(1);
    expect(fromUrl('page=1e300').page).toBe(1);
  });

  it('treats a blank or non-numeric points bound as no bound, not as 0', () => {
    expect(fromUrl('min=&max=').filters).toEqual(EMPTY_FILTERS);
    expect(fromUrl('min=%20&max=%20').filters).toEqual(EMPTY_FILTERS);
    expect(fromUrl('min=abc&max=lots').filters).toEqual(EMPTY_FILTERS);
  });

  it('reads a points bound sent with its thousands separators, as the shop’s form sends it without the page’s script', () => {
    expect(fromUrl('min=25%2C000&max=125%2C000').filters).toMatchObject({ minPoints: 25_000, maxPoints: 125_000 });
    // French: a no-break or narrow no-break space, or a plain one.
    expect(fromUrl('min=25%C2%A0000&max=125%E2%80%AF000').filters).toMatchObject({ minPoints: 25_000, maxPoints: 125_000 });
    expect(fromUrl('min=1+500').filters).toMatchObject({ minPoints: 1_500 });
    expect(fromUrl('min=%2C&max=%20%2C%20').filters).toEqual(EMPTY_FILTERS);
  });

  it('tidies the filters as normalizeFilters does', () => {
    expect(fromUrl('q=+cafe+&brand=Bose&brand=+&brand=Bose&min=900&max=-5&promotion=sale&promotion=sale').filters).toEqual({
      search: 'cafe',
      categoryPath: [],
      brands: ['Bose'],
      minPoints: 0,
      maxPoints: 900,
      promotionGroups: ['sale'],
    });
    expect(fromUrl('max=9999999').filters.maxPoints).toBe(POINTS_FILTER_MAX);
  });

  it('takes the first of a repeated single parameter and ignores unknown ones', () => {
    expect(fromUrl('q=one&q=two&sort=name-a-z&sort=name-z-a&page=2&page=3&catalogue=gift-cards')).toEqual(
      query({ search: 'one' }, { sort: 'name-a-z', page: 2 }),
    );
  });

  it('gives back the query it was written from (round trip)', () => {
    const name = fc.constantFrom('Apple', 'Bose', 'Électronique', 'Audio & Vidéo', 'Café+Thé', 'a=b');
    const tidyQuery = fc.record({
      filters: fc
        .record({
          search: fc.constantFrom('', 'cafe', 'écouteurs sans fil', '50% off'),
          categoryPath: fc.array(name, { maxLength: 3 }),
          brands: fc.uniqueArray(name, { maxLength: 4 }),
          first: fc.integer({ min: 0, max: POINTS_FILTER_MAX }),
          second: fc.integer({ min: 0, max: POINTS_FILTER_MAX }),
          promotionGroups: fc.uniqueArray(fc.constantFrom('sale', 'new', 'bonus'), { maxLength: 3 }),
        })
        .map(({ first, second, ...rest }) => ({ ...rest, minPoints: Math.min(first, second), maxPoints: Math.max(first, second) })),
      sort: fc.constantFrom(null, ...PRODUCT_SORT_OPTIONS),
      page: fc.integer({ min: 1, max: 10000 }),
    });
    fc.assert(
      fc.property(tidyQuery, (shop) => {
        expect(shopQueryFromParams(new URLSearchParams(shopQueryToParams(shop).toString()))).toEqual(shop);
      }),
    );
  });
});

describe('withFilters', () => {
  it('changes the given filters, keeps the others and the sort, and goes back to page 1', () => {
    const shop = query({ search: 'cafe', brands: ['Bose'] }, { sort: 'price-high-low', page: 4 });
    expect(withFilters(shop, { brands: ['Bose', 'Sony'] })).toEqual(
      query({ search: 'cafe', brands: ['Bose', 'Sony'] }, { sort: 'price-high-low', page: 1 }),
    );
  });

  it('tidies what it is given, category depth included', () => {
    expect(
      withFilters(DEFAULT_SHOP_QUERY, { search: ' tea ', minPoints: 700, maxPoints: 300, categoryPath: ['A', 'B', 'C', 'D'] }).filters,
    ).toEqual({
      ...EMPTY_FILTERS,
      search: 'tea',
      minPoints: 300,
      maxPoints: 700,
      categoryPath: ['A', 'B', 'C'],
    });
  });

  it('does not change the query it was given', () => {
    const shop = query({ brands: ['Bose'] }, { page: 2 });
    withFilters(shop, { brands: [] });
    expect(shop).toEqual(query({ brands: ['Bose'] }, { page: 2 }));
  });
});

describe('withSort', () => {
  it('changes the sort, keeps the filters and goes back to page 1', () => {
    const shop = query({ search: 'cafe' }, { sort: 'name-a-z', page: 5 });
    expect(withSort(shop, 'price-low-high')).toEqual(query({ search: 'cafe' }, { sort: 'price-low-high', page: 1 }));
    expect(withSort(shop, null)).toEqual(query({ search: 'cafe' }, { sort: null, page: 1 }));
  });
});

describe('withPage', () => {
  it('changes the page and keeps the filters and the sort', () => {
    const shop = query({ brands: ['Bose'] }, { sort: 'name-a-z', page: 2 });
    expect(withPage(shop, 1)).toEqual(query({ brands: ['Bose'] }, { sort: 'name-a-z', page: 1 }));
    expect(withPage(shop, 6)).toEqual(query({ brands: ['Bose'] }, { sort: 'name-a-z', page: 6 }));
  });

  it('goes to page 1 for a page that is not a whole number from 1 up', () => {
    const shop = query({}, { page: 3 });
    expect(withPage(shop, 0).page).toBe(1);
    expect(withPage(shop, -1).page).toBe(1);
    expect(withPage(shop, 2.5).page).toBe(1);
    expect(withPage(shop, Number.NaN).page).toBe(1);
    expect(withPage(shop, Number.POSITIVE_INFINITY).page).toBe(1);
  });
});

describe('sameShopQuery', () => {
  it('holds for queries with the same URL form, however they were built', () => {
    expect(sameShopQuery(withPage(DEFAULT_SHOP_QUERY, 1), DEFAULT_SHOP_QUERY)).toBe(true);
    expect(
      sameShopQuery(withFilters(DEFAULT_SHOP_QUERY, { search: 'kettle' }), withFilters(DEFAULT_SHOP_QUERY, { search: 'kettle' })),
    ).toBe(true);
  });

  it('fails for another search, sort or page', () => {
    expect(sameShopQuery(withFilters(DEFAULT_SHOP_QUERY, { search: 'kettle' }), DEFAULT_SHOP_QUERY)).toBe(false);
    expect(sameShopQuery(withSort(DEFAULT_SHOP_QUERY, 'price-low-high'), DEFAULT_SHOP_QUERY)).toBe(false);
    expect(sameShopQuery(withPage(DEFAULT_SHOP_QUERY, 2), DEFAULT_SHOP_QUERY)).toBe(false);
  });
});
