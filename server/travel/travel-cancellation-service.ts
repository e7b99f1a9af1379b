import { orderItemStatus } from '@rewards-storefront/domain/orders/order-item-status';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { travelCancellation, travelRefund, type TravelCancellationRefusal } from '@rewards-storefront/domain/itinerary/travel-cancellation';
import type { Pool } from 'pg';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import type { MemberRow } from '../account/member-repository';
import { creditPoints, lockBalance, readBalance, reversePoints } from '../ledger/point-ledger';
import { findOrderItems, findOrderOfMember, insertItemStatus } from '../orders/order-repository';
import { travelBookingOf } from '../orders/travel-booking';

export interface TravelCancellationBody {
  data: {
    order_id: number;
    reference_identifier: string;
    booking_status: 'cancelled';
    points_refunded: number;
    bonus_reversed: number;
    balance: number;
  };
}

const REFUSALS: Record<Locale, Record<TravelCancellationRefusal, string>> = {
  'en-CA': {
    'already-cancelled': 'This booking is already cancelled.',
    'trip-started': 'This trip has started: the travel partner can no longer cancel it. Please contact customer support.',
  },
  'fr-CA': {
    'already-cancelled': 'Cette réservation est déjà annulée.',
    'trip-started':
      'Ce voyage est commencé\u00a0: le partenaire de voyage ne peut plus l’annuler. Veuillez communiquer avec le service à la clientèle.',
  },
};

/**
 * POST /member/ascenda/cancel/{id} (spec §7 travel partner calls) against
 * the built-in sandbox partner (decisions §3): a booking that still stands
 * is cancelled until the day its trip starts (domain travelCancellation).
 *
 * Always holds (decisions §8): the booking's order is locked, so two
 * cancellations at once refund once; the points come back as one ledger
 * 'refund' and the Elite bonus goes as one 'reversal', each keyed to the
 * booking (a unique ledger key), so no retry refunds twice; the same
 * Idempotency-Key answers the first answer again.
 */
export class TravelCancellationService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async cancel(
    member: MemberRow,
    session: SessionClaims,
    input: { orderId: number; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<TravelCancellationBody>> {
    return runIdempotent(this.pool, { memberId: member.id, key: input.idempotencyKey, hash: input.hash }, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      const now = this.clock.now();
      const order = await findOrderOfMember(client, input.orderId, member.id, { forUpdate: true });
      const items = order ? await findOrderItems(client, [order.id]) : [];
      const travel = items.filter((item) => travelBookingOf(item, input.locale) !== null);
      if (!order || travel.length === 0) throw ApiError.notFound('No such travel booking for this member.');
      const booking = travelBookingOf(travel[0]!, input.locale)!;
      const cancelled = travel.every((item) => orderItemStatus(item.statuses) === 'cancelled');
      const decision = travelCancellation(
        { status: cancelled ? 'cancelled' : booking.booking_status, startDate: booking.start_date },
        now.toISOString().slice(0, 10),
      );
      if (!decision.ok) {
        throw new ApiError(409, 'TRAVEL_NOT_CANCELLABLE', REFUSALS[input.locale][decision.reason], { data: { reason: decision.reason } });
      }
      await lockBalance(client, order.accountId);
      await insertItemStatus(client, { itemIds: travel.map((item) => item.id), status: 'cancelled', reason: 'item no longer needed', at: now });
      const pointsPaid = travel.reduce((sum, item) => sum + item.pointsPaid, 0);
      const bonus = travel.reduce((sum, item) => sum + Number(item.payload['elite_bonus_points'] ?? 0), 0);
      const { refund, bonusReversal } = travelRefund({ pointsPaid, bonus: Number.isFinite(bonus) ? bonus : 0 });
      if (refund > 0) {
        await creditPoints(client, 'refund', {
          accountId: order.accountId,
          points: refund,
          description: `Cancelled travel booking ${order.referenceIdentifier}`,
          source: { type: 'redemption_order', id: order.id },
          idempotencyKey: `order:${order.id}:travel-cancel-refund`,
          at: now,
        });
      }
      if (bonusReversal > 0) {
        await reversePoints(client, {
          accountId: order.accountId,
          points: bonusReversal,
          description: `Elite travel bonus taken back: ${order.referenceIdentifier} cancelled`,
          source: { type: 'travel_bonus', id: order.id },
          idempotencyKey: `order:${order.id}:elite-travel-bonus-reversal`,
          at: now,
        });
      }
      return {
        statusCode: 200,
        body: {
          data: {
            order_id: order.id,
            reference_identifier: order.referenceIdentifier,
            booking_status: 'cancelled' as const,
            points_refunded: refund,
            bonus_reversed: bonusReversal,
            balance: await readBalance(client, order.accountId),
          },
        },
      };
    });
  }
}
