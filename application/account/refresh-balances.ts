import { usableAccounts } from '@domain/account/usable-accounts';
import type { AccountGateway } from '../ports/account-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { SessionStore } from '../session/session-store';
import type { AccountStore } from './account-store';

/**
 * Reads the member's cards again after points were spent (a checkout), so
 * the utility bar shows the balance the ledger now holds (spec §2: the
 * balance comes from GET /member/account).
 *
 * Always holds: the active card stays the active one and nothing shows as
 * loading; only usable cards are kept; a failure changes nothing and is
 * reported unless it is the session's.
 */
export class RefreshBalances {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly accounts: AccountStore,
    private readonly sessions: SessionStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<void> {
    const memberId = this.sessions.snapshot.session?.memberId;
    if (memberId === undefined) return;
    const result = await this.gateway.loadAccounts();
    if (!result.ok) {
      if (!isSessionFailure(result)) this.errors.report('balance refresh', result);
      return;
    }
    // The member may have signed out while the cards were read.
    if (this.sessions.snapshot.session?.memberId !== memberId) return;
    this.accounts.balancesRefreshed(usableAccounts(result.accounts, memberId));
  }
}
