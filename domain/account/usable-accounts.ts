import type { Account } from './account.ts';
import { isCancelled, isOnHold } from './account-status.ts';

type UsabilityFields = Pick<Account, 'statusCode' | 'members'>;

/** True when `memberId` is listed on the account as a primary member. */
export function isPrimaryMember(account: Pick<Account, 'members'>, memberId: number): boolean {
  return account.members.some((member) => member.memberId === memberId && member.isPrimary);
}

/**
 * True when the member may use the card: primary on it, not on hold, not
 * cancelled (spec §4).
 */
export function isUsableAccount(account: UsabilityFields, memberId: number): boolean {
  return isPrimaryMember(account, memberId) && !isOnHold(account) && !isCancelled(account);
}

/**
 * The accounts the member may use (spec §4: "only accounts that are primary,
 * not on hold and not cancelled are kept").
 *
 * Always holds: the result is a sub-list of `accounts` in the same order,
 * holding every account where `memberId` is a primary member and the status
 * is neither ON HOLD nor CANCELED, and no other.
 */
export function usableAccounts<T extends UsabilityFields>(accounts: readonly T[], memberId: number): T[] {
  return accounts.filter((account) => isUsableAccount(account, memberId));
}
