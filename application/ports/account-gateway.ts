import type { Account } from '@rewards-storefront/domain/account/account';
import type { GatewayFailure } from './gateway-failure';

export type AccountsResult = { readonly ok: true; readonly accounts: readonly Account[] } | GatewayFailure;

/**
 * Reads the member's cards (accounts) with their balances.
 *
 * Contract: returns every account the member belongs to, unfiltered (the
 * application keeps only usable ones, spec §4); never throws for HTTP or
 * network failures. A member who must accept the programme rules fails with
 * `pending-actions`.
 */
export interface AccountGateway {
  loadAccounts(): Promise<AccountsResult>;
}
