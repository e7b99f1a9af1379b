import { pointsToCashCents } from '../points/points-to-cash.ts';

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

/** The points a cash-plus-points redemption may use: from {@link minimumPoints} up to the whole total. */
export interface SplitPayBounds {
  readonly minPoints: number;
  readonly maxPoints: number;
}

/**
 * The range of the points control of a split-pay cart (spec §5): at least
 * `percent` (80% by default, never less) of the total in points, at most all
 * of it.
 */
export function splitPayBounds(totalPoints: number, percent: number = MIN_POINTS_SHARE_PERCENT): SplitPayBounds {
  return { minPoints: minimumPoints(totalPoints, Math.max(percent, MIN_POINTS_SHARE_PERCENT)), maxPoints: totalPoints };
}

/**
 * A points amount the member typed or slid, made valid: whole (rounded
 * down) and within {@link splitPayBounds}. Anything that is not a number
 * becomes the whole total (points only).
 */
export function clampSplitPoints(totalPoints: number, requested: number, percent: number = MIN_POINTS_SHARE_PERCENT): number {
  const { minPoints, maxPoints } = splitPayBounds(totalPoints, percent);
  if (Number.isNaN(requested)) {
    return maxPoints;
  }
  return Math.min(maxPoints, Math.max(minPoints, Math.floor(requested)));
}

/** Why a points/cash split cannot be paid. */
export type SplitPayRefusal = 'not-whole-points' | 'below-minimum-points' | 'above-total';

/**
 * A valid split: `points` from the balance and `cashPoints` worth of the
 * total paid by card, which is charged `cashCents` (spec §5: floor(points ×
 * rate × 100) / 100 dollars).
 */
export interface SplitPayment {
  readonly ok: true;
  readonly points: number;
  readonly cashPoints: number;
  readonly cashCents: number;
}

/**
 * Checks a member's split of a `totalPoints` redemption into `points` and a
 * card payment for the rest, at `conversionRate` dollars per point.
 *
 * Always holds for an accepted split: points + cashPoints = totalPoints;
 * points ≥ the minimum share of {@link splitPayBounds}; cashCents is
 * {@link pointsToCashCents} of cashPoints (0 when paid in points only).
 */
export function splitPayment(input: {
  readonly totalPoints: number;
  readonly points: number;
  readonly conversionRate: number;
  readonly percent?: number;
}): SplitPayment | { readonly ok: false; readonly reason: SplitPayRefusal } {
  const { totalPoints, points, conversionRate } = input;
  if (!Number.isSafeInteger(points)) {
    return { ok: false, reason: 'not-whole-points' };
  }
  const { minPoints, maxPoints } = splitPayBounds(totalPoints, input.percent);
  if (points < minPoints) {
    return { ok: false, reason: 'below-minimum-points' };
  }
  if (points > maxPoints) {
    return { ok: false, reason: 'above-total' };
  }
  const cashPoints = totalPoints - points;
  return { ok: true, points, cashPoints, cashCents: pointsToCashCents(cashPoints, conversionRate) };
}
