import { orderHistorySince } from '../orders/order-history.ts';

/** Transactions per page (spec §9). */
export const TRANSACTION_PAGE_SIZE = 25;

/** The tabs of the transactions page (spec §4): every transaction, or the annual fees the eraser can redeem. */
export const TRANSACTION_VIEWS = ['all', 'redeemable'] as const;
/** One of {@link TRANSACTION_VIEWS}. */
export type TransactionView = (typeof TRANSACTION_VIEWS)[number];

/** The date filters the page offers (spec §9): the last 7, 15, 30, 60 or 90 days, or all. */
export const TRANSACTION_DATE_FILTERS = ['7', '15', '30', '60', '90', 'all'] as const;
/**
 * A date filter: one the page offers, or 'old', the window of spec §9
 * around 1095-1096 days back (three years ago), which the API accepts too.
 */
export type TransactionDateFilter = (typeof TRANSACTION_DATE_FILTERS)[number] | 'old';

/** What the transactions page shows: a tab, a date filter and a page. */
export interface TransactionQuery {
  readonly view: TransactionView;
  readonly dateFilter: TransactionDateFilter;
  readonly page: number;
}

export const DEFAULT_TRANSACTION_QUERY: TransactionQuery = { view: 'all', dateFilter: 'all', page: 1 };

/**
 * How far back 'all' reaches on the Annual Fee Eraser tab: a year, so that
 * last year's fee shows as expired beside this year's. On the other tab
 * 'all' is the spec's six months.
 */
export const ANNUAL_FEE_HISTORY_DAYS = 365;

/** The 'old' window: from 1096 to 1095 days before now (spec §9). */
export const OLD_WINDOW_DAYS = { from: 1096, to: 1095 } as const;

const DAY_MS = 86_400_000;

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/**
 * The moments a date filter covers at `now`, both included: the last N
 * days; 'all', six calendar months back (a year on the Annual Fee Eraser
 * tab); 'old', the one-day window 1096 to 1095 days back.
 */
export function transactionDateRange(filter: TransactionDateFilter, now: Date, view: TransactionView): { from: Date; to: Date } {
  if (filter === 'old') return { from: daysBefore(now, OLD_WINDOW_DAYS.from), to: daysBefore(now, OLD_WINDOW_DAYS.to) };
  if (filter === 'all') return { from: view === 'redeemable' ? daysBefore(now, ANNUAL_FEE_HISTORY_DAYS) : orderHistorySince(now), to: now };
  return { from: daysBefore(now, Number(filter)), to: now };
}

/** Whether `value` is a date filter the API accepts ('old' included). */
export function isTransactionDateFilter(value: unknown): value is TransactionDateFilter {
  return value === 'old' || (TRANSACTION_DATE_FILTERS as readonly unknown[]).includes(value);
}

/**
 * The transactions query of a page address (`?view=redeemable&days=30&page=2`):
 * anything missing or unknown takes its default, and the page is a whole
 * number of at least 1. Only the filters the page offers are read; 'old'
 * is for the API.
 */
export function transactionQueryOf(params: { get(name: string): string | null }): TransactionQuery {
  const view = params.get('view');
  const days = params.get('days');
  const page = Number(params.get('page'));
  return {
    view: view === 'redeemable' ? 'redeemable' : DEFAULT_TRANSACTION_QUERY.view,
    dateFilter: (TRANSACTION_DATE_FILTERS as readonly (string | null)[]).includes(days)
      ? (days as TransactionDateFilter)
      : DEFAULT_TRANSACTION_QUERY.dateFilter,
    page: Number.isSafeInteger(page) ? Math.max(1, page) : 1,
  };
}

/** The address query of a transactions query, leaving defaults out so the plain page has a plain address. */
export function transactionQuerySearch(query: TransactionQuery): Record<string, string> {
  const search: Record<string, string> = {};
  if (query.view !== DEFAULT_TRANSACTION_QUERY.view) search['view'] = query.view;
  if (query.dateFilter !== DEFAULT_TRANSACTION_QUERY.dateFilter) search['days'] = query.dateFilter;
  if (query.page !== 1) search['page'] = String(query.page);
  return search;
}
