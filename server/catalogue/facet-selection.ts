import { CATEGORY_DELIMITER, CATEGORY_FACET_PREFIX } from '@rewards-storefront/domain/catalogue/category-path';
import { ApiError } from '../http/api-error';

/** The facets a shopper can select, beyond the category levels. */
const FACET_BRAND = 'brand';
const FACET_PROMOTION_GROUP = 'promotion_group';
/** Categories have three levels (0, 1, 2). */
const CATEGORY_LEVELS = 3;
/** How category paths are written in facets and counts ("Electronics > Audio"). */
export const PATH_JOINER = ` ${CATEGORY_DELIMITER} `;

export interface FacetSelection {
  categoryPaths: Map<number, string[]>;
  brands: string[];
  promotionGroups: string[];
}

function facetError(message: string): ApiError {
  return ApiError.validation([{ field: 'facets', message }]);
}

/**
 * `facets` arrives as repeated `facet:value` entries or as JSON objects of
 * facet to value (or values); both spellings may be mixed. Unknown facets and
 * malformed entries are a 400, never silently ignored.
 */
export function parseFacets(entries: readonly string[]): FacetSelection {
  const selection: FacetSelection = { categoryPaths: new Map(), brands: [], promotionGroups: [] };
  const add = (facet: string, value: string): void => {
    const trimmed = value.trim();
    if (trimmed === '') throw facetError(`"${facet}" needs a value`);
    if (facet === FACET_BRAND) selection.brands.push(trimmed);
    else if (facet === FACET_PROMOTION_GROUP) selection.promotionGroups.push(trimmed);
    else if (facet.startsWith(CATEGORY_FACET_PREFIX)) {
      const level = Number(facet.slice(CATEGORY_FACET_PREFIX.length));
      if (!Number.isInteger(level) || level < 0 || level >= CATEGORY_LEVELS || facet !== `${CATEGORY_FACET_PREFIX}${level}`) {
        throw facetError(`unknown facet "${facet}"`);
      }
      // Normalise the spacing around the delimiter so "A>B" and "A > B" select the same path.
      const path = trimmed.split(CATEGORY_DELIMITER).map((name) => name.trim()).join(PATH_JOINER);
      selection.categoryPaths.set(level, [...(selection.categoryPaths.get(level) ?? []), path]);
    } else throw facetError(`unknown facet "${facet}"`);
  };
  for (const entry of entries) {
    const text = entry.trim();
    if (text.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw facetError('is not valid JSON');
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw facetError('must be a JSON object');
      for (const [facet, value] of Object.entries(parsed)) {
        const values: unknown[] = Array.isArray(value) ? value : [value];
        for (const one of values) {
          if (typeof one !== 'string') throw facetError(`values of "${facet}" must be strings`);
          add(facet, one);
        }
      }
    } else {
      const colon = text.indexOf(':');
      if (colon <= 0) throw facetError(`"${text}" is not of the form facet:value`);
      add(text.slice(0, colon), text.slice(colon + 1));
    }
  }
  return selection;
}

/** The category level of a path: 0 for a top category. */
export function levelOf(path: string): number {
  return path.split(PATH_JOINER).length - 1;
}
