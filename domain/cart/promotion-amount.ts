import { cartLineTotal, type CartLineAmounts } from './cart-subtotal.ts';

/**
 * A promotion code's discount: a fixed number of points, or a whole
 * percentage of what the eligible lines cost. `productId` limits it to one
 * product's lines (a single-product promotion); null means every line.
 */
export type PromotionRule =
  | { readonly kind: 'amount'; readonly points: number; readonly productId: number | null }
  | { readonly kind: 'percentage'; readonly percentage: number; readonly productId: number | null };

/** A cart line with the product it holds, for deciding which promotions apply to it. */
export interface PromotableLine extends CartLineAmounts {
  readonly productId: number;
}

/** Whether a promotion applies to a line: every line, or the lines of its one product. */
export function isEligibleLine(rule: PromotionRule, line: PromotableLine): boolean {
  return rule.productId === null || rule.productId === line.productId;
}

/**
 * How many points a promotion takes off each line, in the lines' order
 * (zero for a line it does not apply to). A percentage is taken of each
 * eligible line's total and rounded down; a fixed amount is spent on the
 * eligible lines in order until it runs out.
 *
 * Always holds (whole inputs, percentage 0..100, points ≥ 0): one entry per
 * line; every entry is a whole number from 0 to its line's total; the sum
 * never exceeds the fixed amount nor the eligible lines' total.
 */
export function promotionLineAmounts(rule: PromotionRule, lines: readonly PromotableLine[]): number[] {
  if (rule.kind === 'percentage') {
    return lines.map((line) => (isEligibleLine(rule, line) ? Math.floor((cartLineTotal(line) * rule.percentage) / 100) : 0));
  }
  let remaining = rule.points;
  return lines.map((line) => {
    if (!isEligibleLine(rule, line)) {
      return 0;
    }
    const taken = Math.min(cartLineTotal(line), remaining);
    remaining -= taken;
    return taken;
  });
}

/** The points a promotion takes off the whole cart: the sum of {@link promotionLineAmounts}. */
export function promotionAmount(rule: PromotionRule, lines: readonly PromotableLine[]): number {
  return promotionLineAmounts(rule, lines).reduce((sum, amount) => sum + amount, 0);
}

/** How many items a promotion applies to (spec §3 promotion_item_count): the eligible lines' quantities. */
export function promotionItemCount(rule: PromotionRule, lines: readonly PromotableLine[]): number {
  return lines.filter((line) => isEligibleLine(rule, line)).reduce((sum, line) => sum + line.quantity, 0);
}
