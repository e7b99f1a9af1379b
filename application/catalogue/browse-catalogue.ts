import { PRODUCTS_PER_PAGE } from '@domain/catalogue/catalogue';
import type { AccountStore } from '../account/account-store';
import type { CatalogueAudience, CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import type { CatalogueQuery, CatalogueStore } from './catalogue-store';

/**
 * A member or a visitor looks at one page of a catalogue (12 products, spec §9).
 *
 * Always holds: a signed-in member gets member prices for the active card
 * (GET /member/product with account_id); a visitor gets guest prices. While
 * the member's cards are still loading nothing is requested (the price depends
 * on the card), the page shows as loading, and the caller asks again once
 * they are loaded. A page number below 1 or not whole is read as 1. A 401
 * ends the session.
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
    const query: CatalogueQuery = { ...input, page: Number.isInteger(input.page) && input.page >= 1 ? input.page : 1 };
    const ticket = this.store.begin(query);
    const signedIn = this.sessions.snapshot.session !== null;
    const account = this.accounts.snapshot;
    if (signedIn && account.loading) return;

    const audience: CatalogueAudience = signedIn ? { kind: 'member', accountId: account.accountId } : { kind: 'guest' };
    const result = await this.gateway.listProducts({ ...query, perPage: PRODUCTS_PER_PAGE, audience });
    if (result.ok) {
      this.store.succeed(ticket, query, result.page);
      return;
    }
    this.store.fail(ticket, query);
    if (signedIn && result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('catalogue page', result.error);
  }
}
