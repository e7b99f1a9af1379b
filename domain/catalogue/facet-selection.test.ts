import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type CatalogueFilters } from './catalogue-filters.ts';
import { facetSelections } from './facet-selection.ts';

function filters(overrides: Partial<CatalogueFilters>): CatalogueFilters {
  return { ...EMPTY_FILTERS, ...overrides };
}

describe('facetSelections', () => {
  it('selects nothing for no filter, whatever the search text and points range', () => {
    expect(facetSelections(EMPTY_FILTERS)).toEqual([]);
    expect(facetSelections(filters({ search: 'cafe', minPoints: 10, maxPoints: 20 }))).toEqual([]);
  });

  it('selects a category by its deepest level only, the path joined with " > "', () => {
    expect(facetSelections(filters({ categoryPath: ['Monthly Specials'] }))).toEqual(['category.lvl0:Monthly Specials']);
    expect(facetSelections(filters({ categoryPath: ['Electronics', 'Audio'] }))).toEqual(['category.lvl1:Electronics > Audio']);
    expect(facetSelections(filters({ categoryPath: ['Electronics', 'Audio', 'Headphones'] }))).toEqual(['category.lvl2:Electronics > Audio > Headphones']);
  });

  it('selects each brand by name and each promotion group by code, in their order', () => {
    expect(facetSelections(filters({ brands: ['Sonique', 'Bose'], promotionGroups: ['sale', 'new'] }))).toEqual([
      'brand:Sonique',
      'brand:Bose',
      'promotion_group:sale',
      'promotion_group:new',
    ]);
  });

  it('puts the category first, then brands, then promotion groups', () => {
    expect(facetSelections(filters({ promotionGroups: ['sale'], brands: ['Bose'], categoryPath: ['Home'] }))).toEqual([
      'category.lvl0:Home',
      'brand:Bose',
      'promotion_group:sale',
    ]);
  });

  it('keeps a colon inside a value, since the facet name ends at the first one', () => {
    expect(facetSelections(filters({ brands: ['Brand: X'] }))).toEqual(['brand:Brand: X']);
  });
});
