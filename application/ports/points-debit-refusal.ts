/**
 * Why a debit of a card's points was refused, whatever it pays for (a
 * redemption, Pay with Rewards, the Annual Fee Eraser, a trip): the card
 * lacks the points; it is on hold or cancelled; the same attempt is still
 * under way; its key was used for another request.
 */
export type PointsDebitRefusal =
  | { readonly reason: 'insufficient-points' }
  | { readonly reason: 'account-not-active' }
  | { readonly reason: 'in-progress' }
  | { readonly reason: 'key-reused' };
