import { describe, expect, it } from 'vitest';
import { BRAND_FACET, PROMOTION_GROUP_FACET, brandOptions, categoryOptions, promotionOptions, type FacetCounts } from './facet-counts.ts';

const facets: FacetCounts = {
  'category.lvl0': { Electronics: 12, 'Monthly Specials': 4, 'Électroménager': 3, Books: 0, apparel: 2 },
  'category.lvl1': { 'Electronics > Audio': 5, 'Electronics > Cameras': 2, 'Electronics > TV': 0, 'Home > Kitchen': 7 },
  'category.lvl2': { 'Electronics > Audio > Headphones': 3, 'Electronics > Audio > Speakers': 2, 'Electronics > Cameras > Lenses': 1 },
  brand: { Sonique: 3, bose: 2, 'Électra': 1, Zed: 0 },
  promotion_group: { sale: 4, new: 0, bonus: 1, orphan: 9 },
};

describe('facet names', () => {
  it('are brand and promotion_group, as the programme API names them', () => {
    expect(BRAND_FACET).toBe('brand');
    expect(PROMOTION_GROUP_FACET).toBe('promotion_group');
  });
});

describe('categoryOptions', () => {
  it('lists the top-level categories with products, alphabetically ignoring case and accents', () => {
    expect(categoryOptions(facets, [])).toEqual([
      { name: 'apparel', path: ['apparel'], count: 2 },
      { name: 'Électroménager', path: ['Électroménager'], count: 3 },
      { name: 'Electronics', path: ['Electronics'], count: 12 },
      { name: 'Monthly Specials', path: ['Monthly Specials'], count: 4 },
    ]);
  });

  it('lists the children of the selected path from the next level, with their whole path', () => {
    expect(categoryOptions(facets, ['Electronics'])).toEqual([
      { name: 'Audio', path: ['Electronics', 'Audio'], count: 5 },
      { name: 'Cameras', path: ['Electronics', 'Cameras'], count: 2 },
    ]);
    expect(categoryOptions(facets, ['Electronics', 'Audio'])).toEqual([
      { name: 'Headphones', path: ['Electronics', 'Audio', 'Headphones'], count: 3 },
      { name: 'Speakers', path: ['Electronics', 'Audio', 'Speakers'], count: 2 },
    ]);
  });

  it('lists nothing below a leaf, or when the level has no facet', () => {
    expect(categoryOptions(facets, ['Electronics', 'Audio', 'Headphones'])).toEqual([]);
    expect(categoryOptions({}, [])).toEqual([]);
  });

  it('leaves out values that are not directly under the selected path', () => {
    const odd: FacetCounts = { 'category.lvl1': { Electronics: 3, 'Electronics > Audio > Headphones': 2, 'Home > Audio': 1, 'Electronics > Audio': 1 } };
    expect(categoryOptions(odd, ['Electronics'])).toEqual([{ name: 'Audio', path: ['Electronics', 'Audio'], count: 1 }]);
  });

  it('reads values written with other spacing as the same category, adding their counts', () => {
    const spaced: FacetCounts = { 'category.lvl1': { 'Electronics>Audio': 2, 'Electronics > Audio': 3, ' Electronics  >  Cameras ': 1 } };
    expect(categoryOptions(spaced, ['Electronics'])).toEqual([
      { name: 'Audio', path: ['Electronics', 'Audio'], count: 5 },
      { name: 'Cameras', path: ['Electronics', 'Cameras'], count: 1 },
    ]);
  });

  it('leaves out hidden categories at the top level only (the partner catalogue hides its own brand category)', () => {
    expect(categoryOptions(facets, [], ['Electronics', 'Monthly Specials']).map((option) => option.name)).toEqual(['apparel', 'Électroménager']);
    expect(categoryOptions(facets, ['Electronics'], ['Audio']).map((option) => option.name)).toEqual(['Audio', 'Cameras']);
  });

  it('keeps a category with a single product but not one with none', () => {
    const counts: FacetCounts = { 'category.lvl0': { One: 1, None: 0, Negative: -1 } };
    expect(categoryOptions(counts, [])).toEqual([{ name: 'One', path: ['One'], count: 1 }]);
  });

  it('sorts numbers within names by value in the given locale', () => {
    const sized: FacetCounts = { 'category.lvl0': { 'Size 10': 1, 'Size 9': 1, 'Été': 1, Ete: 1, Zoo: 1 } };
    expect(categoryOptions(sized, [], [], 'fr-CA').map((option) => option.name)).toEqual(['Été', 'Ete', 'Size 9', 'Size 10', 'Zoo']);
  });

  it('does not change the selected path it was given', () => {
    const selected = ['Electronics'];
    categoryOptions(facets, selected)[0]?.path.push('changed');
    expect(selected).toEqual(['Electronics']);
  });
});

describe('brandOptions', () => {
  it('lists every brand with products, alphabetically ignoring case and accents, with its count', () => {
    expect(brandOptions(facets, [])).toEqual([
      { value: 'bose', label: 'bose', count: 2, selected: false },
      { value: 'Électra', label: 'Électra', count: 1, selected: false },
      { value: 'Sonique', label: 'Sonique', count: 3, selected: false },
    ]);
  });

  it('marks the selected brands and keeps them even at 0 products, so they can be unticked', () => {
    expect(brandOptions(facets, ['Sonique', 'Zed', 'Gone'])).toEqual([
      { value: 'bose', label: 'bose', count: 2, selected: false },
      { value: 'Électra', label: 'Électra', count: 1, selected: false },
      { value: 'Gone', label: 'Gone', count: 0, selected: true },
      { value: 'Sonique', label: 'Sonique', count: 3, selected: true },
      { value: 'Zed', label: 'Zed', count: 0, selected: true },
    ]);
  });

  it('lists only the selected brands when the facet is missing', () => {
    expect(brandOptions({}, [])).toEqual([]);
    expect(brandOptions({}, ['Bose'])).toEqual([{ value: 'Bose', label: 'Bose', count: 0, selected: true }]);
  });

  it('sorts numbers within names by value in the given locale', () => {
    const counts: FacetCounts = { brand: { 'B10': 1, 'B9': 1 } };
    expect(brandOptions(counts, [], 'fr-CA').map((option) => option.value)).toEqual(['B9', 'B10']);
  });
});

describe('promotionOptions', () => {
  const groups = [
    { code: 'new', name: 'New arrivals' },
    { code: 'sale', name: 'On sale' },
    { code: 'bonus', name: 'Bonus points' },
    { code: 'gone', name: 'Gone' },
  ];

  it('lists the groups with products in the given order, labelled by name and valued by code', () => {
    expect(promotionOptions(facets, groups, [])).toEqual([
      { value: 'sale', label: 'On sale', count: 4, selected: false },
      { value: 'bonus', label: 'Bonus points', count: 1, selected: false },
    ]);
  });

  it('keeps a selected group even at 0 products, and marks the selected ones', () => {
    expect(promotionOptions(facets, groups, ['new', 'bonus'])).toEqual([
      { value: 'new', label: 'New arrivals', count: 0, selected: true },
      { value: 'sale', label: 'On sale', count: 4, selected: false },
      { value: 'bonus', label: 'Bonus points', count: 1, selected: true },
    ]);
  });

  it('leaves out a counted code no group names', () => {
    expect(promotionOptions(facets, [], ['orphan'])).toEqual([]);
  });

  it('lists only selected groups when the facet is missing', () => {
    expect(promotionOptions({}, groups, ['gone'])).toEqual([{ value: 'gone', label: 'Gone', count: 0, selected: true }]);
  });
});
