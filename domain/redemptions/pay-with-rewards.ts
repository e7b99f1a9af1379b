import { eraserPoints } from '../account/annual-fee-eraser.ts';

/** Pay with Rewards reimburses purchases of at least $25 (spec §5, §9), in cents. */
export const PAY_WITH_REWARDS_MINIMUM_CENTS = 2_500;

/** ...posted within this many days (spec §9). */
export const PAY_WITH_REWARDS_WINDOW_DAYS = 90;

/** The date ranges of the activity view (spec §4: default 7), in days. */
export const PAY_WITH_REWARDS_DATE_RANGES = [7, 15, 30, 60, 90] as const;
/** One of {@link PAY_WITH_REWARDS_DATE_RANGES}. */
export type PayWithRewardsDateRange = (typeof PAY_WITH_REWARDS_DATE_RANGES)[number];
/** Spec §4: the view opens on the last 7 days. */
export const DEFAULT_PAY_WITH_REWARDS_RANGE: PayWithRewardsDateRange = 7;

/** The two views of the activity list (spec §4). */
export const PAY_WITH_REWARDS_VIEWS = ['eligible', 'redeemed'] as const;
/** One of {@link PAY_WITH_REWARDS_VIEWS}. */
export type PayWithRewardsView = (typeof PAY_WITH_REWARDS_VIEWS)[number];

const DAY_MS = 86_400_000;

/** What the rules read of a card purchase. */
export interface PurchaseFacts {
  readonly amountCents: number;
  readonly postedAt: Date;
  /** When Pay with Rewards reimbursed it, null while it has not. */
  readonly redeemedAt: Date | null;
}

/** Why a purchase cannot be reimbursed. */
export const PAY_WITH_REWARDS_REFUSALS = ['already-redeemed', 'below-minimum', 'expired'] as const;
/** One of {@link PAY_WITH_REWARDS_REFUSALS}. */
export type PayWithRewardsRefusal = (typeof PAY_WITH_REWARDS_REFUSALS)[number];

/** The refusal a value names (as the programme API's `data.reason` carries it), or null for anything else. */
export function payWithRewardsRefusalOf(value: unknown): PayWithRewardsRefusal | null {
  return PAY_WITH_REWARDS_REFUSALS.find((refusal) => refusal === value) ?? null;
}

/**
 * Whether a purchase can be reimbursed at `now`: not twice, only from $25,
 * and within 90 days of its posting (the 90th day's moment included).
 */
export function payWithRewardsEligibility(purchase: PurchaseFacts, now: Date): { ok: true } | { ok: false; reason: PayWithRewardsRefusal } {
  if (purchase.redeemedAt !== null) return { ok: false, reason: 'already-redeemed' };
  if (purchase.amountCents < PAY_WITH_REWARDS_MINIMUM_CENTS) return { ok: false, reason: 'below-minimum' };
  const deadline = purchase.postedAt.getTime() + PAY_WITH_REWARDS_WINDOW_DAYS * DAY_MS;
  return now.getTime() > deadline ? { ok: false, reason: 'expired' } : { ok: true };
}

/** What a row of the activity list offers (spec §4). */
export type PayWithRewardsRowState = 'redeem' | 'redeemed' | 'ineligible';

/** Spec §4's row: eligible rows offer to redeem; else one with a redeemed amount says Redeemed; else Ineligible. */
export function payWithRewardsRowState(activity: { readonly isEligible: boolean; readonly redeemed: unknown }): PayWithRewardsRowState {
  if (activity.isEligible) return 'redeem';
  return activity.redeemed !== null && activity.redeemed !== undefined ? 'redeemed' : 'ineligible';
}

/** The default view and range, or the ones a URL names when they are among the offered ones. */
export function payWithRewardsQuery(params: { view: string | null; days: string | null }): {
  view: PayWithRewardsView;
  days: PayWithRewardsDateRange;
} {
  const view = PAY_WITH_REWARDS_VIEWS.find((candidate) => candidate === params.view) ?? 'eligible';
  const days = PAY_WITH_REWARDS_DATE_RANGES.find((candidate) => String(candidate) === params.days) ?? DEFAULT_PAY_WITH_REWARDS_RANGE;
  return { view, days };
}

/** The earliest posting date shown for a range of `days` ending at `now`. */
export function payWithRewardsSince(now: Date, days: PayWithRewardsDateRange): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The points that reimburse `cents` at `conversionRate` dollars per point:
 * the fewest whose cash value covers the amount, the eraser's rule (one
 * point a cent at the programme's 0.01).
 */
export function payWithRewardsPoints(cents: number, conversionRate: number): number {
  return eraserPoints(cents, conversionRate);
}

/** Why an amount cannot be reimbursed: none typed, not an amount as written, or out of spec §5's bounds. */
export type PayWithRewardsAmountProblem = 'required' | 'invalid' | 'below-minimum' | 'above-maximum' | 'above-balance';

/**
 * The problem of reimbursing `cents` of a purchase of `purchaseCents` with a
 * pooled balance of `balance` points (spec §5): an amount must be given
 * (null: nothing typed) and be one (NaN: not an amount, see
 * `parseMoneyToCents`), at least $25, at most the purchase, and not more
 * points than the balance; else null.
 */
export function payWithRewardsAmountProblem(
  cents: number | null,
  purchaseCents: number,
  balance: number,
  conversionRate: number,
): PayWithRewardsAmountProblem | null {
  if (cents === null) return 'required';
  if (Number.isNaN(cents)) return 'invalid';
  if (!Number.isInteger(cents) || cents < PAY_WITH_REWARDS_MINIMUM_CENTS) return 'below-minimum';
  if (cents > purchaseCents) return 'above-maximum';
  return payWithRewardsPoints(cents, conversionRate) > balance ? 'above-balance' : null;
}

/** A card purchase of the Pay with Rewards list (spec §3 pay-with-rewards activity). */
export interface PayWithRewardsActivity {
  readonly id: number;
  readonly referenceIdentifier: string;
  readonly description: string;
  readonly amountCents: number;
  readonly postedAt: Date;
  readonly isEligible: boolean;
  readonly ineligibleReason: PayWithRewardsRefusal | null;
  /** Days left to pay it back while eligible, else null (see payBackDaysLeft). */
  readonly daysLeft: number | null;
  /** Eligible with 7 days left or fewer: flagged and listed first (see payBackClosingSoon). */
  readonly closingSoon: boolean;
  readonly redeemed: { readonly points: number; readonly cashCents: number; readonly at: Date } | null;
}
