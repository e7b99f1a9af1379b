import { accountTypeOf, type AccountType } from '../account/account-type.ts';

/**
 * The account types whose customers recover a forgotten password in the
 * store (spec §1, §6: only business customers; personal customers use the
 * bank's online banking).
 */
export const PASSWORD_RECOVERY_ACCOUNT_TYPES: readonly AccountType[] = ['business'];

/**
 * Whether a member with this account category code recovers a forgotten
 * password in the store. Always holds: true exactly for the codes whose
 * account type is in {@link PASSWORD_RECOVERY_ACCOUNT_TYPES}.
 */
export function recoversPasswordInStore(accountCategory: string): boolean {
  return PASSWORD_RECOVERY_ACCOUNT_TYPES.includes(accountTypeOf(accountCategory));
}
