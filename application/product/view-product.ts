import type { Locale } from '@domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import { catalogueAudience } from '../catalogue/catalogue-audience';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { NOT_FOUND, UNAUTHORIZED } from '../ports/gateway-error';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import type { WishlistStore } from '../wishlist/wishlist-store';
import type { ProductStore } from './product-store';
import type { RecentlyViewedStore } from './recently-viewed-store';

/**
 * A member or a visitor opens a product's detail page (`/shop/:product`,
 * spec §2 "Product detail").
 *
 * Always holds: priced like the catalogue (member prices for the active card,
 * guest prices for a visitor); nothing is asked while the member's cards load
 * (the page shows loading and the caller asks again once they are in); only
 * the latest request settles. On success the product goes first in the
 * recently viewed list and, for a member, its wishlist item (or its absence)
 * is noted so the heart shows right without loading the wishlist. An unknown
 * slug is 'not-found' (not reported); a 401 ends the session; other failures
 * are reported.
 */
export class ViewProduct {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly store: ProductStore,
    private readonly recentlyViewed: RecentlyViewedStore,
    private readonly wishlist: WishlistStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ slug, locale }: { readonly slug: string; readonly locale: Locale }): Promise<void> {
    const ticket = this.store.begin(slug);
    const audience = catalogueAudience(this.sessions.snapshot, this.accounts.snapshot);
    if (audience === 'wait') return;

    const result = await this.gateway.getProduct({ slug, locale, audience });
    if (result.ok) {
      const { product } = result;
      this.store.succeed(ticket, slug, product);
      this.recentlyViewed.record({ slug: product.slug, name: product.name, imageUrl: product.imageUrl, points: product.points });
      if (audience.kind === 'member') this.wishlist.noteProduct(product.id, product.wishlistId);
      return;
    }
    if (result.error.errorCode === NOT_FOUND) {
      this.store.notFound(ticket, slug);
      return;
    }
    this.store.fail(ticket, slug);
    if (audience.kind === 'member' && result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('product detail', result.error);
  }
}
