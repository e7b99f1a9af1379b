import type { Account } from './account.ts';

/** What can point at the account to select: a deep link's reference, or the id saved as current. */
export interface AccountSelectionHints {
  readonly referenceIdentifier?: string | null;
  readonly storedAccountId?: number | null;
}

/**
 * The account to make current (spec §4 "Account load"): the one whose
 * reference identifier matches `referenceIdentifier`; else the one whose id
 * is `storedAccountId`; else the first.
 *
 * Always holds: the result is a member of `accounts`, and is `undefined`
 * only when `accounts` is empty. Hints that match nothing are ignored.
 */
export function selectAccount<T extends Pick<Account, 'id' | 'referenceIdentifier'>>(
  accounts: readonly T[],
  { referenceIdentifier, storedAccountId }: AccountSelectionHints = {},
): T | undefined {
  return (
    accounts.find((account) => referenceIdentifier != null && account.referenceIdentifier === referenceIdentifier) ??
    accounts.find((account) => storedAccountId != null && account.id === storedAccountId) ??
    accounts[0]
  );
}
