import type { Account } from '@domain/account/account';
import { selectAccount } from '@domain/account/select-account';
import { usableAccounts } from '@domain/account/usable-accounts';
import type { AccountGateway } from '../ports/account-gateway';
import type { CurrentAccountStorage } from '../ports/current-account-storage';
import type { ErrorReporter } from '../ports/error-reporter';
import { FORBIDDEN, PENDING_ACTIONS, UNAUTHORIZED } from '../ports/gateway-error';
import type { EndSession } from '../session/end-session';
import type { AccountStore } from './account-store';

export interface LoadAccountsInput {
  readonly memberId: number;
  /** A card asked for by reference (e.g. a deep link); wins over the stored choice. */
  readonly referenceIdentifier?: string | null;
}

export type LoadAccountsResult =
  | { readonly ok: true; readonly account: Account | undefined }
  | { readonly ok: false; readonly reason: 'pending-actions' | 'unauthenticated' | 'unavailable' };

/**
 * Loads the member's cards and makes one active (spec §4 "Account load").
 *
 * Always holds: only usable accounts (primary, not on hold, not cancelled)
 * reach the store; the active one is the requested reference, else the
 * stored current id, else the first; its id is saved as current. A 403
 * PENDING_ACTIONS sets the pending-actions flag; a 401 ends the session;
 * other failures are reported and show nothing.
 */
export class LoadAccounts {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly store: AccountStore,
    private readonly currentAccount: CurrentAccountStorage,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: LoadAccountsInput): Promise<LoadAccountsResult> {
    this.store.loadStarted();
    const result = await this.gateway.loadAccounts();
    if (!result.ok) {
      if (result.error.errorCode === UNAUTHORIZED) {
        this.endSession.execute();
        return { ok: false, reason: 'unauthenticated' };
      }
      const pendingActions = result.error.errorCode === FORBIDDEN && result.error.code === PENDING_ACTIONS;
      this.store.loadFailed({ pendingActions });
      if (pendingActions) return { ok: false, reason: 'pending-actions' };
      this.errors.report('account load', result.error);
      return { ok: false, reason: 'unavailable' };
    }
    const accounts = usableAccounts(result.accounts, input.memberId);
    const selected = selectAccount(accounts, {
      referenceIdentifier: input.referenceIdentifier ?? null,
      storedAccountId: this.currentAccount.load(),
    });
    if (selected) this.currentAccount.save(selected.id);
    this.store.loadSucceeded(accounts, selected);
    return { ok: true, account: selected };
  }
}
