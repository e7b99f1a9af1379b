/**
 * Whether a cart may go to checkout (spec §5 cart minimum): its total in
 * points must reach the programme's minimum. The refusal carries the
 * minimum for the message "You need a minimum of {points} {currency} to
 * checkout your shopping cart…".
 */
export function checkCartMinimum(
  totalPoints: number,
  minimumPoints: number,
): { readonly ok: true } | { readonly ok: false; readonly reason: 'below-cart-minimum'; readonly points: number } {
  return totalPoints >= minimumPoints ? { ok: true } : { ok: false, reason: 'below-cart-minimum', points: minimumPoints };
}

/** The i18n key of the cart minimum message; its parameters are `points` and `currency`. */
export const CART_MINIMUM_MESSAGE_KEY = 'cart.minimumRequired';
