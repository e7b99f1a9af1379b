import { canOnCard, type CardCapability } from '@rewards-storefront/domain/account/card-access';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';
import { findCardMembership, type CardMembership } from './card-membership-repository';
import type { MemberRow } from './member-repository';

/**
 * The member's standing on a card, when they may do `capability` on it
 * (domain/account/card-access.ts): another member's card is a 404 (decisions
 * §8); an authorized redeemer asking for more than redeeming is a 403
 * PRIMARY_CARDHOLDER_ONLY.
 */
export async function requireCardCapability(
  db: Queryable,
  member: MemberRow,
  accountId: number,
  capability: CardCapability,
): Promise<CardMembership> {
  const membership = await findCardMembership(db, member.id, accountId);
  if (!membership) throw ApiError.notFound('No such card for this member.');
  if (!canOnCard(capability, membership)) {
    throw ApiError.forbidden(
      'PRIMARY_CARDHOLDER_ONLY',
      'Only the primary cardholder can do this; an authorized redeemer can redeem points on this card and nothing else.',
    );
  }
  return membership;
}
