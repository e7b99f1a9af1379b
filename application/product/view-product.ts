import type { ProductDetail } from '@domain/catalogue/product-detail';
import { defer, map, type Observable } from 'rxjs';
import type { CatalogueContext } from '../context/context-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistStore } from '../wishlist/wishlist-store';
import type { RecentlyViewedStore } from './recently-viewed-store';

export type ProductView =
  | { readonly status: 'loaded'; readonly product: ProductDetail }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed' };

/**
 * A member or a visitor opens a product's detail page (`/shop/:product`,
 * spec §2 "Product detail"). Runs when subscribed; unsubscribing drops the
 * answer and everything that follows from it.
 *
 * Always holds: priced like the catalogue; on success the product goes first
 * in the recently viewed list and, for a member, its wishlist item (or its
 * absence) is noted so the heart shows right without loading the wishlist.
 * An unknown slug is 'not-found' (not reported); other failures are reported
 * unless they are the session's.
 */
export class ViewProduct {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly recentlyViewed: RecentlyViewedStore,
    private readonly wishlist: WishlistStore,
    private readonly errors: ErrorReporter,
  ) {}

  execute(slug: string, { locale, audience }: CatalogueContext): Observable<ProductView> {
    return defer(() => this.gateway.getProduct({ slug, locale, audience })).pipe(
      map((result): ProductView => {
        if (result.ok) {
          const { product } = result;
          this.recentlyViewed.record({ slug: product.slug, name: product.name, imageUrl: product.imageUrl, points: product.points });
          if (audience.kind === 'member') this.wishlist.noteProduct(product.id, product.wishlistId);
          return { status: 'loaded', product };
        }
        if (result.reason === 'not-found') return { status: 'not-found' };
        this.errors.report('product detail', result);
        return { status: 'failed' };
      }),
    );
  }
}
