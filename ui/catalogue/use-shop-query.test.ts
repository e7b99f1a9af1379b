import { DEFAULT_SHOP_QUERY, withFilters, withPage, withSort } from '@rewards-storefront/domain/catalogue/shop-query';
import { describe, expect, it } from 'vitest';
import { catalogueOf, shopSearch } from './use-shop-query';

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

describe('catalogueOf', () => {
  it('opens the catalogue ?catalogue= names, or the legacy ?catalog= of older content links, else merchandise', () => {
    expect(catalogueOf(new URLSearchParams('catalogue=gift-cards'), null)).toBe('gift-cards');
    expect(catalogueOf(new URLSearchParams('catalog=gift-cards'), null)).toBe('gift-cards');
    expect(catalogueOf(new URLSearchParams('catalog=nothing'), null)).toBe('merchandise');
    expect(catalogueOf(new URLSearchParams(''), null)).toBe('merchandise');
  });

  it('keeps the fixed catalogue of /charitable-donations and /financial-rewards whatever the parameters say', () => {
    expect(catalogueOf(new URLSearchParams('catalogue=gift-cards'), 'charitable-donations')).toBe('charitable-donations');
  });
});

describe('shopSearch after a legacy link', () => {
  it('writes the catalogue of a ?catalog= link as ?catalogue=, so filtering keeps it', () => {
    const catalogue = catalogueOf(new URLSearchParams('catalog=gift-cards'), null);
    expect(shopSearch(withPage(DEFAULT_SHOP_QUERY, 2), catalogue)).toBe('?catalogue=gift-cards&page=2');
  });
});
