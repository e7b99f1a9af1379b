import type { Locale } from '@domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { EndSession } from '../session/end-session';
import type { SessionStore } from '../session/session-store';
import type { CartStore } from './cart-store';

/**
 * The header loads the member's open cart for the active card (its item
 * count); the header calls it when a member is signed in and the active card
 * changes.
 *
 * Always holds: a visitor, or a member without a card, has no cart (the store
 * is cleared, nothing is asked); nothing is asked while the member's cards
 * load; only the latest load settles; a 401 ends the session; other failures
 * are reported and keep the last count.
 */
export class LoadCart {
  constructor(
    private readonly gateway: CartGateway,
    private readonly store: CartStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(locale: Locale): Promise<void> {
    const account = this.accounts.snapshot;
    if (this.sessions.snapshot.session === null) {
      this.store.clear();
      return;
    }
    if (account.loading) return;
    if (account.accountId === null) {
      this.store.clear();
      return;
    }
    const ticket = this.store.begin();
    const result = await this.gateway.getCart({ accountId: account.accountId, locale });
    if (result.ok) {
      this.store.succeed(ticket, result.cart);
      return;
    }
    this.store.fail(ticket);
    if (result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('cart', result.error);
  }
}
