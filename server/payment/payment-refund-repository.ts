import type { Queryable } from '../database/queryable';

/** A refund an item's cancellation owes, before the processor is asked. */
export interface OwedRefundRow {
  orderId: number;
  orderItemId: number;
  chargeReference: string;
  processorKey: string;
  amountCents: number;
  processor: string;
}

export interface PendingRefund {
  id: number;
  processorKey: string;
  chargeReference: string;
  amountCents: number;
}

/** Records the owed refund once per order item (a retried cancellation adds nothing). */
export async function insertOwedRefund(db: Queryable, refund: OwedRefundRow): Promise<void> {
  await db.query(
    `INSERT INTO payment_refund (order_id, order_item_id, charge_reference, processor_key, amount_cents, processor)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (order_item_id) DO NOTHING`,
    [refund.orderId, refund.orderItemId, refund.chargeReference, refund.processorKey, refund.amountCents, refund.processor],
  );
}

const PENDING_REFUNDS = `SELECT id::int, processor_key AS "processorKey", charge_reference AS "chargeReference", amount_cents::int AS "amountCents"
  FROM payment_refund WHERE status = 'pending'`;

export async function pendingRefundsOfOrder(db: Queryable, orderId: number): Promise<PendingRefund[]> {
  const { rows } = await db.query<PendingRefund>(`${PENDING_REFUNDS} AND order_id = $1 ORDER BY id`, [orderId]);
  return rows;
}

/** Every pending refund, oldest first (100 a pass). */
export async function pendingRefunds(db: Queryable): Promise<PendingRefund[]> {
  const { rows } = await db.query<PendingRefund>(`${PENDING_REFUNDS} ORDER BY id LIMIT 100`);
  return rows;
}

export async function markRefunded(db: Queryable, refundId: number, processorReference: string): Promise<void> {
  await db.query(
    `UPDATE payment_refund SET status = 'refunded', processor_reference = $2, settled_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [refundId, processorReference],
  );
}
