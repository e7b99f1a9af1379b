import type { CancelBookingResult, ItineraryGateway, ItineraryPageResult, TravelTokenResult } from '@application/ports/itinerary-gateway';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { ITINERARY_SALE_CHANNELS } from '@rewards-storefront/domain/orders/order-history';
import { ITINERARY_PAGE_SIZE, type TravelBooking } from '@rewards-storefront/domain/itinerary/itinerary';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

/**
 * ItineraryGateway over GET /member/order with the itinerary sale channels
 * (TRAV, TPPV; spec §9), 10 a page, each travel item's booking becoming one
 * entry; and GET /member/account/{id}/jwt for the travel partner's token.
 */
export class HttpItineraryGateway implements ItineraryGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  list(request: { page: number; locale: Locale }): Promise<ItineraryPageResult> {
    return callApi(
      () =>
        this.client.GET('/member/order', {
          params: {
            query: {
              page: request.page,
              per_page: ITINERARY_PAGE_SIZE,
              sale_channel_type_codes: [...ITINERARY_SALE_CHANNELS],
              locale: request.locale,
            },
          },
        }),
      (data) => ({ ok: true, page: { bookings: data.data.flatMap(toBookings), page: data.page, lastPage: data.last_page } }),
    );
  }

  cancelBooking(orderId: number, idempotencyKey: string, locale: Locale): Promise<CancelBookingResult> {
    return callApi(
      () =>
        this.client.POST('/member/ascenda/cancel/{id}', {
          params: { path: { id: orderId }, query: { locale }, header: { 'Idempotency-Key': idempotencyKey } },
        }),
      (data) =>
        ({
          ok: true,
          pointsRefunded: data.data.points_refunded,
          bonusReversed: data.data.bonus_reversed,
          balance: data.data.balance,
        }) as const,
      (status, code, body) =>
        status === 409 && code === 'TRAVEL_NOT_CANCELLABLE'
          ? { reason: 'not-cancellable' as const, message: typeof body?.message === 'string' ? body.message : '' }
          : null,
    );
  }

  travelToken(accountId: number): Promise<TravelTokenResult> {
    return callApi(
      () => this.client.GET('/member/account/{id}/jwt', { params: { path: { id: accountId } } }),
      (data) => ({ ok: true, token: data.data.token, travelUrl: data.data.travel_url }),
    );
  }
}

const traveller = (api: Api.Traveller) => ({ firstName: api.first_name, lastName: api.last_name });

/** The travel bookings of an order (its TRAV and TPPV items). */
export function toBookings(order: Api.Order): TravelBooking[] {
  return order.order_items.flatMap((item): TravelBooking[] => {
    const booking = item.booking;
    if (!booking) return [];
    return [
      {
        orderId: order.id,
        orderReference: order.reference_identifier,
        orderedAt: new Date(order.created_at),
        itemName: booking.item_name,
        itemNumber: booking.item_number,
        productType: booking.product_type,
        status: booking.booking_status,
        origin: booking.origin,
        destination: booking.destination,
        startDate: booking.start_date,
        endDate: booking.end_date,
        passengers: booking.passengers.map(traveller),
        guests: booking.guests.map(traveller),
        drivers: booking.drivers.map(traveller),
      },
    ];
  });
}
