import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import type { CatalogueContext, ContextStore } from '../context/context-store';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore } from '../context/query-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistStore } from '../wishlist/wishlist-store';
import type { RecentlyViewedStore } from './recently-viewed-store';

/** The product detail page's data, by the slug in `/shop/:product`. */
export type ProductState = QueryState<{ slug: string }, { product: ProductDetail }, 'not-found'>;

/**
 * The product on the detail page (`show`, spec §2 "Product detail"), priced
 * like the catalogue for whoever looks, in the page's language; loaded again
 * when the language, the session or the card changes, and not while a
 * signed-in member's card is unknown.
 *
 * Always holds: on success the product goes first in the recently viewed
 * list and, for a member, its wishlist item (or its absence) is noted so the
 * heart shows right without loading the wishlist. An unknown slug is
 * 'not-found' (not reported).
 */
export class ProductStore extends QueryStore<string, CatalogueContext, ProductState> {
  constructor(
    context: ContextStore,
    gateway: CatalogueGateway,
    recentlyViewed: RecentlyViewedStore,
    wishlist: WishlistStore,
    errors: ErrorReporter,
  ) {
    super({
      initial: { status: 'idle' },
      context$: context.catalogue$,
      loading: (slug) => ({ status: 'loading', slug }),
      fetch: (slug, { locale, audience }) =>
        ask(
          errors,
          'product detail',
          () => gateway.getProduct({ slug, locale, audience }),
          (result): ProductState => {
            if (!result.ok) return { status: result.reason === 'not-found' ? 'not-found' : 'failed', slug };
            const { product } = result;
            recentlyViewed.record({ slug: product.slug, name: product.name, imageUrl: product.imageUrl, points: product.points });
            if (audience.kind === 'member') wishlist.noteProduct(product.id, product.wishlistId);
            return { status: 'loaded', slug, product };
          },
          ['not-found'],
        ),
    });
  }
}
