import { EMPTY_FILTERS } from '@domain/catalogue/catalogue-filters';
import { FEATURED_CATEGORY_NAMES, FEATURED_PRODUCTS_LIMIT } from '@domain/catalogue/featured-products';
import type { ProductSummary } from '@domain/catalogue/product-summary';
import { defer, map, type Observable } from 'rxjs';
import type { CatalogueContext } from '../context/context-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/**
 * The 'Monthly Specials' block of the home and product-detail pages (spec
 * §2): one catalogue request, merchandise, category path ['Monthly
 * Specials'] (its French name on a French page),
 * {@link FEATURED_PRODUCTS_LIMIT} products, the server's default order.
 * Runs when subscribed; unsubscribing drops the answer.
 *
 * Always holds: priced like a catalogue page; a failure gives no products
 * and is reported unless it is the session's.
 */
export class LoadFeaturedProducts {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute({ locale, audience }: CatalogueContext): Observable<{ readonly ok: boolean; readonly products: readonly ProductSummary[] }> {
    return defer(() =>
      this.gateway.listProducts({
        catalogue: 'merchandise',
        locale,
        page: 1,
        perPage: FEATURED_PRODUCTS_LIMIT,
        audience,
        filters: { ...EMPTY_FILTERS, categoryPath: [FEATURED_CATEGORY_NAMES[locale]] },
        sort: null,
      }),
    ).pipe(
      map((result) => {
        if (result.ok) return { ok: true, products: result.page.products.slice(0, FEATURED_PRODUCTS_LIMIT) };
        this.errors.report('featured products', result);
        return { ok: false, products: [] };
      }),
    );
  }
}
