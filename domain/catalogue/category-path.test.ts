import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_DELIMITER,
  CATEGORY_FACET_PREFIX,
  CATEGORY_LEVELS,
  categoryFacetName,
  categoryFacetValue,
  formatCategoryPath,
  parseCategoryPath,
} from './category-path.ts';

const categoryName = fc
  .string({ minLength: 1, maxLength: 12 })
  .map((name) => name.replaceAll(CATEGORY_DELIMITER, '').trim())
  .filter((name) => name !== '');

describe('category path', () => {
  it('uses ">" as the path delimiter and "category.lvl" as the facet prefix (spec §9)', () => {
    expect(CATEGORY_DELIMITER).toBe('>');
    expect(CATEGORY_FACET_PREFIX).toBe('category.lvl');
  });

  it('has three levels, category.lvl0 to category.lvl2, as the programme API facets', () => {
    expect(CATEGORY_LEVELS).toBe(3);
  });

  it('splits a path on ">" into trimmed names, root first', () => {
    expect(parseCategoryPath('Electronics > Audio > Headphones')).toEqual(['Electronics', 'Audio', 'Headphones']);
    expect(parseCategoryPath('  Maison>Cuisine  ')).toEqual(['Maison', 'Cuisine']);
    expect(parseCategoryPath('Monthly Specials')).toEqual(['Monthly Specials']);
  });

  it('drops empty segments of a path', () => {
    expect(parseCategoryPath('')).toEqual([]);
    expect(parseCategoryPath('   ')).toEqual([]);
    expect(parseCategoryPath('A >> B >')).toEqual(['A', 'B']);
    expect(parseCategoryPath('> A')).toEqual(['A']);
  });

  it('writes a path with " > " between the names, dropping blank names', () => {
    expect(formatCategoryPath(['Electronics', 'Audio', 'Headphones'])).toBe('Electronics > Audio > Headphones');
    expect(formatCategoryPath([' Électronique ', '', '  ', 'Audio'])).toBe('Électronique > Audio');
    expect(formatCategoryPath([])).toBe('');
  });

  it('names the facet of each level of the tree', () => {
    expect(categoryFacetName(0)).toBe('category.lvl0');
    expect(categoryFacetName(1)).toBe('category.lvl1');
    expect(categoryFacetName(12)).toBe('category.lvl12');
  });

  it('treats a negative or fractional level as a programming error', () => {
    expect(() => categoryFacetName(-1)).toThrow(RangeError);
    expect(() => categoryFacetName(-1)).toThrow('not -1');
    expect(() => categoryFacetName(1.5)).toThrow(RangeError);
    expect(() => categoryFacetName(Number.NaN)).toThrow(RangeError);
  });

  it('gives the facet value of a level as the path up to that level', () => {
    const path = ['Electronics', 'Audio', 'Headphones'];
    expect(categoryFacetValue(path, 0)).toBe('Electronics');
    expect(categoryFacetValue(path, 1)).toBe('Electronics > Audio');
    expect(categoryFacetValue(path, 2)).toBe('Electronics > Audio > Headphones');
    expect(categoryFacetValue(path, 7)).toBe('Electronics > Audio > Headphones');
  });

  it('gives the whole path as the facet value of its deepest level by default', () => {
    expect(categoryFacetValue(['Electronics', 'Audio'])).toBe('Electronics > Audio');
    expect(categoryFacetValue([])).toBe('');
  });

  it('counts levels over the non-blank names and gives nothing below level 0', () => {
    expect(categoryFacetValue(['', 'Electronics', ' ', 'Audio'], 1)).toBe('Electronics > Audio');
    expect(categoryFacetValue(['', 'Electronics', 'Audio'])).toBe('Electronics > Audio');
    expect(categoryFacetValue(['Electronics', 'Audio'], -1)).toBe('');
    expect(categoryFacetValue(['Electronics', 'Audio'], -3)).toBe('');
    expect(categoryFacetValue(['Electronics', 'Audio', 'Headphones'], -2)).toBe('');
  });

  it('always reads back the names it wrote', () => {
    fc.assert(
      fc.property(fc.array(categoryName, { maxLength: 5 }), (names) => {
        expect(parseCategoryPath(formatCategoryPath(names))).toEqual(names);
      }),
    );
  });

  it('always gives a facet value that is a path of level + 1 names, a prefix of the whole path', () => {
    fc.assert(
      fc.property(fc.array(categoryName, { minLength: 1, maxLength: 5 }), fc.nat(6), (names, level) => {
        const value = categoryFacetValue(names, level);
        expect(parseCategoryPath(value)).toEqual(names.slice(0, level + 1));
        expect(formatCategoryPath(names).startsWith(value)).toBe(true);
      }),
    );
  });
});
