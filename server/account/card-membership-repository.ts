import type { Queryable } from '../database/queryable';
import type { AccountStatus } from './account-repository';

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
