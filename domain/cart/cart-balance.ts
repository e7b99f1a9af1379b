import type { CartPayment } from './cart-payment.ts';

/** Why a cart cannot go to checkout with the active card's balance. */
export interface ShortOfPoints {
  readonly ok: false;
  readonly reason: 'short-of-points';
  /** The points the message names: "You need a minimum of {points} {currency}…". */
  readonly points: number;
}

/**
 * Whether the active card's balance pays what the cart takes in points
 * (spec §5 cart minimum message, shown before any submission). A cart that
 * can be split names its least share in points when even that is over the
 * balance, else the points the member chose (taking fewer, with more by
 * card, is how they adjust it); any other cart names its total.
 *
 * Always holds: ok exactly when `balance >= payment.points`.
 */
export function checkCartBalance(
  payment: Pick<CartPayment, 'points' | 'minPoints'>,
  balance: number,
): { readonly ok: true } | ShortOfPoints {
  if (balance >= payment.points) return { ok: true };
  return { ok: false, reason: 'short-of-points', points: balance < payment.minPoints ? payment.minPoints : payment.points };
}
