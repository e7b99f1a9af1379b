/**
 * The wishlist as a points goal (issue 26 item 2): how far the active card's
 * balance is from a wished item, and when the card's recent earning would
 * close the gap.
 */

/** The days of earning the estimate reads: the card's last 90 days of points earned and bonuses. */
export const EARNING_WINDOW_DAYS = 90;

const DAY_MS = 86_400_000;

/** What a card earned over its last `windowDays` days: the points of purchases and bonuses. */
export interface CardEarning {
  readonly accountId: number;
  readonly windowDays: number;
  readonly earnedPoints: number;
}

/** The furthest an estimate names a day: ten years of 365 days; further than that is said as such. */
export const ESTIMATE_HORIZON_DAYS = 3_650;

/**
 * When the rest could be earned: a date, no date because the card earned
 * nothing in the window, or beyond {@link ESTIMATE_HORIZON_DAYS}.
 */
export type GoalEstimate =
  | { readonly kind: 'date'; readonly date: Date }
  | { readonly kind: 'not-enough-history' }
  | { readonly kind: 'beyond-horizon'; readonly years: number };

/**
 * An item the balance already pays for, or the points still needed with the
 * share saved so far (whole percent, rounded down so a goal never looks
 * closer than it is: 99 until every point is there) and the estimate.
 */
export type PointsGoal =
  | { readonly kind: 'redeemable' }
  | { readonly kind: 'saving'; readonly pointsNeeded: number; readonly percentSaved: number; readonly estimate: GoalEstimate };

/** What a goal reads: the item's points, the card's balance and what the card earned over `windowDays` up to `today`. */
export interface PointsGoalInput {
  readonly itemPoints: number;
  readonly balance: number;
  readonly earnedPoints: number;
  readonly windowDays?: number;
  readonly today: Date;
}

/**
 * The goal of one wished item for the active card.
 *
 * Always holds: redeemable exactly when the balance covers the item's
 * points; otherwise `pointsNeeded` = item points − balance (more than the
 * item when the balance is negative), `percentSaved` is in 0–99, and the
 * estimate assumes the card keeps earning at its window's daily average:
 * the first whole day on which the points needed are earned, counted from
 * `today` (`today` + ⌈pointsNeeded × windowDays ÷ earnedPoints⌉ days, in
 * exact integer arithmetic), or beyond the horizon past ten years. No
 * earning in the window (zero or less) gives no date.
 *
 * @throws RangeError when the item's points, the balance or the earning are not whole numbers, the item's points are negative, or the window is not a positive whole number of days.
 */
export function pointsGoal({ itemPoints, balance, earnedPoints, windowDays = EARNING_WINDOW_DAYS, today }: PointsGoalInput): PointsGoal {
  if (!Number.isSafeInteger(itemPoints) || itemPoints < 0) throw new RangeError(`An item's points must be a whole number of at least 0, got ${itemPoints}`);
  if (!Number.isSafeInteger(balance) || !Number.isSafeInteger(earnedPoints)) {
    throw new RangeError(`Points must be whole numbers, got a balance of ${balance} and ${earnedPoints} earned`);
  }
  if (!Number.isSafeInteger(windowDays) || windowDays <= 0) throw new RangeError(`The earning window must be a positive whole number of days, got ${windowDays}`);
  if (balance >= itemPoints) return { kind: 'redeemable' };

  const pointsNeeded = itemPoints - balance;
  // A negative balance has saved nothing (for a free item, the only way to be short: −∞ here).
  const percentSaved = Math.max(0, Math.floor((balance * 100) / itemPoints));
  if (earnedPoints <= 0) return { kind: 'saving', pointsNeeded, percentSaved, estimate: { kind: 'not-enough-history' } };
  // ⌈a ÷ b⌉ for positive integers, without floating point: (a + b − 1) div b.
  const days = Math.floor((pointsNeeded * windowDays + earnedPoints - 1) / earnedPoints);
  const estimate: GoalEstimate =
    days > ESTIMATE_HORIZON_DAYS
      ? { kind: 'beyond-horizon', years: ESTIMATE_HORIZON_DAYS / 365 }
      : { kind: 'date', date: new Date(today.getTime() + days * DAY_MS) };
  return { kind: 'saving', pointsNeeded, percentSaved, estimate };
}
