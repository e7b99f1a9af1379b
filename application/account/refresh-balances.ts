import { storeCards } from '@rewards-storefront/domain/account/store-cards';
import type { AccountGateway } from '../ports/account-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { CurrentSession } from '../ports/current-session';
import type { AccountStore } from './account-store';

/**
 * The member's card balances are read again after a change that moved
 * points outside the store's sight (a cancellation refunded them), so the
 * utility bar shows what the ledger now holds.
 *
 * Always holds: only the balances change, never the active card nor the
 * cards' loading state (what depends on the card does not reload); an
 * answer that arrives after the member signed out, or another member signed
 * in, is dropped; a failure keeps the balances shown and is reported unless
 * it is the session's.
 */
export class RefreshBalances {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly accounts: AccountStore,
    private readonly sessions: CurrentSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<void> {
    const memberId = this.sessions.snapshot.session?.memberId ?? null;
    if (memberId === null) return;
    const result = await this.gateway.loadAccounts();
    if (!result.ok) {
      this.errors.report('balance refresh', result);
      return;
    }
    if (this.sessions.snapshot.session?.memberId !== memberId) return;
    this.accounts.balancesRefreshed(storeCards(result.accounts, memberId));
  }
}
