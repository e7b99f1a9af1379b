import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANNUAL_FEE_HISTORY_DAYS,
  DEFAULT_TRANSACTION_QUERY,
  TRANSACTION_DATE_FILTERS,
  TRANSACTION_PAGE_SIZE,
  TRANSACTION_VIEWS,
  isTransactionDateFilter,
  transactionDateRange,
  transactionQueryOf,
  transactionQuerySearch,
  type TransactionQuery,
} from './transaction-query.ts';

const NOW = new Date('2026-09-15T08:30:00.000Z');
const paramsOf = (search: string) => new URLSearchParams(search);

describe('transaction date filters (spec §9)', () => {
  it('offers 7, 15, 30, 60 and 90 days, or all; 25 transactions a page; two tabs', () => {
    expect(TRANSACTION_DATE_FILTERS).toEqual(['7', '15', '30', '60', '90', 'all']);
    expect(TRANSACTION_PAGE_SIZE).toBe(25);
    expect(TRANSACTION_VIEWS).toEqual(['all', 'redeemable']);
  });

  it('covers the last N days up to now', () => {
    expect(transactionDateRange('7', NOW, 'all')).toEqual({ from: new Date('2026-09-08T08:30:00.000Z'), to: NOW });
    expect(transactionDateRange('15', NOW, 'all').from).toEqual(new Date('2026-08-31T08:30:00.000Z'));
    expect(transactionDateRange('30', NOW, 'redeemable').from).toEqual(new Date('2026-08-16T08:30:00.000Z'));
    expect(transactionDateRange('60', NOW, 'all').from).toEqual(new Date('2026-07-17T08:30:00.000Z'));
    expect(transactionDateRange('90', NOW, 'redeemable')).toEqual({ from: new Date('2026-06-17T08:30:00.000Z'), to: NOW });
  });

  it("reaches back six calendar months for 'all', and a year on the Annual Fee Eraser tab", () => {
    expect(transactionDateRange('all', NOW, 'all')).toEqual({ from: new Date('2026-03-15T08:30:00.000Z'), to: NOW });
    expect(transactionDateRange('all', NOW, 'redeemable')).toEqual({ from: new Date('2025-09-15T08:30:00.000Z'), to: NOW });
    expect(ANNUAL_FEE_HISTORY_DAYS).toBe(365);
  });

  it("keeps the 'old' window from 1096 to 1095 days back, whatever the tab", () => {
    const window = { from: new Date('2023-09-15T08:30:00.000Z'), to: new Date('2023-09-16T08:30:00.000Z') };
    expect(transactionDateRange('old', NOW, 'all')).toEqual(window);
    expect(transactionDateRange('old', NOW, 'redeemable')).toEqual(window);
  });

  it('always ends no later than now and starts before it ends', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TRANSACTION_DATE_FILTERS, 'old' as const),
        fc.constantFrom(...TRANSACTION_VIEWS),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (filter, view, now) => {
          const { from, to } = transactionDateRange(filter, now, view);
          expect(to.getTime()).toBeLessThanOrEqual(now.getTime());
          expect(from.getTime()).toBeLessThan(to.getTime());
        },
      ),
    );
  });

  it("recognises the filters the API accepts, 'old' included", () => {
    for (const filter of [...TRANSACTION_DATE_FILTERS, 'old']) expect(isTransactionDateFilter(filter)).toBe(true);
    for (const other of ['8', 'ALL', '', null, 7]) expect(isTransactionDateFilter(other)).toBe(false);
  });
});

describe('the transactions query in the page address', () => {
  it('reads the tab, the date filter and the page', () => {
    expect(transactionQueryOf(paramsOf('view=redeemable&days=30&page=3'))).toEqual({ view: 'redeemable', dateFilter: '30', page: 3 });
  });

  it('takes the defaults for anything missing or unknown', () => {
    expect(transactionQueryOf(paramsOf(''))).toEqual(DEFAULT_TRANSACTION_QUERY);
    expect(DEFAULT_TRANSACTION_QUERY).toEqual({ view: 'all', dateFilter: 'all', page: 1 });
    expect(transactionQueryOf(paramsOf('view=other&days=old&page=0'))).toEqual(DEFAULT_TRANSACTION_QUERY);
    expect(transactionQueryOf(paramsOf('days=12&page=-2'))).toEqual(DEFAULT_TRANSACTION_QUERY);
    expect(transactionQueryOf(paramsOf('page=2.5')).page).toBe(1);
    expect(transactionQueryOf(paramsOf('page=abc')).page).toBe(1);
    expect(transactionQueryOf(paramsOf('page=2')).page).toBe(2);
  });

  it('writes only what differs from the defaults, and reads back the same query', () => {
    expect(transactionQuerySearch(DEFAULT_TRANSACTION_QUERY)).toEqual({});
    expect(transactionQuerySearch({ view: 'redeemable', dateFilter: '7', page: 2 })).toEqual({ view: 'redeemable', days: '7', page: '2' });
    fc.assert(
      fc.property(
        fc.record({
          view: fc.constantFrom(...TRANSACTION_VIEWS),
          dateFilter: fc.constantFrom(...TRANSACTION_DATE_FILTERS),
          page: fc.integer({ min: 1, max: 500 }),
        }),
        (query: TransactionQuery) => {
          expect(transactionQueryOf(paramsOf(new URLSearchParams(transactionQuerySearch(query)).toString()))).toEqual(query);
        },
      ),
    );
  });
});
