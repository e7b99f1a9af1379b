import type { Queryable } from '../database/queryable';

/** The sandbox processor's record of one authorization, under the caller's key. */
export interface AuthorizationRow {
  reference: string;
  status: 'authorized' | 'captured' | 'voided' | 'declined';
  amountCents: number;
  declineReason: 'declined' | 'fraud' | null;
}

export interface NewAuthorization {
  idempotencyKey: string;
  reference: string;
  amountCents: number;
  currencyCode: string;
  status: AuthorizationRow['status'];
  cardLastFour: string;
  declineReason: 'declined' | 'fraud' | null;
}

/** Records the key's authorization unless the key has one (the same key answers the first authorization). */
export async function insertAuthorizationOnce(db: Queryable, authorization: NewAuthorization): Promise<void> {
  await db.query(
    `INSERT INTO sandbox_card_authorization (idempotency_key, reference, amount_cents, currency_code, status, card_last_four, decline_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotency_key) DO NOTHING`,
    [
      authorization.idempotencyKey,
      authorization.reference,
      authorization.amountCents,
      authorization.currencyCode,
      authorization.status,
      authorization.cardLastFour,
      authorization.declineReason,
    ],
  );
}

export async function findAuthorization(db: Queryable, idempotencyKey: string): Promise<AuthorizationRow | undefined> {
  const { rows } = await db.query<AuthorizationRow>(
    `SELECT reference, status, amount_cents::int AS "amountCents", decline_reason AS "declineReason"
       FROM sandbox_card_authorization WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  return rows[0];
}

/** Captures the key's authorization (again, harmlessly); false when there is none to capture. */
export async function markAuthorizationCaptured(db: Queryable, idempotencyKey: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE sandbox_card_authorization SET status = 'captured', updated_at = now()
      WHERE idempotency_key = $1 AND status IN ('authorized', 'captured')`,
    [idempotencyKey],
  );
  return rowCount === 1;
}

/**
 * Voids the key's authorization, or records the key as voided when it never
 * reached the processor (a later authorization under it is then voided too).
 * False when the row exists and was not authorized (captured or voided).
 */
export async function voidAuthorizationOfKey(db: Queryable, idempotencyKey: string, reference: string): Promise<boolean> {
  const { rows } = await db.query<{ status: string }>(
    `INSERT INTO sandbox_card_authorization (idempotency_key, reference, amount_cents, status)
     VALUES ($1, $2, 0, 'voided')
     ON CONFLICT (idempotency_key) DO UPDATE SET status = 'voided', updated_at = now()
      WHERE sandbox_card_authorization.status = 'authorized'
     RETURNING status`,
    [idempotencyKey, reference],
  );
  return rows.length > 0;
}

export interface ChargeRow {
  id: number;
  status: string;
  amountCents: number;
}

/** The charge under `reference`, locked for the rest of the transaction. */
export async function lockCharge(db: Queryable, reference: string): Promise<ChargeRow | undefined> {
  const { rows } = await db.query<ChargeRow>(
    `SELECT id, status, amount_cents::int AS "amountCents" FROM sandbox_card_authorization WHERE reference = $1 FOR UPDATE`,
    [reference],
  );
  return rows[0];
}

export interface RefundRow {
  reference: string;
  amountCents: number;
  authorizationId: number;
}

export async function findRefundOfKey(db: Queryable, idempotencyKey: string): Promise<RefundRow | undefined> {
  const { rows } = await db.query<RefundRow>(
    `SELECT reference, amount_cents::int AS "amountCents", authorization_id::int AS "authorizationId" FROM sandbox_card_refund WHERE idempotency_key = $1`,
    [idempotencyKey],
  );
  return rows[0];
}

/** What the charge's refunds add up to, in cents. */
export async function refundedCents(db: Queryable, authorizationId: number): Promise<number> {
  const { rows } = await db.query<{ total: number }>(
    'SELECT COALESCE(sum(amount_cents), 0)::int AS total FROM sandbox_card_refund WHERE authorization_id = $1',
    [authorizationId],
  );
  return rows[0]!.total;
}

export async function insertRefund(db: Queryable, refund: RefundRow & { idempotencyKey: string }): Promise<void> {
  await db.query('INSERT INTO sandbox_card_refund (idempotency_key, reference, authorization_id, amount_cents) VALUES ($1, $2, $3, $4)', [
    refund.idempotencyKey,
    refund.reference,
    refund.authorizationId,
    refund.amountCents,
  ]);
}
