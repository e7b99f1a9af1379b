import { EMPTY_FILTERS } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { FEATURED_CATEGORY_NAMES, FEATURED_PRODUCTS_LIMIT } from '@rewards-storefront/domain/catalogue/featured-products';
import type { ProductSummary } from '@rewards-storefront/domain/catalogue/product-summary';
import type { CatalogueContext, ContextStore } from '../context/context-store';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** The 'Monthly Specials' block (spec §2 "Featured products block"): at most four products. */
export interface FeaturedProductsState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly products: readonly ProductSummary[];
}

export type FeaturedProductsStore = QueryStore<null, CatalogueContext, FeaturedProductsState>;

/**
 * The featured products of the home and product-detail pages (spec §2),
 * while a page shows the block: one catalogue request, merchandise, category
 * path ['Monthly Specials'] (its French name on a French page),
 * {@link FEATURED_PRODUCTS_LIMIT} products, the server's default order,
 * priced like the catalogue for whoever looks.
 *
 * Always holds: while a new request loads, the last products stay on
 * screen; a failure empties the block.
 */
export function featuredProducts(context: ContextStore, gateway: CatalogueGateway, errors: ErrorReporter): Query<null, CatalogueContext, FeaturedProductsState> {
  return {
    initial: { status: 'idle', products: [] },
    context$: context.catalogue$,
    loading: (_, last) => ({ ...last, status: 'loading' }),
    fetch: (_, { locale, audience }) =>
      ask(
        errors,
        'featured products',
        () =>
          gateway.listProducts({
            catalogue: 'merchandise',
            locale,
            page: 1,
            perPage: FEATURED_PRODUCTS_LIMIT,
            audience,
            filters: { ...EMPTY_FILTERS, categoryPath: [FEATURED_CATEGORY_NAMES[locale]] },
            sort: null,
          }),
        (result): FeaturedProductsState =>
          result.ok ? { status: 'loaded', products: result.page.products.slice(0, FEATURED_PRODUCTS_LIMIT) } : { status: 'failed', products: [] },
      ),
  };
}
