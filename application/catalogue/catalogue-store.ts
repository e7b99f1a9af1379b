import type { CataloguePage } from '@rewards-storefront/domain/catalogue/product-summary';
import { sameShopQuery, withPage } from '@rewards-storefront/domain/catalogue/shop-query';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { PRODUCTS_PER_PAGE, type CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import type { ShopQuery } from '@rewards-storefront/domain/catalogue/shop-query';
import type { CatalogueContext, ContextStore } from '../context/context-store';
import { ask, QueryStore } from '../context/query-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** One shop page asked for: which catalogue, and the URL's query (filters, sort, page). */
export interface CatalogueRequest {
  readonly catalogue: CatalogueSlug;
  readonly shop: ShopQuery;
}

export type CatalogueState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly request: CatalogueRequest; readonly previous: CataloguePage | null }
  | { readonly status: 'loaded'; readonly request: CatalogueRequest; readonly locale: Locale; readonly page: CataloguePage }
  | { readonly status: 'failed'; readonly request: CatalogueRequest };

/**
 * The catalogue page on screen: the page of the catalogue and query that
 * the shop shows (`show`; 12 products, spec §9, with the facet counts that
 * come in the same response), priced for whoever looks (a member's for the
 * active card, a visitor's guest prices), in the page's language.
 *
 * Always holds: it loads again when the query, the language, the session or
 * the active card changes, and not while a signed-in member's card is still
 * unknown; only the answer to the latest request is ever shown (a member
 * paging quickly never sees page 2 replaced by a late page 1); while a page
 * loads, the last one stays available as `previous`. A page number below 1
 * or not whole is read as 1.
 */
export class CatalogueStore extends QueryStore<CatalogueRequest, CatalogueContext, CatalogueState> {
  constructor(context: ContextStore, gateway: CatalogueGateway, errors: ErrorReporter) {
    super({
      initial: { status: 'idle' },
      context$: context.catalogue$,
      loading: (request, last) => ({ status: 'loading', request, previous: lastPage(last) }),
      fetch: ({ catalogue, shop }, { locale, audience }) =>
        ask(
          errors,
          'catalogue page',
          () => gateway.listProducts({ catalogue, locale, page: shop.page, perPage: PRODUCTS_PER_PAGE, audience, filters: shop.filters, sort: shop.sort }),
          (result): CatalogueState =>
            result.ok ? { status: 'loaded', request: { catalogue, shop }, locale, page: result.page } : { status: 'failed', request: { catalogue, shop } },
        ),
      same: sameCatalogueRequest,
    });
  }

  /** The shop shows this catalogue page; call the returned function when it closes. */
  override show(request: CatalogueRequest): () => void {
    return super.show(normalized(request));
  }

  /**
   * Starts loading the catalogue page the shop is about to show, while its
   * code downloads (issue 16: the product list is not a waterfall behind the
   * page's code); the shop showing the same request takes the load over.
   */
  override preload(request: CatalogueRequest): void {
    super.preload(normalized(request));
  }
}

function lastPage(last: CatalogueState): CataloguePage | null {
  return last.status === 'loaded' ? last.page : last.status === 'loading' ? last.previous : null;
}

/** A page number below 1 or not whole reads as 1. */
function normalized(request: CatalogueRequest): CatalogueRequest {
  return { ...request, shop: withPage(request.shop, request.shop.page) };
}

function sameCatalogueRequest(a: CatalogueRequest, b: CatalogueRequest): boolean {
  return a.catalogue === b.catalogue && sameShopQuery(a.shop, b.shop);
}
