import { DEFAULT_SHOP_QUERY, withFilters, withPage, withSort } from '@domain/catalogue/shop-query';
import { describe, expect, it } from 'vitest';
import { shopSearch } from './use-shop-query';

describe('shopSearch', () => {
  it('is empty for the default query of the default catalogue, so /shop stays /shop', () => {
    expect(shopSearch(DEFAULT_SHOP_QUERY, 'merchandise')).toBe('');
    expect(shopSearch(DEFAULT_SHOP_QUERY, null)).toBe('');
  });

  it('names another catalogue first, then the query in the domain order', () => {
    const query = withPage(withSort(withFilters(DEFAULT_SHOP_QUERY, { search: 'café', brands: ['Brava', 'Auralis'], maxPoints: 20_000 }), 'name-a-z'), 2);
    expect(shopSearch(query, 'gift-cards')).toBe('?catalogue=gift-cards&q=caf%C3%A9&brand=Brava&brand=Auralis&max=20000&sort=name-a-z&page=2');
  });

  it('writes no catalogue on a route with a fixed one', () => {
    expect(shopSearch(withFilters(DEFAULT_SHOP_QUERY, { categoryPath: ['Health', 'Food'] }), null)).toBe('?category=Health+%3E+Food');
  });
});
