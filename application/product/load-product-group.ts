import type { Locale } from '@domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import type { ProductGroupStore } from './product-group-store';

/**
 * A member's product page shows the rest of the product's group ("More in
 * this range", GET /member/product-group/{id}).
 *
 * Always holds: members only, a visitor's store stays (or goes back to)
 * idle and nothing is asked; priced for the active card; nothing is asked
 * while the member's cards load (the caller asks again once they are in);
 * only the latest request settles; a 401 ends the session; other failures
 * are reported.
 */
export class LoadProductGroup {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly store: ProductGroupStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ id, locale }: { readonly id: number; readonly locale: Locale }): Promise<void> {
    if (this.sessions.snapshot.session === null) {
      this.store.clear();
      return;
    }
    const ticket = this.store.begin(id);
    const account = this.accounts.snapshot;
    if (account.loading) return;

    const result = await this.gateway.getProductGroup({ id, locale, accountId: account.accountId });
    if (result.ok) {
      this.store.succeed(ticket, result.group);
      return;
    }
    this.store.fail(ticket, id);
    if (result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('product group', result.error);
  }
}
