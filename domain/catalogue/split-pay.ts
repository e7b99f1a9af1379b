/** The least share of a cash-plus-points redemption paid in points, in percent (spec §5, §9). */
export const MIN_POINTS_SHARE_PERCENT = 80;

/** The split-pay message a product detail shows; the UI turns it into text (spec §5). */
export type SplitPayMessage = 'minimum-points-required' | 'cash-only' | 'points-only';

/** A product's sale-channel split-pay settings, in percent. */
export interface SplitPaySettings {
  readonly minPercentagePoints: number;
  readonly minPercentageFiat: number;
}

/**
 * The split-pay message for a product (spec §5, in the spec's order): a
 * minimum points share under 100% means some cash is allowed, so "minimum
 * points required"; otherwise a minimum cash share of 100% means "cash
 * only"; otherwise "points only".
 */
export function splitPayMessage({ minPercentagePoints, minPercentageFiat }: SplitPaySettings): SplitPayMessage {
  if (minPercentagePoints < 100) {
    return 'minimum-points-required';
  }
  if (minPercentageFiat === 100) {
    return 'cash-only';
  }
  return 'points-only';
}

/**
 * The fewest whole points that pay `percent` of a redemption worth
 * `totalPoints` (spec §5: at least 80% in points), rounded up so the share
 * is never short.
 *
 * Expects whole, non-negative `totalPoints` and a `percent` from 0 to 100.
 * Always holds then: the result is a whole number from 0 to `totalPoints`,
 * result × 100 ≥ totalPoints × percent, and one point fewer would fall short.
 */
export function minimumPoints(totalPoints: number, percent: number = MIN_POINTS_SHARE_PERCENT): number {
  // Multiplying first keeps whole inputs exact: totalPoints × percent is an
  // integer, so only the one division can be inexact and ceil settles it.
  return Math.ceil((totalPoints * percent) / 100);
}
