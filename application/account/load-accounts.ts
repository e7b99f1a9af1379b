import type { Account } from '@rewards-storefront/domain/account/account';
import { selectAccount } from '@rewards-storefront/domain/account/select-account';
import { storeCards } from '@rewards-storefront/domain/account/store-cards';
import { defer, map, type Observable } from 'rxjs';
import type { AccountGateway, AccountsResult } from '../ports/account-gateway';
import type { CurrentAccountStorage } from '../ports/current-account-storage';
import type { ErrorReporter } from '../ports/error-reporter';
import type { AccountStore } from './account-store';

export interface LoadAccountsInput {
  readonly memberId: number;
  /** A card asked for by reference (e.g. a deep link); wins over the stored choice. */
  readonly referenceIdentifier?: string | null;
}

export type LoadAccountsResult =
  | { readonly ok: true; readonly account: Account | undefined }
  | { readonly ok: false; readonly reason: 'pending-actions' | 'unauthorized' | 'unavailable' };

/**
 * Loads the member's cards and makes one active (spec §4 "Account load").
 * Runs when subscribed; unsubscribing before the answer drops it (nothing is
 * applied), so a sign-out during the load leaves no card behind.
 *
 * Always holds: only the cards the store offers reach it (domain
 * `storeCards`: the member's own usable cards, then those they are an
 * authorized redeemer on, none on hold or cancelled); the active one is the requested reference, else the
 * stored current id, else the first; its id is saved as current. Pending
 * actions set the pending-actions flag; a refused session leaves the account
 * state empty (HandleSessionEvents ends the session); other failures are
 * reported and show nothing.
 */
export class LoadAccounts {
  constructor(
    private readonly gateway: AccountGateway,
    private readonly store: AccountStore,
    private readonly currentAccount: CurrentAccountStorage,
    private readonly errors: ErrorReporter,
  ) {}

  execute(input: LoadAccountsInput): Observable<LoadAccountsResult> {
    return defer(() => {
      this.store.loadStarted();
      return this.gateway.loadAccounts();
    }).pipe(map((result) => this.apply(result, input)));
  }

  private apply(result: AccountsResult, input: LoadAccountsInput): LoadAccountsResult {
    if (!result.ok) {
      if (result.reason === 'unauthorized') {
        this.store.reset();
        return { ok: false, reason: 'unauthorized' };
      }
      const pendingActions = result.reason === 'pending-actions';
      this.store.loadFailed({ pendingActions });
      if (pendingActions) return { ok: false, reason: 'pending-actions' };
      this.errors.report('account load', result);
      return { ok: false, reason: 'unavailable' };
    }
    const accounts = storeCards(result.accounts, input.memberId);
    const selected = selectAccount(accounts, {
      referenceIdentifier: input.referenceIdentifier ?? null,
      storedAccountId: this.currentAccount.read(),
    });
    if (selected) this.currentAccount.write(selected.id);
    this.store.loadSucceeded(accounts, selected, input.memberId);
    return { ok: true, account: selected };
  }
}
