import type { Pool, PoolClient } from 'pg';
import { failpoint } from '../testing/failpoint';
import type { PaymentProcessor } from './payment-processor';

/** The processor key of an order item's refund: one refund per item, whoever asks and however often. */
export function refundKeyOfItem(orderItemId: number): string {
  return `refund:order-item:${orderItemId}`;
}

export interface OwedRefund {
  orderId: number;
  orderItemId: number;
  chargeReference: string;
  amountCents: number;
}

/**
 * The card refunds of cancelled items (decisions §8, "Card refunds"), kept
 * like checkout's payment intents: the cancellation's transaction records
 * the refund it owes (`owe`, pending, under a key derived from the item);
 * once that commits the processor is asked under that key (`settle`) and
 * its answer recorded. A crash or a failed call between the two leaves a
 * pending row that a retry of the cancellation or the recovery sweep
 * settles; the processor answers the same key with the same refund, so
 * nothing is ever refunded twice.
 */
export class CardRefunds {
  constructor(
    private readonly pool: Pool,
    private readonly processor: PaymentProcessor,
  ) {}

  get processorName(): string {
    return this.processor.name;
  }

  /** Records the refund an item's cancellation owes, in that cancellation's transaction; answers its processor key. */
  async owe(client: PoolClient, refund: OwedRefund): Promise<string> {
    const key = refundKeyOfItem(refund.orderItemId);
    await client.query(
      `INSERT INTO payment_refund (order_id, order_item_id, charge_reference, processor_key, amount_cents, processor)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_item_id) DO NOTHING`,
      [refund.orderId, refund.orderItemId, refund.chargeReference, key, refund.amountCents, this.processor.name],
    );
    return key;
  }

  /**
   * Asks the processor for the order's pending refunds and records each
   * answer; `idempotencyKey` (the cancellation's) names the request for the
   * crash test's failpoints. A failed call leaves its refund pending for the
   * sweep and is passed to `onError`.
   */
  async settleOrder(orderId: number, idempotencyKey: string | null, onError: (error: unknown) => void): Promise<void> {
    const { rows } = await this.pool.query<PendingRefund>(`${PENDING_REFUNDS} AND order_id = $1 ORDER BY id`, [orderId]);
    for (const refund of rows) await this.settle(refund, idempotencyKey).catch(onError);
  }

  /** The recovery sweep's part: every pending refund, oldest first (100 a pass). Answers how many it settled. */
  async sweep(onError: (error: unknown) => void = () => undefined): Promise<number> {
    const { rows } = await this.pool.query<PendingRefund>(`${PENDING_REFUNDS} ORDER BY id LIMIT 100`);
    let settled = 0;
    for (const refund of rows) {
      // One failing call must not hold up the others: it is tried again on the next pass.
      await this.settle(refund, null).then(() => (settled += 1), onError);
    }
    return settled;
  }

  private async settle(refund: PendingRefund, idempotencyKey: string | null): Promise<void> {
    const answer = await this.processor.refund({
      idempotencyKey: refund.processorKey,
      chargeReference: refund.chargeReference,
      amountCents: refund.amountCents,
      currencyCode: 'CAD',
    });
    if (idempotencyKey) await failpoint('processor-refunded', idempotencyKey);
    await this.pool.query(
      `UPDATE payment_refund SET status = 'refunded', processor_reference = $2, settled_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [refund.id, answer.processorReference],
    );
  }
}

interface PendingRefund {
  id: number;
  processorKey: string;
  chargeReference: string;
  amountCents: number;
}

const PENDING_REFUNDS = `SELECT id::int, processor_key AS "processorKey", charge_reference AS "chargeReference", amount_cents::int AS "amountCents"
  FROM payment_refund WHERE status = 'pending'`;
