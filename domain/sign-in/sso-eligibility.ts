import type { Account } from '../account/account.ts';
import { usableAccounts } from '../account/usable-accounts.ts';

/**
 * Whether a member may arrive by single sign-on (spec §6): only a primary
 * cardholder whose account is in good standing, that is a card they could
 * use in the store (primary, neither on hold nor cancelled). Others are told
 * to call the number on their card.
 */
export function isSsoEligible(accounts: readonly Pick<Account, 'statusCode' | 'members'>[], memberId: number): boolean {
  return usableAccounts(accounts, memberId).length > 0;
}
