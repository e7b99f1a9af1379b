import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORT_OPTIONS, defaultSortDirection, isProductSort, sortFromQuery, sortToQuery } from './product-sort.ts';

describe('product sort', () => {
  it('offers the six sort options of spec §2, in menu order', () => {
    expect(PRODUCT_SORT_OPTIONS).toEqual(['oldest-newest', 'newest-oldest', 'price-low-high', 'price-high-low', 'name-a-z', 'name-z-a']);
  });

  it('sorts newest first when the member has not chosen', () => {
    expect(DEFAULT_PRODUCT_SORT).toBe('newest-oldest');
  });

  it('maps date sorts to created_at, price sorts to price and name sorts to name, with the direction', () => {
    expect(sortToQuery('oldest-newest')).toEqual({ sortField: 'created_at', sortDirection: 'asc' });
    expect(sortToQuery('newest-oldest')).toEqual({ sortField: 'created_at', sortDirection: 'desc' });
    expect(sortToQuery('price-low-high')).toEqual({ sortField: 'price', sortDirection: 'asc' });
    expect(sortToQuery('price-high-low')).toEqual({ sortField: 'price', sortDirection: 'desc' });
    expect(sortToQuery('name-a-z')).toEqual({ sortField: 'name', sortDirection: 'asc' });
    expect(sortToQuery('name-z-a')).toEqual({ sortField: 'name', sortDirection: 'desc' });
  });

  it('reads a sort field and direction back as the option', () => {
    expect(sortFromQuery('created_at', 'asc')).toBe('oldest-newest');
    expect(sortFromQuery('created_at', 'desc')).toBe('newest-oldest');
    expect(sortFromQuery('price', 'asc')).toBe('price-low-high');
    expect(sortFromQuery('price', 'desc')).toBe('price-high-low');
    expect(sortFromQuery('name', 'asc')).toBe('name-a-z');
    expect(sortFromQuery('name', 'desc')).toBe('name-z-a');
  });

  it('gives null for a field or direction that is not one of the six pairs', () => {
    expect(sortFromQuery('rating', 'asc')).toBeNull();
    expect(sortFromQuery('price', 'up')).toBeNull();
    expect(sortFromQuery('PRICE', 'ASC')).toBeNull();
    expect(sortFromQuery(null, 'asc')).toBeNull();
    expect(sortFromQuery('price', undefined)).toBeNull();
    expect(sortFromQuery(undefined, undefined)).toBeNull();
  });

  it('hands out a copy, so a caller cannot change the mapping', () => {
    const query = sortToQuery('price-low-high') as { sortDirection: string };
    query.sortDirection = 'desc';
    expect(sortToQuery('price-low-high').sortDirection).toBe('asc');
  });

  it('recognises only the six options as sorts', () => {
    for (const sort of PRODUCT_SORT_OPTIONS) {
      expect(isProductSort(sort)).toBe(true);
    }
    expect(isProductSort('relevance')).toBe(false);
    expect(isProductSort('')).toBe(false);
    expect(isProductSort(null)).toBe(false);
  });

  it('always round-trips an option through its query, and no two options share a query', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRODUCT_SORT_OPTIONS), fc.constantFrom(...PRODUCT_SORT_OPTIONS), (a, b) => {
        const query = sortToQuery(a);
        expect(sortFromQuery(query.sortField, query.sortDirection)).toBe(a);
        if (a !== b) {
          expect(sortToQuery(b)).not.toEqual(query);
        }
      }),
    );
  });

  it('never reads an arbitrary pair as a sort unless it is one of the six', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (field, direction) => {
        const sort = sortFromQuery(field, direction);
        if (sort !== null) {
          expect(sortToQuery(sort)).toEqual({ sortField: field, sortDirection: direction });
        }
      }),
    );
  });

  it('sorts dates newest first and prices and names ascending when a request names no direction', () => {
    expect(defaultSortDirection('created_at')).toBe('desc');
    expect(defaultSortDirection('price')).toBe('asc');
    expect(defaultSortDirection('name')).toBe('asc');
  });
});
