import type { CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { CATALOGUE_PARAMETER } from '@rewards-storefront/domain/catalogue/catalogue-parameter';
import { DEFAULT_SHOP_QUERY, shopQueryToParams, withFilters } from '@rewards-storefront/domain/catalogue/shop-query';

/**
 * The English path of the page that lists a catalogue (spec §2): donations
 * and financial rewards have routes of their own, the other catalogues are
 * /shop, named by `?catalogue=` unless it is the default merchandise.
 */
function cataloguePage(catalogue: CatalogueSlug): { path: string; params: URLSearchParams } {
  if (catalogue === 'charitable-donations' || catalogue === 'financial-rewards') {
    return { path: `/${catalogue}`, params: new URLSearchParams() };
  }
  const params = new URLSearchParams();
  if (catalogue !== 'merchandise') params.set(CATALOGUE_PARAMETER, catalogue);
  return { path: '/shop', params };
}

/**
 * The English URL of a catalogue narrowed to a category (root first; an empty
 * path is the whole catalogue), written with the shop's own URL keys so the
 * shop page opens on exactly that category.
 *
 * Always holds: the path is one of /shop, /charitable-donations or
 * /financial-rewards; the query holds only the catalogue and the category.
 */
export function catalogueLocation(catalogue: CatalogueSlug, categoryPath: readonly string[] = []): string {
  const { path, params } = cataloguePage(catalogue);
  const category = shopQueryToParams(withFilters(DEFAULT_SHOP_QUERY, { categoryPath: [...categoryPath] }));
  for (const [key, value] of category) params.append(key, value);
  const query = params.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** The English path of a product's detail page (spec §2 /shop/:product). */
export function productLocation(slug: string): string {
  return `/shop/${encodeURIComponent(slug)}`;
}
