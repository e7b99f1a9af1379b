import { EMPTY_FILTERS, POINTS_FILTER_MAX, normalizeFilters, type CatalogueFilters, type RawCatalogueFilters } from './catalogue-filters.ts';
import { CATEGORY_LEVELS, formatCategoryPath, parseCategoryPath } from './category-path.ts';
import { isProductSort, type ProductSort } from './product-sort.ts';

/**
 * Everything the shop page's URL holds (issue: "the URL holds the whole
 * query"): the filters, the member's sort and the 1-based page. A null
 * `sort` is the server's default: relevance when searching, newest first
 * otherwise.
 */
export interface ShopQuery {
  readonly filters: CatalogueFilters;
  readonly sort: ProductSort | null;
  readonly page: number;
}

/** The shop as first opened: no filter, the server's default sort, page 1. */
export const DEFAULT_SHOP_QUERY: ShopQuery = Object.freeze({ filters: EMPTY_FILTERS, sort: null, page: 1 });

/** The URL parameter names of a shop query, in the order {@link shopQueryToParams} writes them. */
export const SHOP_QUERY_KEYS = Object.freeze({
  search: 'q',
  category: 'category',
  brand: 'brand',
  min: 'min',
  max: 'max',
  promotion: 'promotion',
  sort: 'sort',
  page: 'page',
} as const);

/**
 * Filters tidied as {@link normalizeFilters} does, with the category path
 * cut to the {@link CATEGORY_LEVELS} levels the catalogue has, so a hand-
 * edited URL cannot ask the programme API for a level it refuses.
 */
function tidyFilters(raw: RawCatalogueFilters): CatalogueFilters {
  const filters = normalizeFilters(raw);
  return { ...filters, categoryPath: filters.categoryPath.slice(0, CATEGORY_LEVELS) };
}

/**
 * A number parameter, or null when missing or blank (`Number('')` would read
 * 0). Its thousands separators are left out: a box of the shop's form sent
 * without the page's script sends "25,000" or "25 000" as the member sees it.
 */
function numberParam(value: string | null): number | null {
  const digits = value?.replace(/[\s,]/g, '');
  return digits ? Number(digits) : null;
}

/** A page number made valid: a whole number below 1 is page 1, and so is anything that is not a whole number. */
function validPage(page: number): number {
  return Number.isSafeInteger(page) ? Math.max(1, page) : 1;
}

/**
 * The shop query a URL's parameters describe (keys in
 * {@link SHOP_QUERY_KEYS}). It is tolerant, because URLs are shared and
 * edited by hand: an unknown sort is the default sort, a page that is not a
 * whole number from 1 up is page 1, a points bound that is not a number is
 * no bound, the category path is cut to {@link CATEGORY_LEVELS} levels, and
 * the filters are tidied as {@link normalizeFilters} does. Unknown
 * parameters are ignored; of a repeated single parameter the first counts.
 *
 * Always holds: the result's filters are tidy (tidying them again changes
 * nothing), and `shopQueryFromParams(shopQueryToParams(query))` equals a
 * query whose filters are tidy and whose page is a whole number from 1 up.
 */
export function shopQueryFromParams(params: URLSearchParams): ShopQuery {
  const category = params.get(SHOP_QUERY_KEYS.category);
  const sort = params.get(SHOP_QUERY_KEYS.sort);
  return {
    filters: tidyFilters({
      search: params.get(SHOP_QUERY_KEYS.search),
      categoryPath: category === null ? [] : parseCategoryPath(category),
      brands: params.getAll(SHOP_QUERY_KEYS.brand),
      minPoints: numberParam(params.get(SHOP_QUERY_KEYS.min)),
      maxPoints: numberParam(params.get(SHOP_QUERY_KEYS.max)),
      promotionGroups: params.getAll(SHOP_QUERY_KEYS.promotion),
    }),
    sort: isProductSort(sort) ? sort : null,
    page: validPage(Number(params.get(SHOP_QUERY_KEYS.page))),
  };
}

/**
 * The URL parameters of a shop query, in the fixed order of
 * {@link SHOP_QUERY_KEYS} so the same query always gives the same URL.
 * Defaults are left out: no search, no category, the full points range
 * (0 and {@link POINTS_FILTER_MAX}), the default sort and page 1; the
 * default query gives no parameter at all. The category path is written
 * with " > " between names; brands and promotion group codes repeat their
 * key, in their order.
 */
export function shopQueryToParams(query: ShopQuery): URLSearchParams {
  const { filters } = query;
  const params = new URLSearchParams();
  if (filters.search !== '') {
    params.append(SHOP_QUERY_KEYS.search, filters.search);
  }
  if (filters.categoryPath.length > 0) {
    params.append(SHOP_QUERY_KEYS.category, formatCategoryPath(filters.categoryPath));
  }
  for (const brand of filters.brands) {
    params.append(SHOP_QUERY_KEYS.brand, brand);
  }
  if (filters.minPoints > 0) {
    params.append(SHOP_QUERY_KEYS.min, String(filters.minPoints));
  }
  if (filters.maxPoints < POINTS_FILTER_MAX) {
    params.append(SHOP_QUERY_KEYS.max, String(filters.maxPoints));
  }
  for (const code of filters.promotionGroups) {
    params.append(SHOP_QUERY_KEYS.promotion, code);
  }
  if (query.sort !== null) {
    params.append(SHOP_QUERY_KEYS.sort, query.sort);
  }
  if (query.page > 1) {
    params.append(SHOP_QUERY_KEYS.page, String(query.page));
  }
  return params;
}

/**
 * Whether two queries show the same products: equal URL forms (so a default
 * left out and a default written out are the same query).
 */
export function sameShopQuery(a: ShopQuery, b: ShopQuery): boolean {
  return shopQueryToParams(a).toString() === shopQueryToParams(b).toString();
}

/**
 * The query with some filters changed and the rest kept, tidied, back on
 * page 1: a page number of the old result means nothing in the new one.
 * The sort is kept.
 */
export function withFilters(query: ShopQuery, filters: Partial<CatalogueFilters>): ShopQuery {
  return { filters: tidyFilters({ ...query.filters, ...filters }), sort: query.sort, page: 1 };
}

/** The query in another order, back on page 1 (page n of another order shows other products). The filters are kept. */
export function withSort(query: ShopQuery, sort: ProductSort | null): ShopQuery {
  return { filters: query.filters, sort, page: 1 };
}

/** The query on another page, anything that is not a whole number from 1 up being page 1. Filters and sort are kept. */
export function withPage(query: ShopQuery, page: number): ShopQuery {
  return { filters: query.filters, sort: query.sort, page: validPage(page) };
}
