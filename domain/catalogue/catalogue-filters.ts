/** The top of the points range filter, also the price maximum by default (spec §9). */
export const POINTS_FILTER_MAX = 500000;

/**
 * What the shop page filters a catalogue by (spec §2 "Shop page elements"):
 * full-text search, a category path (root first), brands, a points range
 * and promotion groups.
 */
export interface CatalogueFilters {
  readonly search: string;
  readonly categoryPath: string[];
  readonly brands: string[];
  readonly minPoints: number;
  readonly maxPoints: number;
  readonly promotionGroups: string[];
}

/** No filter at all: the whole catalogue, over the full points range. */
export const EMPTY_FILTERS: CatalogueFilters = Object.freeze({
  search: '',
  categoryPath: [],
  brands: [],
  minPoints: 0,
  maxPoints: POINTS_FILTER_MAX,
  promotionGroups: [],
});

/**
 * How many filters are active, for the badge on the mobile filter button
 * (spec §5): one per brand selected, one for a minimum above 0, one for a
 * maximum below {@link POINTS_FILTER_MAX}, one per level of the category
 * path, and one per promotion group. The search text is not a filter here.
 *
 * Always holds: {@link EMPTY_FILTERS} counts 0, and the count never goes
 * down when a filter is added.
 */
export function activeFilterCount(filters: CatalogueFilters): number {
  const minimum = filters.minPoints > 0 ? 1 : 0;
  const maximum = filters.maxPoints < POINTS_FILTER_MAX ? 1 : 0;
  return filters.brands.length + minimum + maximum + filters.categoryPath.length + filters.promotionGroups.length;
}

/** Filters as they may arrive from a URL or a form: any part missing or untidy. */
export interface RawCatalogueFilters {
  readonly search?: string | null;
  readonly categoryPath?: readonly string[] | null;
  readonly brands?: readonly string[] | null;
  readonly minPoints?: number | null;
  readonly maxPoints?: number | null;
  readonly promotionGroups?: readonly string[] | null;
}

function cleanList(values: readonly string[] | null | undefined): string[] {
  return (values ?? []).map((value) => value.trim()).filter((value) => value !== '');
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * A points bound put inside 0..{@link POINTS_FILTER_MAX}; a missing or
 * non-numeric bound becomes `fallback`. Fractions round outwards (`round`),
 * so a tidied range never excludes a price the member's range took in.
 */
function pointsBound(value: number | null | undefined, fallback: number, round: (points: number) => number): number {
  if (value == null || Number.isNaN(value)) {
    return fallback;
  }
  return Math.min(POINTS_FILTER_MAX, Math.max(0, round(value)));
}

/**
 * Filters tidied for a query: the search text trimmed; blank entries
 * dropped from every list, brands and promotion groups deduplicated in
 * first-seen order (the category path is a path, so a name may repeat at
 * another level); points bounds made whole and kept within
 * 0..{@link POINTS_FILTER_MAX}, missing ones opened to the full range, and
 * swapped when the minimum is above the maximum.
 *
 * Always holds: `0 <= minPoints <= maxPoints <= POINTS_FILTER_MAX`, and
 * tidying the result again changes nothing.
 */
export function normalizeFilters(raw: RawCatalogueFilters): CatalogueFilters {
  const first = pointsBound(raw.minPoints, 0, Math.floor);
  const second = pointsBound(raw.maxPoints, POINTS_FILTER_MAX, Math.ceil);
  return {
    search: raw.search?.trim() ?? '',
    categoryPath: cleanList(raw.categoryPath),
    brands: unique(cleanList(raw.brands)),
    minPoints: Math.min(first, second),
    maxPoints: Math.max(first, second),
    promotionGroups: unique(cleanList(raw.promotionGroups)),
  };
}
