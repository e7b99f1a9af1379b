import { describe, expect, it } from 'vitest';
import {
  balanceChart,
  delayedPostingDate,
  MILES_TRANSFER_POSTING_DAYS,
  monthStatement,
  postingDate,
  postingStatus,
  statementReadsFrom,
  TRAVEL_CREDIT_POSTING_HOURS,
  type LedgerMovement,
} from './points-statement.ts';

const NOW = new Date('2026-11-27T12:00:00Z');
const at = (iso: string) => new Date(iso);
const entry = (id: number, points: number, recorded: string, postsAt: string | null = null): LedgerMovement => ({
  id,
  points,
  recordedAt: at(recorded),
  postsAt: postsAt === null ? null : at(postsAt),
});

describe('postingDate and postingStatus', () => {
  it('posts when recorded unless a posting date says later, and is pending until then', () => {
    expect(postingDate(entry(1, 5, '2026-11-01T00:00:00Z'))).toEqual(at('2026-11-01T00:00:00Z'));
    expect(postingDate(entry(1, 5, '2026-11-01T00:00:00Z', '2026-11-04T00:00:00Z'))).toEqual(at('2026-11-04T00:00:00Z'));
    expect(postingStatus(entry(1, 5, '2026-11-01T00:00:00Z'), NOW)).toBe('posted');
    expect(postingStatus(entry(1, 5, '2026-11-26T00:00:00Z', '2026-11-27T12:00:00Z'), NOW)).toBe('posted');
    expect(postingStatus(entry(1, 5, '2026-11-26T00:00:00Z', '2026-11-27T12:00:00.001Z'), NOW)).toBe('pending');
  });
});

describe('monthStatement', () => {
  const from = at('2025-12-01T00:00:00Z');
  const entries = [
    entry(1, 1_000, '2026-10-15T00:00:00Z'),
    entry(2, -300, '2026-10-31T23:59:59.999Z'),
    // November, listed out of order: the statement sorts by posting date, then id.
    entry(5, -200, '2026-11-20T00:00:00Z'),
    entry(4, 700, '2026-11-01T00:00:00Z'),
    entry(3, 500, '2026-11-01T00:00:00Z'),
    // A travel credit recorded in October that posted in November.
    entry(6, 100, '2026-10-30T00:00:00Z', '2026-11-02T00:00:00Z'),
    // Still pending: a miles transfer and a travel credit.
    entry(8, -12_000, '2026-11-26T00:00:00Z', '2026-12-03T00:00:00Z'),
    entry(7, 2_000, '2026-11-26T00:00:00Z', '2026-11-29T00:00:00Z'),
  ];

  it('lists the month’s posted entries in posting order with the balance after each, then the pending ones', () => {
    const statement = monthStatement(10_000, from, entries, { year: 2026, month: 11 }, NOW);
    expect(statement.openingBalance).toBe(10_700);
    expect(statement.lines.map((line) => [line.entry.id, line.status, line.runningBalance])).toEqual([
      [3, 'posted', 11_200],
      [4, 'posted', 11_900],
      [6, 'posted', 12_000],
      [5, 'posted', 11_800],
      [7, 'pending', null],
      [8, 'pending', null],
    ]);
    expect(statement.closingBalance).toBe(11_800);
    expect(statement.pendingPoints).toBe(-10_000);
  });

  it('lists a past month’s entries alone, the month’s last instant included, and still counts what is pending', () => {
    const statement = monthStatement(10_000, from, entries, { year: 2026, month: 10 }, NOW);
    expect(statement.openingBalance).toBe(10_000);
    expect(statement.lines.map((line) => [line.entry.id, line.runningBalance])).toEqual([
      [1, 11_000],
      [2, 10_700],
    ]);
    expect(statement.closingBalance).toBe(10_700);
    expect(statement.pendingPoints).toBe(-10_000);
  });

  it('is its opening balance alone for a month without entries', () => {
    const statement = monthStatement(10_000, from, entries, { year: 2026, month: 9 }, NOW);
    expect(statement).toEqual({ openingBalance: 10_000, closingBalance: 10_000, pendingPoints: -10_000, lines: [] });
  });

  it('starts from the balance before `from`', () => {
    const statement = monthStatement(0, at('2026-11-01T00:00:00Z'), entries.slice(2), { year: 2026, month: 11 }, NOW);
    expect(statement.openingBalance).toBe(0);
    expect(statement.closingBalance).toBe(1_100);
  });
});

describe('balanceChart', () => {
  it('has the twelve months ending now, each with what posted in it and the balance at its end', () => {
    const chart = balanceChart(
      5_000,
      at('2025-06-01T00:00:00Z'),
      [
        entry(1, 400, '2025-07-01T00:00:00Z'),
        entry(2, 1_000, '2025-12-01T00:00:00Z'),
        entry(3, -250, '2025-12-31T23:59:59.999Z'),
        entry(4, 300, '2026-03-10T00:00:00Z'),
        entry(5, -100, '2026-03-11T00:00:00Z'),
        entry(6, -50, '2026-11-27T11:00:00Z'),
        entry(7, 2_000, '2026-11-26T00:00:00Z', '2026-11-29T00:00:00Z'),
      ],
      NOW,
    );
    expect(chart).toHaveLength(12);
    expect(chart[0]).toEqual({ month: '2025-12', earned: 1_000, redeemed: 250, closingBalance: 6_150 });
    expect(chart[1]).toEqual({ month: '2026-01', earned: 0, redeemed: 0, closingBalance: 6_150 });
    expect(chart[3]).toEqual({ month: '2026-03', earned: 300, redeemed: 100, closingBalance: 6_350 });
    expect(chart[11]).toEqual({ month: '2026-11', earned: 0, redeemed: 50, closingBalance: 6_300 });
  });
});

describe('statementReadsFrom', () => {
  it('is the first chart month, or the month asked when older', () => {
    expect(statementReadsFrom({ year: 2026, month: 5 }, NOW).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(statementReadsFrom({ year: 2025, month: 12 }, NOW).toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(statementReadsFrom({ year: 2025, month: 11 }, NOW).toISOString()).toBe('2025-11-01T00:00:00.000Z');
  });
});

describe('delayedPostingDate', () => {
  it('posts the Elite travel credit 72 hours after, a miles transfer 7 days after', () => {
    expect(TRAVEL_CREDIT_POSTING_HOURS).toBe(72);
    expect(MILES_TRANSFER_POSTING_DAYS).toBe(7);
    expect(delayedPostingDate('travel_credit', NOW).toISOString()).toBe('2026-11-30T12:00:00.000Z');
    expect(delayedPostingDate('miles_transfer', NOW).toISOString()).toBe('2026-12-04T12:00:00.000Z');
  });
});
