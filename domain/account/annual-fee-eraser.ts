import { pointsToCashCents } from '../points/points-to-cash.ts';

/** The annual-fee eraser redeems a fee within this many days of its posting (spec §9). */
export const ERASER_WINDOW_DAYS = 90;

/** Where an annual fee stands with the eraser (spec §3 redeemable_status). */
export const REDEEMABLE_STATUSES = ['redeemable', 'redeemed', 'expired'] as const;
/** One of {@link REDEEMABLE_STATUSES}. */
export type RedeemableStatus = (typeof REDEEMABLE_STATUSES)[number];

/** What the eraser rules read of an annual fee. */
export interface AnnualFeeFacts {
  readonly postedAt: Date;
  /** When the eraser redeemed it, null while it has not. */
  readonly redeemedAt: Date | null;
}

/** Why the eraser refuses a fee. */
export type EraserRefusal = 'already-redeemed' | 'expired';

const DAY_MS = 86_400_000;

/** The last moment a fee posted at `postedAt` can be redeemed: 90 days later. */
export function eraserDeadline(postedAt: Date): Date {
  return new Date(postedAt.getTime() + ERASER_WINDOW_DAYS * DAY_MS);
}

/**
 * Whether the eraser can redeem a fee at `now`: not if it already did, nor
 * once 90 days have passed since it was posted (the deadline itself still
 * counts); else when it must be done by.
 */
export function eraserEligibility(fee: AnnualFeeFacts, now: Date): { ok: true; deadline: Date } | { ok: false; reason: EraserRefusal } {
  if (fee.redeemedAt !== null) return { ok: false, reason: 'already-redeemed' };
  const deadline = eraserDeadline(fee.postedAt);
  return now.getTime() > deadline.getTime() ? { ok: false, reason: 'expired' } : { ok: true, deadline };
}

/** The redeemable status of an annual fee at `now`: redeemed once redeemed, else redeemable until its deadline, then expired. */
export function redeemableStatus(fee: AnnualFeeFacts, now: Date): RedeemableStatus {
  const eligibility = eraserEligibility(fee, now);
  if (eligibility.ok) return 'redeemable';
  return eligibility.reason === 'already-redeemed' ? 'redeemed' : 'expired';
}

/**
 * The points that erase a fee of `feeCents` at `conversionRate` dollars per
 * point: the fewest whose cash value (spec §5: floor(points × rate × 100)
 * cents) covers the whole fee. At the programme's 0.01, one point a cent.
 *
 * Always holds: the cash value of the result is at least the fee, and one
 * point fewer would not cover it.
 */
export function eraserPoints(feeCents: number, conversionRate: number): number {
  // A start just below the answer (the division is in floating point), then up to the first that covers the fee.
  let points = Math.floor(feeCents / (conversionRate * 100)) - 1;
  while (pointsToCashCents(points, conversionRate) < feeCents) points += 1;
  return points;
}
