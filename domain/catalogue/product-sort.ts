/** The shop's sort options, in the order the sort menu lists them (spec §2 "Product sort options"). */
export const PRODUCT_SORT_OPTIONS = [
  'oldest-newest',
  'newest-oldest',
  'price-low-high',
  'price-high-low',
  'name-a-z',
  'name-z-a',
] as const;

/** One of {@link PRODUCT_SORT_OPTIONS}. */
export type ProductSort = (typeof PRODUCT_SORT_OPTIONS)[number];

/** The product-list fields the programme API sorts on (`sort_field`). */
export type ProductSortField = 'created_at' | 'price' | 'name';

/** The programme API's `sort_direction`. */
export type SortDirection = 'asc' | 'desc';

/** A sort as the programme API's query carries it. */
export interface ProductSortQuery {
  readonly sortField: ProductSortField;
  readonly sortDirection: SortDirection;
}

/**
 * The sort used when the member has not chosen one: newest products first,
 * because the spec leaves it open and new arrivals are what a returning
 * member has not seen yet.
 */
export const DEFAULT_PRODUCT_SORT: ProductSort = 'newest-oldest';

const QUERIES: Readonly<Record<ProductSort, ProductSortQuery>> = {
  'oldest-newest': { sortField: 'created_at', sortDirection: 'asc' },
  'newest-oldest': { sortField: 'created_at', sortDirection: 'desc' },
  'price-low-high': { sortField: 'price', sortDirection: 'asc' },
  'price-high-low': { sortField: 'price', sortDirection: 'desc' },
  'name-a-z': { sortField: 'name', sortDirection: 'asc' },
  'name-z-a': { sortField: 'name', sortDirection: 'desc' },
};

/**
 * The direction of a sort field when a request names none: dates newest
 * first (what a returning member has not seen yet), prices and names
 * ascending, as a reader expects of them.
 */
export function defaultSortDirection(field: ProductSortField): SortDirection {
  return field === 'created_at' ? 'desc' : 'asc';
}

/** Whether `value` is one of {@link PRODUCT_SORT_OPTIONS} (for URL and storage input). */
export function isProductSort(value: unknown): value is ProductSort {
  return (PRODUCT_SORT_OPTIONS as readonly unknown[]).includes(value);
}

/**
 * The programme API's `sort_field` and `sort_direction` for a sort option.
 *
 * Always holds: `sortFromQuery` of the result gives `sort` back, and no two
 * options share a query.
 */
export function sortToQuery(sort: ProductSort): ProductSortQuery {
  return { ...QUERIES[sort] };
}

/**
 * The sort option for a `sort_field` and `sort_direction` pair, or null when
 * the pair is not one of the six (an unknown or missing field or direction),
 * so the caller can fall back to {@link DEFAULT_PRODUCT_SORT} or answer 400.
 */
export function sortFromQuery(field: string | null | undefined, direction: string | null | undefined): ProductSort | null {
  return PRODUCT_SORT_OPTIONS.find((sort) => QUERIES[sort].sortField === field && QUERIES[sort].sortDirection === direction) ?? null;
}
