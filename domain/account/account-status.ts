import type { Account } from './account.ts';

/** True exactly when the account's status code is "ON HOLD" (spec §4). */
export function isOnHold(account: Pick<Account, 'statusCode'>): boolean {
  return account.statusCode === 'ON HOLD';
}

/** True exactly when the account's status code is "CANCELED" (spec §4). */
export function isCancelled(account: Pick<Account, 'statusCode'>): boolean {
  return account.statusCode === 'CANCELED';
}
