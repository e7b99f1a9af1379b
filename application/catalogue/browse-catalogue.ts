import { PRODUCTS_PER_PAGE } from '@domain/catalogue/catalogue';
import { withPage } from '@domain/catalogue/shop-query';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { AccountStore } from '../account/account-store';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import { catalogueAudience } from './catalogue-audience';
import type { CatalogueQuery, CatalogueStore } from './catalogue-store';

/**
 * A member or a visitor looks at one page of a catalogue (12 products, spec
 * §9), filtered and sorted as the shop's URL says, with the facet counts that
 * come in the same response.
 *
 * Always holds: a signed-in member gets member prices for the active card
 * (GET /member/product with account_id); a visitor gets guest prices. While
 * the member's cards are still loading nothing is requested (the price depends
 * on the card), the page shows as loading, and the caller asks again once
 * they are loaded. A page number below 1 or not whole is read as 1. Only the
 * latest request's answer is shown. A 401 ends the session.
 */
export class BrowseCatalogue {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly store: CatalogueStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: CatalogueQuery): Promise<void> {
    const query: CatalogueQuery = { ...input, shop: withPage(input.shop, input.shop.page) };
    const ticket = this.store.begin(query);
    const audience = catalogueAudience(this.sessions.snapshot, this.accounts.snapshot);
    if (audience === 'wait') return;

    const { shop } = query;
    const result = await this.gateway.listProducts({
      catalogue: query.catalogue,
      locale: query.locale,
      page: shop.page,
      perPage: PRODUCTS_PER_PAGE,
      audience,
      filters: shop.filters,
      sort: shop.sort,
    });
    if (result.ok) {
      this.store.succeed(ticket, query, result.page);
      return;
    }
    this.store.fail(ticket, query);
    if (audience.kind === 'member' && result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('catalogue page', result.error);
  }
}
