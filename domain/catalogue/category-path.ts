/** What separates category names in a category path (spec §9). */
export const CATEGORY_DELIMITER = '>';

/** The facet name prefix of the category tree; level n is `category.lvl{n}` (spec §9). */
export const CATEGORY_FACET_PREFIX = 'category.lvl';

/** How deep the category tree goes: facets `category.lvl0` to `category.lvl2` (the programme API's facets). */
export const CATEGORY_LEVELS = 3;

/** How a path is written back: the delimiter with a space each side, as the programme's data writes it. */
const JOINER = ` ${CATEGORY_DELIMITER} `;

function cleanNames(names: readonly string[]): string[] {
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

/**
 * The category names of a path, root first: "Electronics > Audio > Headphones"
 * gives ["Electronics", "Audio", "Headphones"].
 *
 * Always holds: every name is trimmed and non-blank (empty segments such as
 * "A >> B" or a trailing ">" are dropped), and no name holds the delimiter.
 */
export function parseCategoryPath(value: string): string[] {
  return cleanNames(value.split(CATEGORY_DELIMITER));
}

/**
 * A category path written as text, root first: ["Electronics", "Audio"] gives
 * "Electronics > Audio". Blank names are dropped.
 *
 * Always holds: `parseCategoryPath(formatCategoryPath(names))` gives the
 * trimmed, non-blank names back when no name holds the delimiter.
 */
export function formatCategoryPath(names: readonly string[]): string {
  return cleanNames(names).join(JOINER);
}

/**
 * The facet name of a level of the category tree: 0 gives "category.lvl0".
 * A level that is not a whole number from 0 up is a programming error.
 */
export function categoryFacetName(level: number): string {
  if (!Number.isInteger(level) || level < 0) {
    throw new RangeError(`A category level is a whole number from 0 up, not ${level}`);
  }
  return `${CATEGORY_FACET_PREFIX}${level}`;
}

/**
 * The facet value that selects a category at a level of its path: the path
 * up to and including `level`, joined with " > " (by default the whole path,
 * the facet value of its deepest level). ["Electronics", "Audio",
 * "Headphones"] at level 1 gives "Electronics > Audio", the value of facet
 * "category.lvl1".
 */
export function categoryFacetValue(names: readonly string[], level?: number): string {
  const path = cleanNames(names);
  return formatCategoryPath(level === undefined ? path : path.slice(0, Math.max(0, level + 1)));
}
