import { EMPTY_FILTERS } from '@domain/catalogue/catalogue-filters';
import { FEATURED_CATEGORY_NAMES, FEATURED_PRODUCTS_LIMIT } from '@domain/catalogue/featured-products';
import type { Locale } from '@domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import { catalogueAudience } from './catalogue-audience';
import type { FeaturedProductsStore } from './featured-products-store';

/**
 * The home and product-detail pages show the 'Monthly Specials' block (spec
 * §2): one catalogue request, merchandise, category path ['Monthly
 * Specials'] (its French name on a French page), {@link FEATURED_PRODUCTS_LIMIT} products, the server's default
 * order.
 *
 * Always holds: priced like a catalogue page (member prices for the active
 * card, guest prices for a visitor); nothing is asked while the member's
 * cards load (the caller asks again once they are in); only the latest
 * request settles; a 401 ends the session; other failures are reported and
 * leave the block empty.
 */
export class LoadFeaturedProducts {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly store: FeaturedProductsStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(locale: Locale): Promise<void> {
    const ticket = this.store.begin();
    const audience = catalogueAudience(this.sessions.snapshot, this.accounts.snapshot);
    if (audience === 'wait') return;
    const result = await this.gateway.listProducts({
      catalogue: 'merchandise',
      locale,
      page: 1,
      perPage: FEATURED_PRODUCTS_LIMIT,
      audience,
      filters: { ...EMPTY_FILTERS, categoryPath: [FEATURED_CATEGORY_NAMES[locale]] },
      sort: null,
    });
    if (result.ok) {
      this.store.succeed(ticket, result.page.products.slice(0, FEATURED_PRODUCTS_LIMIT));
      return;
    }
    this.store.fail(ticket);
    if (audience.kind === 'member' && result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('featured products', result.error);
  }
}
