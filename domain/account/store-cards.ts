import type { Account } from './account.ts';
import { isCancelled, isOnHold } from './account-status.ts';
import { usableAccounts } from './usable-accounts.ts';

/**
 * How the member stands on a card in the store: its primary holder, or an
 * authorized redeemer the holder named, who may redeem its points and
 * nothing else (domain/account/card-access.ts).
 */
export type CardRole = 'primary' | 'authorized-redeemer';

type StoreCardFields = Pick<Account, 'id' | 'statusCode' | 'members'>;

/** The member's role on a card, or null when they are not a member of it. */
export function cardRoleOf(account: Pick<Account, 'members'>, memberId: number): CardRole | null {
  const memberships = account.members.filter((member) => member.memberId === memberId);
  if (memberships.some((member) => member.isPrimary)) return 'primary';
  return memberships.length > 0 ? 'authorized-redeemer' : null;
}

/**
 * The cards the store offers the member: their own usable cards first
 * (spec §4: primary, not on hold, not cancelled, in order), then the cards
 * they are an authorized redeemer on, in good standing too (spec §1: the
 * holder lets them redeem), in order; so the first card, the one chosen
 * when nothing else is, is always one of the member's own when they have one.
 *
 * Always holds: every card is kept at most once, and only when the member
 * is a member of it and it is neither on hold nor cancelled.
 */
export function storeCards<T extends StoreCardFields>(accounts: readonly T[], memberId: number): T[] {
  const own = usableAccounts(accounts, memberId);
  const redeemable = accounts.filter(
    (account) => cardRoleOf(account, memberId) === 'authorized-redeemer' && !isOnHold(account) && !isCancelled(account),
  );
  return [...own, ...redeemable];
}
