/** Why a member may not book a trip with a card's points. */
export type TravelBookingRefusal = 'card-not-active' | 'insufficient-points' | 'read-only';

export const TRAVEL_BOOKING_REFUSALS: readonly TravelBookingRefusal[] = ['card-not-active', 'insufficient-points', 'read-only'];

export type TravelBookingEligibility = { readonly ok: true } | { readonly ok: false; readonly reason: TravelBookingRefusal };

/**
 * Whether a trip of `points` may be booked on a card (spec §7 POST
 * /member/ascenda/validate-member, asked before the partner's checkout): the
 * card must be active (not on hold nor cancelled, spec §4), whoever acts must
 * be allowed to change things (an admin with read access may not, spec §6),
 * and the card's balance must cover the trip (spec §8 insufficient points).
 * The first refusal in that order is the one named.
 */
export function travelBookingEligibility(input: {
  readonly cardActive: boolean;
  readonly canWrite: boolean;
  readonly balance: number;
  readonly points: number;
}): TravelBookingEligibility {
  if (!input.cardActive) return { ok: false, reason: 'card-not-active' };
  if (!input.canWrite) return { ok: false, reason: 'read-only' };
  if (input.balance < input.points) return { ok: false, reason: 'insufficient-points' };
  return { ok: true };
}

/** A refusal the server named, when it is one the store knows. */
export function travelBookingRefusalOf(value: unknown): TravelBookingRefusal | null {
  return TRAVEL_BOOKING_REFUSALS.find((reason) => reason === value) ?? null;
}
