import type { CommonFailure } from '@application/ports/gateway-failure';
import type { CancelBookingResult, ItineraryGateway, ItineraryPageResult, TravelTokenResult } from '@application/ports/itinerary-gateway';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { ITINERARY_PAGE_SIZE, type TravelBooking } from '@rewards-storefront/domain/itinerary/itinerary';
import { lastPage } from '@rewards-storefront/domain/orders/order-history';
import { toBookings } from '@infrastructure/http-itinerary-gateway';
import { apiTravelOrder } from './account-api-fixtures';
import { NOT_FOUND, failed } from './failures';

/** A booking of a travel order as the adapter maps it. */
export function aTravelBooking(
  orderId: number,
  kind: 'flight' | 'hotel' = 'flight',
  overrides: Partial<TravelBooking> = {},
): TravelBooking {
  return { ...toBookings(apiTravelOrder(orderId, kind))[0]!, ...overrides };
}

/**
 * The member's travel bookings in memory, newest first as given, 10 a page,
 * and tokens for the member's cards (`accountIds`; another card is 404).
 * Records every call; `failure` makes every call fail.
 */
export class FakeItineraryGateway implements ItineraryGateway {
  readonly listRequests: { page: number; locale: Locale }[] = [];
  readonly tokenRequests: number[] = [];
  failure: CommonFailure | null = null;
  accountIds = new Set<number>([101, 102, 103]);
  travelUrl = '/sandbox/travel-partner/authenticate';

  constructor(public bookings: TravelBooking[] = []) {}

  async list(request: { page: number; locale: Locale }): Promise<ItineraryPageResult> {
    this.listRequests.push(request);
    if (this.failure) return failed(this.failure);
    const start = (request.page - 1) * ITINERARY_PAGE_SIZE;
    return {
      ok: true,
      page: {
        bookings: this.bookings.slice(start, start + ITINERARY_PAGE_SIZE),
        page: request.page,
        lastPage: lastPage(this.bookings.length, ITINERARY_PAGE_SIZE),
      },
    };
  }

  async travelToken(accountId: number): Promise<TravelTokenResult> {
    this.tokenRequests.push(accountId);
    if (this.failure) return failed(this.failure);
    if (!this.accountIds.has(accountId)) return NOT_FOUND;
    return { ok: true, token: `travel-token-${this.tokenRequests.length}`, travelUrl: this.travelUrl };
  }

  /** Points paid per booking (by order id) for cancellations; 1,000 when not set. */
  readonly pointsPaid = new Map<number, number>();
  balance = 100_000;
  /** Answers by Idempotency-Key: the same key answers the same. */
  private readonly cancellations = new Map<string, CancelBookingResult>();

  async cancelBooking(orderId: number, idempotencyKey: string): Promise<CancelBookingResult> {
    if (this.failure) return failed(this.failure);
    const replay = this.cancellations.get(idempotencyKey);
    if (replay) return replay;
    const index = this.bookings.findIndex((booking) => booking.orderId === orderId);
    const booking = this.bookings[index];
    if (!booking) return NOT_FOUND;
    if (booking.status === 'cancelled') {
      return failed({ reason: 'not-cancellable' as const, message: 'This booking is already cancelled.' });
    }
    const points = this.pointsPaid.get(orderId) ?? 1_000;
    this.bookings[index] = { ...booking, status: 'cancelled' };
    this.balance += points;
    const answer = { ok: true, pointsRefunded: points, bonusReversed: 0, balance: this.balance } as const;
    this.cancellations.set(idempotencyKey, answer);
    return answer;
  }
}
