import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { TravelBooking } from '@rewards-storefront/domain/itinerary/itinerary';
import type { GatewayFailure } from './gateway-failure';

/** One page of the member's travel bookings. */
export interface ItineraryPage {
  readonly bookings: readonly TravelBooking[];
  readonly page: number;
  readonly lastPage: number;
}

export type ItineraryPageResult = { readonly ok: true; readonly page: ItineraryPage } | GatewayFailure;

/** A one-time token for the travel partner, and the partner's authentication page to send it to. */
export type TravelTokenResult = { readonly ok: true; readonly token: string; readonly travelUrl: string } | GatewayFailure;

/** A booking cancelled at the travel partner (points back), or why not (`not-cancellable`: already cancelled, trip started). */
export type CancelBookingResult =
  | { readonly ok: true; readonly pointsRefunded: number; readonly bonusReversed: number; readonly balance: number }
  | GatewayFailure<{ readonly reason: 'not-cancellable'; readonly message: string }>;

/**
 * The member's travel itineraries (spec §7: GET /member/order with sale
 * channels TRAV and TPPV, 10 a page, newest first) and the token that opens
 * them at the travel partner (GET /member/account/{id}/jwt). Contract:
 * another member's card gets no token (`not-found`). Never throws for HTTP
 * or network failures.
 */
export interface ItineraryGateway {
  list(request: { readonly page: number; readonly locale: Locale }): Promise<ItineraryPageResult>;
  travelToken(accountId: number): Promise<TravelTokenResult>;
  /** POST /member/ascenda/cancel/{orderId} with an Idempotency-Key: the booking cancelled at the partner, its points back once. */
  cancelBooking(orderId: number, idempotencyKey: string, locale: Locale): Promise<CancelBookingResult>;
}
