import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, CHART_MONTHS, chartMonths, monthEnd, monthKey, monthOf, monthStart, parseStatementMonth } from './statement-month.ts';

const NOW = new Date('2026-11-27T17:00:00Z');

describe('monthOf, monthKey, monthStart, monthEnd', () => {
  it('reads the UTC month and writes it YYYY-MM', () => {
    expect(monthOf(NOW)).toEqual({ year: 2026, month: 11 });
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(monthOf(new Date('2026-11-30T23:59:59.999Z'))).toEqual({ year: 2026, month: 11 });
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(monthKey({ year: 2026, month: 12 })).toBe('2026-12');
    expect(monthKey({ year: 987, month: 1 })).toBe('0987-01');
  });

  it('bounds a month from its first instant to the next month’s', () => {
    expect(monthStart({ year: 2026, month: 2 }).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    expect(monthEnd({ year: 2026, month: 2 }).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(monthEnd({ year: 2026, month: 12 }).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('addMonths', () => {
  it('crosses years both ways', () => {
    expect(addMonths({ year: 2026, month: 11 }, 2)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 12 }, 0)).toEqual({ year: 2026, month: 12 });
    expect(addMonths({ year: 2026, month: 11 }, -11)).toEqual({ year: 2025, month: 12 });
  });

  it('always lands on a month from 1 to 12, and back where it started', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9000 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: -500, max: 500 }), (year, month, count) => {
        const moved = addMonths({ year, month }, count);
        expect(moved.month >= 1 && moved.month <= 12).toBe(true);
        expect(addMonths(moved, -count)).toEqual({ year, month });
      }),
    );
  });
});

describe('parseStatementMonth', () => {
  it('is the current month when absent, and any month up to it', () => {
    expect(parseStatementMonth(undefined, NOW)).toEqual({ ok: true, month: { year: 2026, month: 11 } });
    expect(parseStatementMonth('2026-11', NOW)).toEqual({ ok: true, month: { year: 2026, month: 11 } });
    expect(parseStatementMonth('2026-10', NOW)).toEqual({ ok: true, month: { year: 2026, month: 10 } });
    expect(parseStatementMonth('2019-01', NOW)).toEqual({ ok: true, month: { year: 2019, month: 1 } });
  });

  it('refuses what is not YYYY-MM with a month 01 to 12', () => {
    for (const text of ['', '2026-1', '2026-13', '2026-00', '26-11', '2026/11', ' 2026-11', '2026-11 ', 'x2026-11', '2026-11-01', '2026-1x']) {
      expect(parseStatementMonth(text, NOW)).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('refuses a month that has not started', () => {
    expect(parseStatementMonth('2026-12', NOW)).toEqual({ ok: false, reason: 'future' });
    expect(parseStatementMonth('2027-01', NOW)).toEqual({ ok: false, reason: 'future' });
  });
});

describe('chartMonths', () => {
  it('is the twelve months ending with the given one, oldest first', () => {
    expect(CHART_MONTHS).toBe(12);
    const months = chartMonths({ year: 2026, month: 11 });
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 12 });
    expect(months[11]).toEqual({ year: 2026, month: 11 });
    expect(months.map(monthKey)).toEqual([...months.map(monthKey)].sort());
  });
});
