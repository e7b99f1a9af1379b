import type { Locale } from '../locale/locale.ts';

/** Itineraries per page (spec §9). */
export const ITINERARY_PAGE_SIZE = 10;

/** The product types of a travel booking item (spec §3). */
export const TRAVEL_PRODUCT_TYPES = ['flight', 'hotel', 'car', 'cruise', 'package'] as const;
/** One of {@link TRAVEL_PRODUCT_TYPES}. */
export type TravelProductType = (typeof TRAVEL_PRODUCT_TYPES)[number];

/** The booking statuses of a travel booking item (spec §3). */
export const BOOKING_STATUSES = ['confirmed', 'accepted', 'success', 'cancelled', 'booked'] as const;
/** One of {@link BOOKING_STATUSES}. */
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Whether a booking still stands (every status but cancelled). */
export function isActiveBooking(status: BookingStatus): boolean {
  return status !== 'cancelled';
}

/**
 * The travel partner's page of one booking (spec §2 external redirects:
 * itinerary/{product_type}/{order_reference}), relative to the partner's site.
 */
export function itineraryPath(productType: TravelProductType, orderReference: string): string {
  return `itinerary/${productType}/${encodeURIComponent(orderReference)}`;
}

/**
 * The address of the travel partner's authentication page (spec §2: "the
 * travel site's authentication page with token and lang") that then opens
 * `path` (an itinerary). `base` may already carry a query.
 */
export function travelPartnerUrl(base: string, input: { readonly token: string; readonly locale: Locale; readonly path?: string }): string {
  const params = new URLSearchParams({ token: input.token, lang: input.locale === 'fr-CA' ? 'fr' : 'en' });
  if (input.path !== undefined) params.set('redirect', input.path);
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** Someone travelling on a booking: a passenger, a guest or a driver. */
export interface Traveller {
  readonly firstName: string;
  readonly lastName: string;
}

/** A travel booking item (spec §3) of one of the member's travel orders. */
export interface TravelBooking {
  readonly orderId: number;
  readonly orderReference: string;
  readonly orderedAt: Date;
  readonly itemName: string;
  readonly itemNumber: string;
  readonly productType: TravelProductType;
  readonly status: BookingStatus;
  readonly origin: string | null;
  readonly destination: string | null;
  /** Calendar days (YYYY-MM-DD) as the partner sent them: departure or check-in, return or check-out. */
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly passengers: readonly Traveller[];
  readonly guests: readonly Traveller[];
  readonly drivers: readonly Traveller[];
}
