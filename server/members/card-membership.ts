import { canOnCard, type CardCapability } from '@domain/account/card-access';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';
import type { AccountStatus } from './account-repository';
import type { MemberRow } from './member-repository';

/** How a member stands on one card. */
export interface CardMembership {
  accountId: number;
  referenceIdentifier: string;
  isPrimary: boolean;
  status: AccountStatus;
  maskedNumber: string;
  cardNameEn: string;
  cardNameFr: string | null;
}

export async function findCardMembership(db: Queryable, memberId: number, accountId: number): Promise<CardMembership | null> {
  const { rows } = await db.query<CardMembership>({
    name: 'card-membership',
    text: `SELECT a.id AS "accountId", a.reference_identifier AS "referenceIdentifier", am.is_primary AS "isPrimary", a.status,
                  a.masked_number AS "maskedNumber", cp.name_en AS "cardNameEn", cp.name_fr AS "cardNameFr"
             FROM account_member am
             JOIN account a ON a.id = am.account_id
             JOIN card_product cp ON cp.id = a.card_product_id
            WHERE am.member_id = $1 AND am.account_id = $2`,
    values: [memberId, accountId],
  });
  return rows[0] ?? null;
}

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
