import type { Queryable } from '../database/queryable';
import type { Tier } from './member-repository';

export type AccountStatus = 'ACTIVE' | 'ON HOLD' | 'CANCELED';

export interface AccountRow {
  id: number;
  referenceIdentifier: string;
  status: AccountStatus;
  maskedNumber: string;
  nameOnCard: string;
  productReference: string;
  cardType: string;
  tier: Tier;
  accountCategory: string;
  nameEn: string;
  nameFr: string | null;
  descriptionEn: string;
  descriptionFr: string | null;
  paymentProviders: string[];
  currencyId: number;
  currencyNameEn: string;
  currencyNameFr: string | null;
  currencySymbol: string;
  /** The sum of the account's ledger entries. */
  balance: number;
  members: Array<{ member_id: number; is_primary: boolean }>;
}

/**
 * Every card the member belongs to (as primary holder or authorized
 * redeemer) and nothing else; the balance is the ledger's sum, computed here
 * rather than read from a cached column.
 */
export async function findAccountsOfMember(db: Queryable, memberId: number): Promise<AccountRow[]> {
  const { rows } = await db.query<AccountRow>(
    `SELECT a.id,
            a.reference_identifier AS "referenceIdentifier",
            a.status,
            a.masked_number AS "maskedNumber",
            a.name_on_card AS "nameOnCard",
            cp.reference_identifier AS "productReference",
            cp.card_type AS "cardType",
            cp.tier,
            cp.account_category AS "accountCategory",
            cp.name_en AS "nameEn",
            cp.name_fr AS "nameFr",
            cp.description_en AS "descriptionEn",
            cp.description_fr AS "descriptionFr",
            cp.payment_providers AS "paymentProviders",
            c.id AS "currencyId",
            c.name_en AS "currencyNameEn",
            c.name_fr AS "currencyNameFr",
            c.symbol AS "currencySymbol",
            -- The ledger's balance projection (kept by its trigger in the writer's transaction), not a sum of every entry.
            COALESCE((SELECT b.points FROM account_points_balance b WHERE b.account_id = a.id), 0)::bigint AS balance,
            (SELECT json_agg(json_build_object('member_id', m.member_id, 'is_primary', m.is_primary)
                             ORDER BY m.is_primary DESC, m.member_id)
               FROM account_member m
              WHERE m.account_id = a.id) AS members
       FROM account_member am
       JOIN account a ON a.id = am.account_id
       JOIN card_product cp ON cp.id = a.card_product_id
       JOIN programme p ON p.id = a.programme_id
       JOIN currency c ON c.id = p.points_currency_id
      WHERE am.member_id = $1
      ORDER BY am.is_primary DESC,
               CASE a.status WHEN 'ACTIVE' THEN 0 WHEN 'ON HOLD' THEN 1 ELSE 2 END,
               a.opened_at, a.id`,
    [memberId],
  );
  return rows;
}

export async function memberBelongsToAccount(db: Queryable, memberId: number, accountId: number): Promise<boolean> {
  const { rows } = await db.query({
    name: 'member-belongs-to-account',
    text: 'SELECT 1 FROM account_member WHERE member_id = $1 AND account_id = $2',
    values: [memberId, accountId],
  });
  return rows.length > 0;
}

/** The tier of the card's product ('' for no such card): what the Elite travel bonus depends on. */
export async function findCardTier(db: Queryable, accountId: number): Promise<Tier | ''> {
  const { rows } = await db.query<{ tier: Tier }>(
    'SELECT cp.tier FROM account a JOIN card_product cp ON cp.id = a.card_product_id WHERE a.id = $1',
    [accountId],
  );
  return rows[0]?.tier ?? '';
}
