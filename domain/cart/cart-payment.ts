import { clampSplitPoints, splitPayBounds } from '../catalogue/split-pay.ts';
import { pointsToCashCents } from '../points/points-to-cash.ts';
import type { Cart } from './cart.ts';

/**
 * How the member pays a cart (spec §5 split pay): `points` from the card's
 * balance and `cashPoints` worth of the total by credit card, charged
 * `cashCents`. `minPoints` and `maxPoints` bound the points the member may
 * choose (equal when the cart cannot be split).
 */
export interface CartPayment {
  readonly points: number;
  readonly cashPoints: number;
  readonly cashCents: number;
  readonly minPoints: number;
  readonly maxPoints: number;
}

/**
 * The payment of a cart for the points the member asked for (null: all in
 * points). A cart whose lines all allow split pay may be paid with at least
 * its minimum share in points (80%, or a product's higher share) and the
 * rest by card; the request is made whole and kept within those bounds. Any
 * other cart is paid in points only.
 *
 * Always holds: points + cashPoints = total; minPoints ≤ points ≤ maxPoints
 * = total; cashCents = floor(cashPoints × rate × 100) (0 in points only).
 */
export function cartPayment(
  cart: Pick<Cart, 'total' | 'hasSplitPay' | 'minPercentagePoints' | 'conversionRate'>,
  requestedPoints: number | null,
): CartPayment {
  if (!cart.hasSplitPay) {
    return { points: cart.total, cashPoints: 0, cashCents: 0, minPoints: cart.total, maxPoints: cart.total };
  }
  const { minPoints, maxPoints } = splitPayBounds(cart.total, cart.minPercentagePoints);
  const points = clampSplitPoints(cart.total, requestedPoints ?? cart.total, cart.minPercentagePoints);
  const cashPoints = cart.total - points;
  return { points, cashPoints, cashCents: pointsToCashCents(cashPoints, cart.conversionRate), minPoints, maxPoints };
}
