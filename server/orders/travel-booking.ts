import { BOOKING_STATUSES, TRAVEL_PRODUCT_TYPES, type BookingStatus, type TravelProductType } from '@rewards-storefront/domain/itinerary/itinerary';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { orderItemStatus } from '@rewards-storefront/domain/orders/order-item-status';
import type { TravelBooking, Traveller } from '@openapi/schemas';
import type { OrderItemRow } from './order-repository';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The first of `keys` the payload has as a date (YYYY-MM-DD). */
function dateOf(payload: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = text(payload[key]);
    if (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  }
  return null;
}

function travellers(value: unknown): Traveller[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): Traveller[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { first_name: first, last_name: last } = entry as Record<string, unknown>;
    return typeof first === 'string' && typeof last === 'string' ? [{ first_name: first, last_name: last }] : [];
  });
}

/**
 * The travel booking item of spec §3 of a TRAV or TPPV order item, read from
 * what the travel partner sent with it (the item's payload): its number,
 * origin and destination, dates (departure and return, check-in and
 * check-out, pick-up and drop-off), type, status and travellers. Null for
 * any other item.
 */
export function travelBookingOf(item: OrderItemRow, locale: Locale): TravelBooking | null {
  if (item.saleChannelCode !== 'TRAV' && item.saleChannelCode !== 'TPPV') return null;
  const payload = item.payload;
  const type = text(payload['product_type']) ?? item.redemptionKind;
  // A booking cancelled through the partner (POST /member/ascenda/cancel) reads as cancelled, whatever it was booked as.
  const status = orderItemStatus(item.statuses) === 'cancelled' ? 'cancelled' : (text(payload['booking_status']) ?? 'booked');
  return {
    item_name: locale === 'fr-CA' ? (item.nameFr ?? item.nameEn) : item.nameEn,
    item_number: text(payload['item_number']) ?? item.orderItemNumber,
    product_type: (TRAVEL_PRODUCT_TYPES as readonly string[]).includes(type) ? (type as TravelProductType) : 'package',
    booking_status: (BOOKING_STATUSES as readonly string[]).includes(status) ? (status as BookingStatus) : 'booked',
    origin: text(payload['origin']),
    destination: text(payload['destination']),
    start_date: dateOf(payload, ['departure_date', 'check_in', 'pick_up_date', 'start_date']),
    end_date: dateOf(payload, ['return_date', 'check_out', 'drop_off_date', 'end_date']),
    passengers: travellers(payload['passengers']),
    guests: travellers(payload['guests']),
    drivers: travellers(payload['drivers']),
  };
}
