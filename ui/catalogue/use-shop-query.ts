import { DEFAULT_CATALOGUE, type CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { CATALOGUE_PARAMETER, catalogueFromParams } from '@rewards-storefront/domain/catalogue/catalogue-parameter';
import { shopQueryFromParams, shopQueryToParams, type ShopQuery } from '@rewards-storefront/domain/catalogue/shop-query';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useInstantNavigation } from './use-instant-navigation';

/**
 * The search part of a shop URL: the catalogue first (left out for the
 * default one or on a page with a fixed catalogue), then the shop query in
 * the domain's fixed key order, so equal queries always give equal URLs.
 */
export function shopSearch(query: ShopQuery, catalogue: CatalogueSlug | null): string {
  const params = new URLSearchParams();
  if (catalogue !== null && catalogue !== DEFAULT_CATALOGUE) params.set(CATALOGUE_PARAMETER, catalogue);
  for (const [key, value] of shopQueryToParams(query)) params.append(key, value);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** The catalogue a shop URL shows: the route's fixed one, else `?catalogue=` (or the legacy `?catalog=`), else the default. */
export function catalogueOf(params: URLSearchParams, fixedCatalogue: CatalogueSlug | null): CatalogueSlug {
  return fixedCatalogue ?? catalogueFromParams(params) ?? DEFAULT_CATALOGUE;
}

/** What the shop page reads from and writes to its URL. */
export interface ShopLocation {
  /** The catalogue on screen: the fixed one of the route, else `?catalogue=`, else the default. */
  readonly catalogue: CatalogueSlug;
  /** The search, filters, sort and page the URL holds (tolerant: bad values read as defaults). */
  readonly query: ShopQuery;
  /** The same page showing `next`: a link target in the page's locale, keeping the catalogue. */
  readonly hrefFor: (next: ShopQuery) => string;
  /** Shows `next`, as a new history entry so the back button returns to the current query. */
  readonly show: (next: ShopQuery) => void;
}

/**
 * The shop query held in the URL (issue 4: the URL holds the whole query, so
 * it can be shared, the back button restores it and /fr keeps it). The path
 * is kept as it is, with its locale prefix; on /charitable-donations and
 * /financial-rewards `fixedCatalogue` wins and no catalogue parameter is written.
 */
export function useShopQuery(fixedCatalogue: CatalogueSlug | null): ShopLocation {
  const { pathname, search } = useLocation();
  const { go } = useInstantNavigation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const catalogue = catalogueOf(params, fixedCatalogue);
  // Keyed on the URL text, so the query object only changes when the URL does.
  const query = useMemo(() => shopQueryFromParams(params), [params]);
  const written = fixedCatalogue === null ? catalogue : null;
  const hrefFor = useCallback((next: ShopQuery) => `${pathname}${shopSearch(next, written)}`, [pathname, written]);
  const show = useCallback(
    (next: ShopQuery) => {
      const href = hrefFor(next);
      // The same query again (a blur and a click in a row) must not add a history entry.
      if (href !== `${pathname}${search}`) go(href);
    },
    [go, hrefFor, pathname, search],
  );
  return { catalogue, query, hrefFor, show };
}
