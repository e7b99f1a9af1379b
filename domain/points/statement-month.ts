/**
 * The months of a points statement (issue 26 item 5): calendar months of
 * UTC, written `YYYY-MM` (the same day boundary as the transactions' CSV
 * dates), so a statement reads the same wherever it is asked from.
 */

/** A statement month: its year and its month from 1 to 12. */
export interface StatementMonth {
  readonly year: number;
  /** 1 (January) to 12 (December). */
  readonly month: number;
}

/** How many months the balance chart covers, the current month included. */
export const CHART_MONTHS = 12;

/** Why a requested month is refused: not `YYYY-MM`, or a month that has not started. */
export type StatementMonthRefusal = 'format' | 'future';

export type StatementMonthResult =
  | { readonly ok: true; readonly month: StatementMonth }
  | { readonly ok: false; readonly reason: StatementMonthRefusal };

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month `at` falls in (UTC). */
export function monthOf(at: Date): StatementMonth {
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 };
}

/** `YYYY-MM`. */
export function monthKey({ year, month }: StatementMonth): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** The month `count` months after `from` (before it when negative). */
export function addMonths(from: StatementMonth, count: number): StatementMonth {
  const index = from.year * 12 + (from.month - 1) + count;
  const year = Math.floor(index / 12);
  return { year, month: index - year * 12 + 1 };
}

/** The first instant of the month (UTC midnight of its first day). */
export function monthStart({ year, month }: StatementMonth): Date {
  return new Date(Date.UTC(year, month - 1, 1));
}

/** The first instant after the month: the start of the next one. */
export function monthEnd(month: StatementMonth): Date {
  return monthStart(addMonths(month, 1));
}

/**
 * The month a member asks for, checked: `YYYY-MM` with a month 01 to 12, and
 * not after the month of `now` (a statement of a month that has not started
 * would be empty and misleading). Absent, it is the month of `now`.
 */
export function parseStatementMonth(text: string | undefined, now: Date): StatementMonthResult {
  const current = monthOf(now);
  if (text === undefined) return { ok: true, month: current };
  const match = MONTH_PATTERN.exec(text);
  if (!match) return { ok: false, reason: 'format' };
  const month = { year: Number(match[1]), month: Number(match[2]) };
  if (monthKey(month) > monthKey(current)) return { ok: false, reason: 'future' };
  return { ok: true, month };
}

/** The `CHART_MONTHS` months ending with `last`, oldest first. */
export function chartMonths(last: StatementMonth): StatementMonth[] {
  return Array.from({ length: CHART_MONTHS }, (_, index) => addMonths(last, index + 1 - CHART_MONTHS));
}
