import { describe, expect, it } from 'vitest';
import { FEATURED_CATEGORY, FEATURED_CATEGORY_NAMES, FEATURED_PRODUCTS_LIMIT } from './featured-products.ts';

describe('featured products', () => {
  it("shows 4 products of the level-0 category 'Monthly Specials' (spec §2, §9)", () => {
    expect(FEATURED_CATEGORY).toBe('Monthly Specials');
    expect(FEATURED_PRODUCTS_LIMIT).toBe(4);
  });

  it('names the featured category in each language as the catalogue does', () => {
    expect(FEATURED_CATEGORY_NAMES).toEqual({ 'en-CA': 'Monthly Specials', 'fr-CA': 'Offres du mois' });
  });
});
