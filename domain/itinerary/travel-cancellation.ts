import { isActiveBooking, type BookingStatus } from './itinerary.ts';

/** Why a travel booking cannot be cancelled. */
export type TravelCancellationRefusal = 'already-cancelled' | 'trip-started';

export type TravelCancellation = { readonly ok: true } | { readonly ok: false; readonly reason: TravelCancellationRefusal };

/**
 * Whether the travel partner cancels a booking (spec §4: travel
 * cancellation "varies by provider"; the sandbox partner's rule): a booking
 * that still stands can be cancelled until the day its trip starts (dates
 * are the trip's local days, YYYY-MM-DD, compared with `today` in the same
 * form). A booking without a start date can be cancelled while it stands.
 */
export function travelCancellation(booking: { readonly status: BookingStatus; readonly startDate: string | null }, today: string): TravelCancellation {
  if (!isActiveBooking(booking.status)) return { ok: false, reason: 'already-cancelled' };
  // Stryker disable next-line ConditionalExpression: null <= a date is false in JavaScript, so the null check only narrows the type.
  if (booking.startDate !== null && booking.startDate <= today) return { ok: false, reason: 'trip-started' };
  return { ok: true };
}

/**
 * The points a cancelled booking gives back: what it cost, less the Elite
 * travel bonus it earned (spec §9, 20% back), which is taken back with it.
 * Never negative.
 */
export function travelRefund(input: { readonly pointsPaid: number; readonly bonus: number }): { readonly refund: number; readonly bonusReversal: number } {
  const bonusReversal = Math.min(Math.max(0, input.bonus), input.pointsPaid);
  return { refund: input.pointsPaid, bonusReversal };
}
