import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { stockReservations } from '@rewards-storefront/domain/catalogue/stock';
import { itemCancellation, orderCanCancel, type CancellationRefusal } from '@rewards-storefront/domain/orders/order-cancellation';
import { CANCELLATION_REFUSAL_MESSAGES } from './cancellation-refusal-messages';
import { orderItemStatus } from '@rewards-storefront/domain/orders/order-item-status';
import type { Order as OrderBody } from '@openapi/schemas';
import type { Pool, PoolClient } from 'pg';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { SessionClaims } from '../auth/token-service';
import { returnStock } from '../catalogue/stock-repository';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import { creditPoints } from '../ledger/point-ledger';
import type { MemberRow } from '../account/member-repository';
import type { CardRefunds } from '../payment/card-refunds';
import { failpoint } from '../testing/failpoint';
import {
  findOrderItems,
  findOrderOfMember,
  findPaymentTransactions,
  insertItemStatus,
  insertPaymentTransaction,
  type OrderItemRow,
  type OrderRow,
} from './order-repository';
import type { OrderService } from './order-service';

/**
 * Cancelling the member's orders (spec §4, §7 order calls): the whole order
 * or one item, once per Idempotency-Key. A member cancels only the orders
 * they placed; anyone else's answers 404. Whether something can be
 * cancelled is decided by the domain's rule with the server's clock, under
 * the order's row lock.
 */
export class OrderCancellationService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly orders: OrderService,
    private readonly refunds: CardRefunds,
    /** A refund the processor did not make now stays pending for the recovery sweep; this hears why. */
    private readonly onRefundError: (error: unknown) => void = () => undefined,
  ) {}

  /** Cancels the whole order (spec §4): every item cancelled, points refunded to the ledger, card charge refunded. */
  async cancelOrder(
    member: MemberRow,
    session: SessionClaims,
    input: { orderId: number; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: OrderBody }>> {
    const answer = await runIdempotent(this.pool, { memberId: member.id, key: input.idempotencyKey, hash: input.hash }, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      const now = this.clock.now();
      const { order, items } = await this.lockOrder(client, member, input.orderId);
      const open = items.filter((item) => orderItemStatus(item.statuses) !== 'cancelled');
      const refusals = open.map((item) => this.refusal(item, order, now)).filter((reason) => reason !== null);
      const canCancel = orderCanCancel(open.map((item) => ({ status: orderItemStatus(item.statuses), canCancel: this.refusal(item, order, now) === null })));
      if (!canCancel) {
        const reason = refusals[0] ?? 'already-cancelled';
        throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', CANCELLATION_REFUSAL_MESSAGES[input.locale][reason], { data: { reason } });
      }
      await this.cancelItems(client, order, open, now);
      await failpoint('cancellation-written', input.idempotencyKey);
      return { statusCode: 200, body: { data: await this.orders.orderBody(client, order.id, member.id, input.locale, now) } };
    });
    await this.settleRefunds(member, input.orderId, input.idempotencyKey);
    return answer;
  }

  /** Cancels one item (spec §4): it becomes cancelled, its points and card share are refunded. */
  async cancelItem(
    member: MemberRow,
    session: SessionClaims,
    input: { orderId: number; itemId: number; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: OrderBody }>> {
    const answer = await runIdempotent(this.pool, { memberId: member.id, key: input.idempotencyKey, hash: input.hash }, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      const now = this.clock.now();
      const { order, items } = await this.lockOrder(client, member, input.orderId);
      const item = items.find((candidate) => candidate.id === input.itemId);
      if (!item) throw ApiError.notFound('No such item in this order.');
      const reason = this.refusal(item, order, now);
      if (reason) throw new ApiError(409, 'ORDER_ITEM_NOT_CANCELLABLE', CANCELLATION_REFUSAL_MESSAGES[input.locale][reason], { data: { reason } });
      await this.cancelItems(client, order, [item], now);
      await failpoint('cancellation-written', input.idempotencyKey);
      return { statusCode: 200, body: { data: await this.orders.orderBody(client, order.id, member.id, input.locale, now) } };
    });
    await this.settleRefunds(member, input.orderId, input.idempotencyKey);
    return answer;
  }

  /**
   * After the cancellation committed (or was replayed): the card refunds it
   * owes are asked of the processor under their keys. A replay finishes a
   * refund a crash left pending; one the processor does not make now waits
   * for the recovery sweep. Only the member's own order is looked at.
   */
  private async settleRefunds(member: MemberRow, orderId: number, idempotencyKey: string): Promise<void> {
    const order = await findOrderOfMember(this.pool, orderId, member.id);
    if (!order) return;
    await failpoint('refund-owed', idempotencyKey);
    await this.refunds.settleOrder(order.id, idempotencyKey, this.onRefundError);
  }

  private refusal(item: OrderItemRow, order: OrderRow, now: Date): CancellationRefusal | null {
    const decision = itemCancellation({ productType: item.redemptionKind, status: orderItemStatus(item.statuses), redeemedAt: order.createdAt }, now);
    return decision.ok ? null : decision.reason;
  }

  private async lockOrder(client: PoolClient, member: MemberRow, orderId: number): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
    const order = await findOrderOfMember(client, orderId, member.id, { forUpdate: true });
    if (!order) throw ApiError.notFound('No such order for this member.');
    return { order, items: await findOrderItems(client, [order.id]) };
  }

  /**
   * Marks the items cancelled and refunds them: the stock they reserved goes
   * back to their variants, their points as one ledger 'refund' each (keyed
   * by item, so an item is never refunded twice) and their share of the
   * card charge owed as a pending card refund (payment/card-refunds.ts),
   * which the processor makes once this transaction has committed. The
   * refund's payment transaction names it by its processor key.
   */
  private async cancelItems(client: PoolClient, order: OrderRow, items: readonly OrderItemRow[], now: Date): Promise<void> {
    await insertItemStatus(client, { itemIds: items.map((item) => item.id), status: 'cancelled', reason: 'item no longer needed', at: now });
    // Before the ledger: checkout locks variants before the card's balance, so a cancellation takes them in that order too.
    await returnStock(
      client,
      stockReservations(
        items.flatMap((item) =>
          item.productVariantId !== null && item.stockReserved > 0
            ? [{ lineId: item.id, variantId: item.productVariantId, quantity: item.stockReserved, stockQuantity: 0 }]
            : [],
        ),
      ),
    );
    const charges = (await findPaymentTransactions(client, [order.id])).filter((payment) => payment.kind === 'charge');
    for (const item of items) {
      if (item.pointsPaid > 0) {
        await creditPoints(client, 'refund', {
          accountId: order.accountId,
          points: item.pointsPaid,
          description: `Cancelled ${item.orderItemNumber} of order ${order.referenceIdentifier}`,
          source: { type: 'redemption_order', id: order.id },
          idempotencyKey: `order-item:${item.id}:refund`,
          at: now,
        });
      }
      const charge = charges[0];
      if (item.cashCents > 0 && charge) {
        // Owed here, made at the processor once this commits (settleRefunds), under a key of the item's.
        const refundKey = await this.refunds.owe(client, {
          orderId: order.id,
          orderItemId: item.id,
          chargeReference: charge.processorReference,
          amountCents: item.cashCents,
        });
        await insertPaymentTransaction(client, {
          orderId: order.id,
          orderItemId: item.id,
          kind: 'refund',
          amountCents: item.cashCents,
          processor: this.refunds.processorName,
          processorReference: refundKey,
          maskedCardNumber: charge.maskedCardNumber,
          cardBrand: null,
          billingAddress: null,
          at: now,
        });
      }
    }
  }
}
