/**
 * What the site knows of the member's open cart before the cart page exists:
 * its id, how many items it holds (the sum of the lines' quantities, the
 * header badge) and their total in points (the sum of quantity × price).
 */
export interface CartSummary {
  readonly cartId: number;
  readonly itemCount: number;
  readonly points: number;
}
