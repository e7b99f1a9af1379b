import { randomUUID } from 'node:crypto';
import { cardDigits } from '@domain/payment/credit-card';
import type { Pool, PoolClient } from 'pg';
import { failpoint } from '../testing/failpoint';
import type { AuthorizationRequest, PaymentProcessor } from './payment-processor';

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

export interface IntentOwner {
  memberId: number;
  idempotencyKey: string;
  shoppingCartId: number;
  accountId: number;
}

/**
 * The cash part of an order as a payment intent (decisions §8): created →
 * authorized → captured, or voided (or declined by the processor). Each
 * state is committed before the next processor call, so a crash anywhere
 * leaves a row the recovery sweep can finish; the processor is called under
 * the intent's processor key, so asking again answers the first
 * authorization.
 */
export class PaymentIntents {
  constructor(
    private readonly pool: Pool,
    private readonly processor: PaymentProcessor,
  ) {}

  /**
   * The key's intent, authorized at the processor: found (a retry of the key)
   * or created for `amountCents`. A retry never authorizes a second time.
   */
  async authorize(owner: IntentOwner, amountCents: number, card: Omit<AuthorizationRequest, 'idempotencyKey' | 'amountCents'> & { brand: string | null }): Promise<PaymentIntent> {
    let intent = await this.findOrCreate(owner, amountCents, card);
    await failpoint('intent-created', owner.idempotencyKey);
    if (intent.status !== 'created') return intent;
    const { brand: _brand, ...cardDetails } = card;
    const result = await this.processor.authorize({ ...cardDetails, idempotencyKey: intent.processorKey, amountCents: intent.amountCents });
    await failpoint('processor-authorized', owner.idempotencyKey);
    if (result.ok) {
      await this.pool.query(
        `UPDATE payment_intent SET status = 'authorized', processor_reference = $2, updated_at = now() WHERE id = $1 AND status = 'created'`,
        [intent.id, result.processorReference],
      );
    } else if (result.reason === 'voided') {
      await this.pool.query(
        `UPDATE payment_intent SET status = 'voided', settled_at = now(), updated_at = now() WHERE id = $1 AND status = 'created'`,
        [intent.id],
      );
    } else {
      await this.pool.query(
        `UPDATE payment_intent SET status = 'declined', decline_reason = $2, decline_message = $3, settled_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'created'`,
        [intent.id, result.reason, result.message],
      );
    }
    intent = (await this.find(this.pool, intent.id))!;
    await failpoint('intent-authorized', owner.idempotencyKey);
    return intent;
  }

  /**
   * Ties the authorized intent to its order, in the order's transaction: the
   * intent is the order's once that commits, and the sweep never voids it.
   * False when the intent is no longer authorized (the sweep voided it).
   */
  async attachToOrder(client: PoolClient, intentId: number, orderId: number): Promise<boolean> {
    const { rowCount } = await client.query(
      `UPDATE payment_intent SET order_id = $2, updated_at = now() WHERE id = $1 AND status = 'authorized' AND order_id IS NULL`,
      [intentId, orderId],
    );
    return rowCount === 1;
  }

  /** Charges the intent of a committed order (again, harmlessly, if it was). */
  async capture(intentId: number, idempotencyKey: string | null = null): Promise<void> {
    const intent = await this.find(this.pool, intentId);
    if (!intent || intent.status !== 'authorized' || intent.orderId === null) return;
    await this.processor.capture({ idempotencyKey: intent.processorKey });
    if (idempotencyKey) await failpoint('processor-captured', idempotencyKey);
    await this.pool.query(
      `UPDATE payment_intent SET status = 'captured', settled_at = now(), updated_at = now() WHERE id = $1 AND status = 'authorized'`,
      [intentId],
    );
  }

  /**
   * Voids an intent that has no order (its order's transaction rolled back
   * with a refusal). The intent is marked voided first, so a late attempt to
   * attach it to an order fails; then the processor releases the hold.
   */
  async voidUnattached(intentId: number): Promise<void> {
    const { rows } = await this.pool.query<{ processorKey: string }>(
      `UPDATE payment_intent SET status = 'voided', updated_at = now()
        WHERE id = $1 AND status IN ('created', 'authorized') AND order_id IS NULL RETURNING processor_key AS "processorKey"`,
      [intentId],
    );
    if (rows[0]) await this.settleVoid(intentId, rows[0].processorKey);
  }

  /**
   * The recovery sweep: captures the authorizations of committed orders,
   * voids those left `voidAfterMs` without an order (their node died or gave
   * up), and finishes voids the processor has not confirmed. Safe on several
   * nodes at once: every step is conditional and the processor calls are
   * keyed. Answers how many intents it settled.
   */
  async sweep(voidAfterMs: number, onError: (error: unknown) => void = () => undefined): Promise<number> {
    let settled = 0;
    const { rows: toCapture } = await this.pool.query<{ id: number }>(
      `SELECT id FROM payment_intent WHERE settled_at IS NULL AND status = 'authorized' AND order_id IS NOT NULL ORDER BY id LIMIT 100`,
    );
    for (const { id } of toCapture) {
      // One failing processor call must not hold up the others: it is tried again on the next pass.
      await this.capture(id).then(() => (settled += 1), onError);
    }
    const { rows: abandoned } = await this.pool.query<{ id: number; processorKey: string }>(
      `UPDATE payment_intent SET status = 'voided', updated_at = now()
        WHERE id IN (SELECT id FROM payment_intent
                      WHERE settled_at IS NULL AND status IN ('created', 'authorized') AND order_id IS NULL
                        AND updated_at < now() - make_interval(secs => $1::double precision / 1000)
                      ORDER BY id LIMIT 100)
          AND status IN ('created', 'authorized') AND order_id IS NULL
       RETURNING id, processor_key AS "processorKey"`,
      [voidAfterMs],
    );
    const { rows: unconfirmed } = await this.pool.query<{ id: number; processorKey: string }>(
      `SELECT id, processor_key AS "processorKey" FROM payment_intent WHERE settled_at IS NULL AND status = 'voided' ORDER BY id LIMIT 100`,
    );
    const toVoid = new Map([...abandoned, ...unconfirmed].map((row) => [row.id, row.processorKey]));
    for (const [id, processorKey] of toVoid) {
      await this.settleVoid(id, processorKey).then(() => (settled += 1), onError);
    }
    return settled;
  }

  private async settleVoid(intentId: number, processorKey: string): Promise<void> {
    await this.processor.voidAuthorization({ idempotencyKey: processorKey });
    await this.pool.query('UPDATE payment_intent SET settled_at = now() WHERE id = $1 AND settled_at IS NULL', [intentId]);
  }

  private async findOrCreate(owner: IntentOwner, amountCents: number, card: { cardNumber: string; brand: string | null }): Promise<PaymentIntent> {
    await this.pool.query(
      `INSERT INTO payment_intent (member_id, idempotency_key, processor_key, shopping_cart_id, account_id, amount_cents, processor, card_last_four, card_brand)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (member_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING`,
      [
        owner.memberId,
        owner.idempotencyKey,
        `pi_${randomUUID()}`,
        owner.shoppingCartId,
        owner.accountId,
        amountCents,
        this.processor.name,
        cardDigits(card.cardNumber).slice(-4),
        card.brand,
      ],
    );
    const { rows } = await this.pool.query<PaymentIntent>(
      `SELECT ${INTENT_COLUMNS} FROM payment_intent WHERE member_id = $1 AND idempotency_key = $2`,
      [owner.memberId, owner.idempotencyKey],
    );
    return rows[0]!;
  }

  private async find(db: Pool | PoolClient, intentId: number): Promise<PaymentIntent | undefined> {
    const { rows } = await db.query<PaymentIntent>(`SELECT ${INTENT_COLUMNS} FROM payment_intent WHERE id = $1`, [intentId]);
    return rows[0];
  }
}
