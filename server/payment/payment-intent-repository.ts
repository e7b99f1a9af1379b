import type { Queryable } from '../database/queryable';

export type PaymentIntentStatus = 'created' | 'authorized' | 'captured' | 'voided' | 'declined';

export interface PaymentIntent {
  id: number;
  status: PaymentIntentStatus;
  amountCents: number;
  processorKey: string;
  processorReference: string | null;
  cardLastFour: string;
  cardBrand: string | null;
  declineReason: 'declined' | 'fraud' | null;
  declineMessage: string | null;
  orderId: number | null;
}

const INTENT_COLUMNS = `id, status, amount_cents::int AS "amountCents", processor_key AS "processorKey",
  processor_reference AS "processorReference", card_last_four AS "cardLastFour", card_brand AS "cardBrand",
  decline_reason AS "declineReason", decline_message AS "declineMessage", order_id::int AS "orderId"`;

/** A new intent's row: its owner (member, key, cart, card), its amount, and the card it will charge. */
export interface NewPaymentIntent {
  memberId: number;
  idempotencyKey: string;
  processorKey: string;
  shoppingCartId: number;
  accountId: number;
  amountCents: number;
  processor: string;
  cardLastFour: string;
  cardBrand: string | null;
}

/** Inserts the key's intent unless the key has one already (a retry). */
export async function insertIntentOnce(db: Queryable, intent: NewPaymentIntent): Promise<void> {
  await db.query(
    `INSERT INTO payment_intent (member_id, idempotency_key, processor_key, shopping_cart_id, account_id, amount_cents, processor, card_last_four, card_brand)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (member_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
    [
      intent.memberId,
      intent.idempotencyKey,
      intent.processorKey,
      intent.shoppingCartId,
      intent.accountId,
      intent.amountCents,
      intent.processor,
      intent.cardLastFour,
      intent.cardBrand,
    ],
  );
}

export async function findIntentOfKey(db: Queryable, memberId: number, idempotencyKey: string): Promise<PaymentIntent | undefined> {
  const { rows } = await db.query<PaymentIntent>(`SELECT ${INTENT_COLUMNS} FROM payment_intent WHERE member_id = $1 AND idempotency_key = $2`, [
    memberId,
    idempotencyKey,
  ]);
  return rows[0];
}

export async function findIntent(db: Queryable, intentId: number): Promise<PaymentIntent | undefined> {
  const { rows } = await db.query<PaymentIntent>(`SELECT ${INTENT_COLUMNS} FROM payment_intent WHERE id = $1`, [intentId]);
  return rows[0];
}

/** What the processor answered a created intent: authorized under a reference, voided, or declined with a reason. */
export type AuthorizationOutcome =
  | { status: 'authorized'; processorReference: string }
  | { status: 'voided' }
  | { status: 'declined'; reason: 'declined' | 'fraud'; message: string };

/** Records the processor's answer on an intent still `created` (a second answer is ignored). */
export async function recordAuthorization(db: Queryable, intentId: number, outcome: AuthorizationOutcome): Promise<void> {
  if (outcome.status === 'authorized') {
    await db.query(
      `UPDATE payment_intent SET status = 'authorized', processor_reference = $2, updated_at = now() WHERE id = $1 AND status = 'created'`,
      [intentId, outcome.processorReference],
    );
  } else if (outcome.status === 'voided') {
    await db.query(
      `UPDATE payment_intent SET status = 'voided', settled_at = now(), updated_at = now() WHERE id = $1 AND status = 'created'`,
      [intentId],
    );
  } else {
    await db.query(
      `UPDATE payment_intent SET status = 'declined', decline_reason = $2, decline_message = $3, settled_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'created'`,
      [intentId, outcome.reason, outcome.message],
    );
  }
}

/** Ties an authorized intent without an order to `orderId`; false when it is no longer authorized or already tied. */
export async function attachIntentToOrder(db: Queryable, intentId: number, orderId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE payment_intent SET order_id = $2, updated_at = now() WHERE id = $1 AND status = 'authorized' AND order_id IS NULL`,
    [intentId, orderId],
  );
  return rowCount === 1;
}

export async function markIntentCaptured(db: Queryable, intentId: number): Promise<void> {
  await db.query(`UPDATE payment_intent SET status = 'captured', settled_at = now(), updated_at = now() WHERE id = $1 AND status = 'authorized'`, [
    intentId,
  ]);
}

/** Marks an intent without an order voided; answers its processor key, or null when it was not voidable. */
export async function markUnattachedIntentVoided(db: Queryable, intentId: number): Promise<string | null> {
  const { rows } = await db.query<{ processorKey: string }>(
    `UPDATE payment_intent SET status = 'voided', updated_at = now()
      WHERE id = $1 AND status IN ('created', 'authorized') AND order_id IS NULL RETURNING processor_key AS "processorKey"`,
    [intentId],
  );
  return rows[0]?.processorKey ?? null;
}

/** Authorized intents of committed orders, not yet captured (100 a pass). */
export async function intentsToCapture(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM payment_intent WHERE settled_at IS NULL AND status = 'authorized' AND order_id IS NOT NULL ORDER BY id LIMIT 100`,
  );
  return rows.map((row) => row.id);
}

export interface IntentToVoid {
  id: number;
  processorKey: string;
}

/** Marks voided the intents left `voidAfterMs` without an order (100 a pass) and answers them. */
export async function voidAbandonedIntents(db: Queryable, voidAfterMs: number): Promise<IntentToVoid[]> {
  const { rows } = await db.query<IntentToVoid>(
    `UPDATE payment_intent SET status = 'voided', updated_at = now()
      WHERE id IN (SELECT id FROM payment_intent
                    WHERE settled_at IS NULL AND status IN ('created', 'authorized') AND order_id IS NULL
                      AND updated_at < now() - make_interval(secs => $1::double precision / 1000)
                    ORDER BY id LIMIT 100)
        AND status IN ('created', 'authorized') AND order_id IS NULL
     RETURNING id, processor_key AS "processorKey"`,
    [voidAfterMs],
  );
  return rows;
}

/** Voided intents whose void the processor has not confirmed (100 a pass). */
export async function unconfirmedVoids(db: Queryable): Promise<IntentToVoid[]> {
  const { rows } = await db.query<IntentToVoid>(
    `SELECT id, processor_key AS "processorKey" FROM payment_intent WHERE settled_at IS NULL AND status = 'voided' ORDER BY id LIMIT 100`,
  );
  return rows;
}

export async function markIntentSettled(db: Queryable, intentId: number): Promise<void> {
  await db.query('UPDATE payment_intent SET settled_at = now() WHERE id = $1 AND settled_at IS NULL', [intentId]);
}

/** Frees the Idempotency-Keys of settled intents created more than `retentionHours` ago, with the keys' records. */
export async function releaseKeysOfSettledIntents(db: Queryable, retentionHours: number): Promise<void> {
  await db.query(
    `UPDATE payment_intent SET idempotency_key = NULL
      WHERE idempotency_key IS NOT NULL AND settled_at IS NOT NULL AND created_at < now() - make_interval(hours => $1::int)`,
    [retentionHours],
  );
}
