import type { Pool, PoolClient } from 'pg';
import { failpoint } from '../testing/failpoint';
import type { PaymentProcessor } from './payment-processor';
import { insertOwedRefund, markRefunded, pendingRefunds, pendingRefundsOfOrder, type PendingRefund } from './payment-refund-repository';

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
    await insertOwedRefund(client, { ...refund, processorKey: key, processor: this.processor.name });
    return key;
  }

  /**
   * Asks the processor for the order's pending refunds and records each
   * answer; `idempotencyKey` (the cancellation's) names the request for the
   * crash test's failpoints. A failed call leaves its refund pending for the
   * sweep and is passed to `onError`.
   */
  async settleOrder(orderId: number, idempotencyKey: string | null, onError: (error: unknown) => void): Promise<void> {
    for (const refund of await pendingRefundsOfOrder(this.pool, orderId)) await this.settle(refund, idempotencyKey).catch(onError);
  }

  /** The recovery sweep's part: every pending refund, oldest first (100 a pass). Answers how many it settled. */
  async sweep(onError: (error: unknown) => void = () => undefined): Promise<number> {
    let settled = 0;
    for (const refund of await pendingRefunds(this.pool)) {
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
    await markRefunded(this.pool, refund.id, answer.processorReference);
  }
}
