import { PRODUCTS_PER_PAGE, type CatalogueSlug } from '@domain/catalogue/catalogue';
import type { CataloguePage } from '@domain/catalogue/product-summary';
import type { ShopQuery } from '@domain/catalogue/shop-query';
import { defer, map, type Observable } from 'rxjs';
import type { CatalogueContext } from '../context/context-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** One shop page asked for: which catalogue, and the URL's query (filters, sort, page). */
export interface CatalogueRequest {
  readonly catalogue: CatalogueSlug;
  readonly shop: ShopQuery;
}

export type CataloguePageLoad = { readonly ok: true; readonly page: CataloguePage } | { readonly ok: false };

/**
 * A member or a visitor looks at one page of a catalogue (12 products, spec
 * §9), filtered and sorted as the shop's URL says, with the facet counts that
 * come in the same response. Runs when subscribed; unsubscribing drops the
 * answer.
 *
 * Always holds: a signed-in member gets member prices for the active card
 * (GET /member/product with account_id); a visitor gets guest prices. A
 * failure is reported unless it is the session's.
 */
export class BrowseCatalogue {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute({ catalogue, shop }: CatalogueRequest, { locale, audience }: CatalogueContext): Observable<CataloguePageLoad> {
    return defer(() =>
      this.gateway.listProducts({
        catalogue,
        locale,
        page: shop.page,
        perPage: PRODUCTS_PER_PAGE,
        audience,
        filters: shop.filters,
        sort: shop.sort,
      }),
    ).pipe(
      map((result): CataloguePageLoad => {
        if (result.ok) return result;
        this.errors.report('catalogue page', result);
        return { ok: false };
      }),
    );
  }
}
