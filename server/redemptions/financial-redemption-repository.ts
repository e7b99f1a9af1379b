import type { Queryable } from '../database/queryable';

export interface FinancialRewardRow {
  id: number;
  nameEn: string;
  nameFr: string | null;
  pattern: string | null;
  requiresVerification: boolean;
}

export async function findFinancialReward(db: Queryable, programmeId: number, productId: number): Promise<FinancialRewardRow | null> {
  const { rows } = await db.query<FinancialRewardRow>(
    `SELECT p.id, p.name_en AS "nameEn", p.name_fr AS "nameFr", p.account_number_pattern AS pattern,
            p.requires_account_verification AS "requiresVerification"
       FROM product p JOIN catalog c ON c.id = p.catalog_id
      WHERE p.id = $1 AND c.programme_id = $2 AND p.product_type = 'financial_reward'`,
    [productId, programmeId],
  );
  return rows[0] ?? null;
}

/** A partner's answer that an account number is the member's, kept as a digest for 30 minutes. */
export interface AccountVerification {
  memberId: number;
  accountId: number;
  productId: number;
  accountNumberDigest: string;
  maskedAccountNumber: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Records a verification and answers its id. */
export async function insertAccountVerification(db: Queryable, verification: AccountVerification): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO financial_account_verification (member_id, account_id, product_id, account_number_digest, masked_account_number, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      verification.memberId,
      verification.accountId,
      verification.productId,
      verification.accountNumberDigest,
      verification.maskedAccountNumber,
      verification.createdAt,
      verification.expiresAt,
    ],
  );
  return rows[0]!.id;
}

/** Whether the verification is this member's, of this card, reward and account number, and still current at `at`. */
export async function hasCurrentVerification(
  db: Queryable,
  check: { verificationId: number; memberId: number; accountId: number; productId: number; accountNumberDigest: string; at: Date },
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM financial_account_verification
      WHERE id = $1 AND member_id = $2 AND account_id = $3 AND product_id = $4 AND account_number_digest = $5 AND expires_at >= $6`,
    [check.verificationId, check.memberId, check.accountId, check.productId, check.accountNumberDigest, check.at],
  );
  return rows.length > 0;
}
