import { chartMonths, monthEnd, monthKey, monthOf, monthStart, type StatementMonth } from './statement-month.ts';

/**
 * A card's points statement (issue 26 item 5): which entries a month lists,
 * pending versus posted, the running balance and the twelve months of the
 * balance chart, all from the ledger's entries.
 *
 * The rule: an entry posts at its posting date (`postsAt`; when the ledger
 * recorded none, when it was recorded) and is pending until then. Only
 * posted entries move the statement's balance, in the order they posted; a
 * pending entry is listed, without a running balance, in the current
 * month's statement. The card's balance (what a member can redeem) already
 * counts pending entries, as the ledger applies every entry when recorded:
 * it is the posted balance plus the pending points.
 */

/** One ledger entry as the statement reads it; `points` signed (a debit is negative). */
export interface LedgerMovement {
  readonly id: number;
  readonly points: number;
  readonly recordedAt: Date;
  /** When it posts (the Elite travel credit, a miles transfer); null: it posted when recorded. */
  readonly postsAt: Date | null;
}

export type PostingStatus = 'pending' | 'posted';

/** When the entry posts or posted. */
export function postingDate(entry: LedgerMovement): Date {
  return entry.postsAt ?? entry.recordedAt;
}

/** Pending while its posting date is still to come. */
export function postingStatus(entry: LedgerMovement, now: Date): PostingStatus {
  return postingDate(entry).getTime() > now.getTime() ? 'pending' : 'posted';
}

/** A line of the statement: the entry, its status, and the posted balance after it (null while pending). */
export interface StatementLine<E extends LedgerMovement> {
  readonly entry: E;
  readonly status: PostingStatus;
  readonly runningBalance: number | null;
}

/** A month's statement: the posted balance before and after it, its lines, and the points still pending. */
export interface MonthStatement<E extends LedgerMovement> {
  readonly openingBalance: number;
  readonly closingBalance: number;
  readonly pendingPoints: number;
  readonly lines: readonly StatementLine<E>[];
}

/** Posting order: by posting date, then by entry id (the order the ledger recorded them). */
function byPosting(a: LedgerMovement, b: LedgerMovement): number {
  return postingDate(a).getTime() - postingDate(b).getTime() || a.id - b.id;
}

function sumOf(entries: readonly LedgerMovement[]): number {
  return entries.reduce((sum, entry) => sum + entry.points, 0);
}

/** Whether the entry posts within [from, to). */
function postsWithin(entry: LedgerMovement, from: Date, to: Date): boolean {
  const at = postingDate(entry).getTime();
  return at >= from.getTime() && at < to.getTime();
}

/**
 * The statement of `month` at `now`. `balanceBefore` is the posted balance
 * before `from`, and `entries` every entry posting from `from` on (pending
 * ones included), `from` no later than the month's start.
 *
 * Always holds: the lines are the month's posted entries in posting order,
 * each with the balance after it, then (only when `month` is the month of
 * `now`) the pending entries in posting order with no balance; the closing
 * balance is the opening plus the month's posted points; pending points are
 * counted whichever month is asked.
 */
export function monthStatement<E extends LedgerMovement>(
  balanceBefore: number,
  from: Date,
  entries: readonly E[],
  month: StatementMonth,
  now: Date,
): MonthStatement<E> {
  const start = monthStart(month);
  const posted = entries.filter((entry) => postingStatus(entry, now) === 'posted');
  const pending = entries.filter((entry) => postingStatus(entry, now) === 'pending').sort(byPosting);
  const openingBalance = balanceBefore + sumOf(posted.filter((entry) => postsWithin(entry, from, start)));
  const inMonth = posted.filter((entry) => postsWithin(entry, start, monthEnd(month))).sort(byPosting);
  let running = openingBalance;
  const lines: StatementLine<E>[] = inMonth.map((entry) => {
    running += entry.points;
    return { entry, status: 'posted', runningBalance: running };
  });
  const isCurrent = monthKey(month) === monthKey(monthOf(now));
  const pendingLines: StatementLine<E>[] = isCurrent ? pending.map((entry) => ({ entry, status: 'pending', runningBalance: null })) : [];
  return { openingBalance, closingBalance: running, pendingPoints: sumOf(pending), lines: [...lines, ...pendingLines] };
}

/** A month of the balance chart: points earned (credits) and redeemed (debits, as a positive number) that posted in it, and the posted balance at its end. */
export interface ChartMonth {
  /** `YYYY-MM`. */
  readonly month: string;
  readonly earned: number;
  readonly redeemed: number;
  readonly closingBalance: number;
}

/**
 * The balance chart at `now`: the twelve months ending with the month of
 * `now`, oldest first, every month present even without an entry.
 * `balanceBefore` is the posted balance before `from` and `entries` every
 * entry posting from `from` on, `from` no later than the first chart month.
 * Credits (earned, bonuses, refunds) count as earned, debits as redeemed;
 * pending entries count in no month until they post.
 */
export function balanceChart(balanceBefore: number, from: Date, entries: readonly LedgerMovement[], now: Date): ChartMonth[] {
  const months = chartMonths(monthOf(now));
  const posted = entries.filter((entry) => postingStatus(entry, now) === 'posted');
  let balance = balanceBefore + sumOf(posted.filter((entry) => postsWithin(entry, from, monthStart(months[0]!))));
  return months.map((month) => {
    const inMonth = posted.filter((entry) => postsWithin(entry, monthStart(month), monthEnd(month)));
    const earned = inMonth.reduce((sum, entry) => sum + Math.max(0, entry.points), 0);
    const redeemed = earned - sumOf(inMonth);
    balance += earned - redeemed;
    return { month: monthKey(month), earned, redeemed, closingBalance: balance };
  });
}

/** The first instant the statement of `month` and the chart at `now` need entries from. */
export function statementReadsFrom(month: StatementMonth, now: Date): Date {
  const first = monthStart(chartMonths(monthOf(now))[0]!);
  return new Date(Math.min(monthStart(month).getTime(), first.getTime()));
}

/** What posts later than it is recorded: the Elite travel credit, and points transferred to an airline. */
export type DelayedPosting = 'travel_credit' | 'miles_transfer';

/** The Elite travel credit posts within 48 to 72 hours of the booking: the statement says the latest. */
export const TRAVEL_CREDIT_POSTING_HOURS = 72;

/** An airline posts transferred points within 5 business days: a week. */
export const MILES_TRANSFER_POSTING_DAYS = 7;

const HOUR_MS = 3_600_000;

/** When an entry of `kind` recorded at `recordedAt` posts. */
export function delayedPostingDate(kind: DelayedPosting, recordedAt: Date): Date {
  const hours = kind === 'travel_credit' ? TRAVEL_CREDIT_POSTING_HOURS : MILES_TRANSFER_POSTING_DAYS * 24;
  return new Date(recordedAt.getTime() + hours * HOUR_MS);
}
