import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, POINTS_FILTER_MAX, activeFilterCount, normalizeFilters, type CatalogueFilters } from './catalogue-filters.ts';

function filters(overrides: Partial<CatalogueFilters> = {}): CatalogueFilters {
  return { ...EMPTY_FILTERS, ...overrides };
}

const name = fc.constantFrom('Apple', 'Bose', 'Sony', 'Électronique', 'Audio');
const arbitraryFilters = fc.record({
  search: fc.constantFrom('', 'cafe'),
  categoryPath: fc.array(name, { maxLength: 3 }),
  brands: fc.uniqueArray(name, { maxLength: 4 }),
  minPoints: fc.integer({ min: 0, max: POINTS_FILTER_MAX }),
  maxPoints: fc.integer({ min: 0, max: POINTS_FILTER_MAX }),
  promotionGroups: fc.uniqueArray(fc.constantFrom('sale', 'new', 'bonus'), { maxLength: 3 }),
});

describe('points filter', () => {
  it('runs up to 500000 points (spec §9)', () => {
    expect(POINTS_FILTER_MAX).toBe(500000);
  });

  it('starts with no filter over the full points range', () => {
    expect(EMPTY_FILTERS).toEqual({ search: '', categoryPath: [], brands: [], minPoints: 0, maxPoints: 500000, promotionGroups: [] });
    expect(Object.isFrozen(EMPTY_FILTERS)).toBe(true);
  });
});

describe('activeFilterCount', () => {
  it('counts nothing for the empty filters, whatever the search text', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ search: 'écouteurs' }))).toBe(0);
  });

  it('adds one per brand selected', () => {
    expect(activeFilterCount(filters({ brands: ['Bose'] }))).toBe(1);
    expect(activeFilterCount(filters({ brands: ['Bose', 'Sony', 'Apple'] }))).toBe(3);
  });

  it('adds one for a minimum above 0, and none for a minimum of 0', () => {
    expect(activeFilterCount(filters({ minPoints: 1 }))).toBe(1);
    expect(activeFilterCount(filters({ minPoints: 250000 }))).toBe(1);
    expect(activeFilterCount(filters({ minPoints: 0 }))).toBe(0);
  });

  it('adds one for a maximum below 500000, and none for a maximum of 500000', () => {
    expect(activeFilterCount(filters({ maxPoints: 499999 }))).toBe(1);
    expect(activeFilterCount(filters({ maxPoints: 0 }))).toBe(1);
    expect(activeFilterCount(filters({ maxPoints: 500000 }))).toBe(0);
  });

  it('adds the depth of the category path', () => {
    expect(activeFilterCount(filters({ categoryPath: ['Electronics'] }))).toBe(1);
    expect(activeFilterCount(filters({ categoryPath: ['Electronics', 'Audio', 'Headphones'] }))).toBe(3);
  });

  it('adds one per promotion group', () => {
    expect(activeFilterCount(filters({ promotionGroups: ['sale', 'bonus'] }))).toBe(2);
  });

  it('adds every kind of filter together', () => {
    expect(
      activeFilterCount({
        search: 'casque',
        categoryPath: ['Electronics', 'Audio'],
        brands: ['Bose', 'Sony'],
        minPoints: 1000,
        maxPoints: 20000,
        promotionGroups: ['sale'],
      }),
    ).toBe(7);
  });

  it('never goes down when a filter is added', () => {
    fc.assert(
      fc.property(arbitraryFilters, name, (base, extra) => {
        const count = activeFilterCount(base);
        expect(count).toBeGreaterThanOrEqual(0);
        expect(activeFilterCount({ ...base, brands: [...base.brands, extra] })).toBe(count + 1);
        expect(activeFilterCount({ ...base, categoryPath: [...base.categoryPath, extra] })).toBe(count + 1);
        expect(activeFilterCount({ ...base, promotionGroups: [...base.promotionGroups, extra] })).toBe(count + 1);
      }),
    );
  });
});

describe('normalizeFilters', () => {
  it('opens missing parts to the empty filters', () => {
    expect(normalizeFilters({})).toEqual(EMPTY_FILTERS);
    expect(
      normalizeFilters({ search: null, categoryPath: null, brands: null, minPoints: null, maxPoints: null, promotionGroups: null }),
    ).toEqual(EMPTY_FILTERS);
  });

  it('trims the search text', () => {
    expect(normalizeFilters({ search: '  café  ' }).search).toBe('café');
    expect(normalizeFilters({ search: '   ' }).search).toBe('');
  });

  it('keeps the points bounds within 0 and 500000', () => {
    expect(normalizeFilters({ minPoints: -50, maxPoints: 900000 })).toMatchObject({ minPoints: 0, maxPoints: 500000 });
    expect(normalizeFilters({ minPoints: 600000 })).toMatchObject({ minPoints: 500000, maxPoints: 500000 });
    expect(normalizeFilters({ maxPoints: -1 })).toMatchObject({ minPoints: 0, maxPoints: 0 });
    expect(normalizeFilters({ minPoints: 1200, maxPoints: 30000 })).toMatchObject({ minPoints: 1200, maxPoints: 30000 });
  });

  it('treats a bound that is not a number as missing, and an infinite one as the end of the range', () => {
    expect(normalizeFilters({ minPoints: Number.NaN, maxPoints: Number.NaN })).toMatchObject({ minPoints: 0, maxPoints: 500000 });
    expect(normalizeFilters({ minPoints: Number.NEGATIVE_INFINITY, maxPoints: Number.POSITIVE_INFINITY })).toMatchObject({
      minPoints: 0,
      maxPoints: 500000,
    });
  });

  it('rounds fractional bounds outwards, so the range never shrinks', () => {
    expect(normalizeFilters({ minPoints: 10.7, maxPoints: 20.2 })).toMatchObject({ minPoints: 10, maxPoints: 21 });
  });

  it('swaps a minimum above the maximum', () => {
    expect(normalizeFilters({ minPoints: 40000, maxPoints: 1000 })).toMatchObject({ minPoints: 1000, maxPoints: 40000 });
  });

  it('deduplicates brands and promotion groups in first-seen order, dropping blanks', () => {
    const tidy = normalizeFilters({ brands: ['Sony', ' Bose ', 'Sony', '', 'Bose'], promotionGroups: ['sale', 'sale ', '  '] });
    expect(tidy.brands).toEqual(['Sony', 'Bose']);
    expect(tidy.promotionGroups).toEqual(['sale']);
  });

  it('keeps the category path in order, trimmed, and lets a name repeat at another level', () => {
    expect(normalizeFilters({ categoryPath: [' Home ', '', 'Kitchen', 'Home'] }).categoryPath).toEqual(['Home', 'Kitchen', 'Home']);
  });

  it('always gives an ordered range within the filter, and is stable when applied again', () => {
    const bound = fc.option(fc.oneof(fc.double(), fc.integer({ min: -10, max: 600000 })), { nil: undefined });
    const list = fc.array(fc.constantFrom('', ' ', 'Sony', ' Sony', 'Bose'), { maxLength: 5 });
    fc.assert(
      fc.property(
        fc.record({ search: fc.string(), categoryPath: list, brands: list, minPoints: bound, maxPoints: bound, promotionGroups: list }),
        (raw) => {
          const tidy = normalizeFilters(raw);
          expect(0).toBeLessThanOrEqual(tidy.minPoints);
          expect(tidy.minPoints).toBeLessThanOrEqual(tidy.maxPoints);
          expect(tidy.maxPoints).toBeLessThanOrEqual(POINTS_FILTER_MAX);
          expect(Number.isInteger(tidy.minPoints) && Number.isInteger(tidy.maxPoints)).toBe(true);
          expect(new Set(tidy.brands).size).toBe(tidy.brands.length);
          expect(normalizeFilters(tidy)).toEqual(tidy);
        },
      ),
    );
  });
});
