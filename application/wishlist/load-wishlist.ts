import type { Locale } from '@domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { WishlistGateway } from '../ports/wishlist-gateway';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import type { WishlistStore } from './wishlist-store';

/**
 * A member's wishlist is loaded (the wishlist page, and the hearts of the
 * shop's cards), priced for the active card.
 *
 * Always holds: members only, nothing is asked for a visitor (the store stays
 * idle); nothing is asked while the member's cards load (the caller asks
 * again once they are in); only the latest load settles; a 401 ends the
 * session; other failures are reported.
 */
export class LoadWishlist {
  constructor(
    private readonly gateway: WishlistGateway,
    private readonly store: WishlistStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(locale: Locale): Promise<void> {
    if (this.sessions.snapshot.session === null) return;
    const ticket = this.store.begin();
    const account = this.accounts.snapshot;
    if (account.loading) return;

    const result = await this.gateway.list({ locale, accountId: account.accountId });
    if (result.ok) {
      this.store.succeed(ticket, result.items);
      return;
    }
    this.store.fail(ticket);
    if (result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('wishlist', result.error);
  }
}
