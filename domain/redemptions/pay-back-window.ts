import { payWithRewardsEligibility, payWithRewardsPoints, PAY_WITH_REWARDS_WINDOW_DAYS, type PurchaseFacts } from './pay-with-rewards.ts';

const DAY_MS = 86_400_000;

/** Issue 26: a purchase whose window ends within this many days is flagged and listed first. */
export const PAY_BACK_CLOSING_SOON_DAYS = 7;

/** The last moment a purchase can be paid back: its posting moment plus 90 days (the moment itself included, as eligibility says). */
export function payBackDeadline(postedAt: Date): Date {
  return new Date(postedAt.getTime() + PAY_WITH_REWARDS_WINDOW_DAYS * DAY_MS);
}

/**
 * The days left to pay a purchase back at `now`: each started 24-hour
 * period before the deadline counts as a day, the deadline's own moment
 * too (so "1 day" until and at the very last moment), 0 once it has passed. Counted in elapsed time, not calendar
 * days, like the 90-day eligibility it shares, so it does not depend on
 * the member's or the server's time zone.
 */
export function payBackDaysLeft(postedAt: Date, now: Date): number {
  const left = payBackDeadline(postedAt).getTime() - now.getTime();
  return left < 0 ? 0 : Math.max(1, Math.ceil(left / DAY_MS));
}

/** Whether an eligible purchase's window ends within {@link PAY_BACK_CLOSING_SOON_DAYS}; never one that cannot be paid back. */
export function payBackClosingSoon(purchase: PurchaseFacts, now: Date): boolean {
  if (!payWithRewardsEligibility(purchase, now).ok) return false;
  return payBackDaysLeft(purchase.postedAt, now) <= PAY_BACK_CLOSING_SOON_DAYS;
}

/**
 * The postings whose window is closing soon at `now`, bounds included, for
 * a query that finds them: exactly the moments {@link payBackClosingSoon}
 * accepts (it also asks the purchase to be eligible otherwise).
 */
export function payBackClosingSoonPostings(now: Date): { readonly from: Date; readonly to: Date } {
  return {
    from: new Date(now.getTime() - PAY_WITH_REWARDS_WINDOW_DAYS * DAY_MS),
    to: new Date(now.getTime() - (PAY_WITH_REWARDS_WINDOW_DAYS - PAY_BACK_CLOSING_SOON_DAYS) * DAY_MS),
  };
}

/**
 * The purchases in the order the member sees them: those closing soon
 * first, the soonest deadline first, then the others in the order given
 * (newest first on the page). The sort is stable, so equal deadlines keep
 * the given order.
 */
export function closingSoonFirst<T extends PurchaseFacts>(purchases: readonly T[], now: Date): T[] {
  const soon = purchases.filter((purchase) => payBackClosingSoon(purchase, now));
  const others = purchases.filter((purchase) => !payBackClosingSoon(purchase, now));
  soon.sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
  return [...soon, ...others];
}

/** A purchase of a bulk pay-back: its key (id or reference) and what the rules read. */
export interface BulkPayBackPurchase extends PurchaseFacts {
  readonly key: string;
}

/** Why a bulk pay-back is refused as a whole. */
export type BulkPayBackProblem =
  | { readonly problem: 'empty' }
  | { readonly problem: 'duplicate'; readonly key: string }
  | { readonly problem: 'not-redeemable'; readonly key: string; readonly reason: 'already-redeemed' | 'below-minimum' | 'expired' }
  | { readonly problem: 'insufficient-points'; readonly points: number; readonly balance: number };

/** A bulk pay-back that may go ahead: each purchase's points (in full) and the totals. */
export interface BulkPayBackPlan {
  readonly lines: readonly { readonly key: string; readonly cents: number; readonly points: number }[];
  readonly cents: number;
  readonly points: number;
}

/** What paying back these amounts in full costs: the cents, and the sum of each one's points as if paid alone. */
export function payBackTotal(amountsCents: readonly number[], conversionRate: number): { readonly cents: number; readonly points: number } {
  return amountsCents.reduce(
    (total, cents) => ({ cents: total.cents + cents, points: total.points + payWithRewardsPoints(cents, conversionRate) }),
    { cents: 0, points: 0 },
  );
}

/**
 * Paying several purchases back at once, all or nothing: at least one,
 * none twice, each eligible at `now` and paid in full, and the sum of
 * their points (each rounded up as when paid alone, so the total is what
 * separate payments would have cost) within `balance`.
 */
export function bulkPayBack(
  purchases: readonly BulkPayBackPurchase[],
  balance: number,
  conversionRate: number,
  now: Date,
): { readonly ok: true; readonly plan: BulkPayBackPlan } | ({ readonly ok: false } & BulkPayBackProblem) {
  if (purchases.length === 0) return { ok: false, problem: 'empty' };
  const seen = new Set<string>();
  const lines: { key: string; cents: number; points: number }[] = [];
  for (const purchase of purchases) {
    if (seen.has(purchase.key)) return { ok: false, problem: 'duplicate', key: purchase.key };
    seen.add(purchase.key);
    const eligibility = payWithRewardsEligibility(purchase, now);
    if (!eligibility.ok) return { ok: false, problem: 'not-redeemable', key: purchase.key, reason: eligibility.reason };
    lines.push({ key: purchase.key, cents: purchase.amountCents, points: payWithRewardsPoints(purchase.amountCents, conversionRate) });
  }
  const { points, cents } = payBackTotal(
    lines.map((line) => line.cents),
    conversionRate,
  );
  if (points > balance) return { ok: false, problem: 'insufficient-points', points, balance };
  return { ok: true, plan: { lines, cents, points } };
}

/** What the sign-in notice says: how many purchases can still be paid back and until when (the earliest deadline), or null for none. */
export function payBackReminder(purchases: readonly PurchaseFacts[], now: Date): { readonly count: number; readonly until: Date } | null {
  const open = purchases.filter((purchase) => payWithRewardsEligibility(purchase, now).ok);
  if (open.length === 0) return null;
  const until = Math.min(...open.map((purchase) => payBackDeadline(purchase.postedAt).getTime()));
  return { count: open.length, until: new Date(until) };
}
