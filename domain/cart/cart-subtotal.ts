/**
 * One cart line as the money rules see it, all amounts in whole points:
 * `price` is one item's regular price and `saleAmount` the sale's discount
 * on one item (spec §3 cart line).
 */
export interface CartLineAmounts {
  readonly quantity: number;
  readonly price: number;
  readonly saleAmount: number;
}

/**
 * What one line costs before promotion codes: quantity × (price − sale
 * amount), never below zero (a sale larger than the price makes the item
 * free, not a credit).
 *
 * Always holds for whole, non-negative inputs: the result is a whole number
 * from 0 to quantity × price.
 */
export function cartLineTotal({ quantity, price, saleAmount }: CartLineAmounts): number {
  return quantity * Math.max(0, price - saleAmount);
}

/**
 * The cart subtotal of spec §4: the sum over lines of quantity × (price −
 * sale amount). Each line counts at least zero, so the subtotal is never
 * negative.
 */
export function cartSubtotal(lines: readonly CartLineAmounts[]): number {
  return lines.reduce((sum, line) => sum + cartLineTotal(line), 0);
}

/**
 * What the member pays for the cart in points: the subtotal less the
 * promotion codes' amounts, never below zero.
 */
export function cartTotal(subtotal: number, promotionAmount: number): number {
  return Math.max(0, subtotal - promotionAmount);
}
