import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMonthYear, formatTime } from './format-date.ts';

const at = (iso: string) => new Date(iso);
const NB = '\u00A0';
const frenchTime = /^(1er|[12]?\d|3[01])\u00A0(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\u00A0\d{1,4} à ([01]?\d|2[0-3])\u00A0h\u00A0[0-5]\d\u00A0min\u00A0[0-5]\d\u00A0s$/;

describe('formatDate (English: spec §9 date format, L; French: OQLF)', () => {
  it('writes the English day as year-month-day', () => {
    expect(formatDate(at('2026-03-01T17:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01');
    expect(formatDate(at('2026-12-31T23:59:59Z'), 'en-CA', 'UTC')).toBe('2026-12-31');
  });

  it('writes the French day as the OQLF does: no leading zero, month in lower case, no-break spaces', () => {
    expect(formatDate(at('2026-11-26T17:00:00Z'), 'fr-CA', 'UTC')).toBe(`26${NB}novembre${NB}2026`);
    expect(formatDate(at('2026-02-09T00:00:00Z'), 'fr-CA', 'UTC')).toBe(`9${NB}février${NB}2026`);
    expect(formatDate(at('2026-12-31T23:59:59Z'), 'fr-CA', 'UTC')).toBe(`31${NB}décembre${NB}2026`);
    expect(formatDate(at('2026-01-10T00:00:00Z'), 'fr-CA', 'UTC')).toBe(`10${NB}janvier${NB}2026`);
  });

  it('writes the first of the month 1er in French', () => {
    expect(formatDate(at('2026-03-01T17:00:00Z'), 'fr-CA', 'UTC')).toBe(`1er${NB}mars${NB}2026`);
    expect(formatDate(at('2026-08-02T00:00:00Z'), 'fr-CA', 'UTC')).toBe(`2${NB}août${NB}2026`);
  });

  it('is the calendar day of the time zone given', () => {
    // 02:30 UTC on 1 March is still 28 February in Toronto (UTC-5).
    expect(formatDate(at('2026-03-01T02:30:00Z'), 'en-CA', 'America/Toronto')).toBe('2026-02-28');
    expect(formatDate(at('2026-03-01T05:00:00Z'), 'fr-CA', 'America/Toronto')).toBe(`1er${NB}mars${NB}2026`);
    expect(formatDate(at('2026-03-01T04:59:59Z'), 'fr-CA', 'America/Toronto')).toBe(`28${NB}février${NB}2026`);
  });

  it('pads English years, months and days; French writes the year as a number', () => {
    expect(formatDate(at('0999-01-02T00:00:00Z'), 'en-CA', 'UTC')).toBe('0999-01-02');
    expect(formatDate(at('0999-01-02T00:00:00Z'), 'fr-CA', 'UTC')).toBe(`2${NB}janvier${NB}999`);
  });

  it('always writes ten characters YYYY-MM-DD in English', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const english = formatDate(date, 'en-CA', 'UTC');
        expect(english).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(english).toBe(date.toISOString().slice(0, 10));
      }),
    );
  });
});

describe('formatLongDate', () => {
  it('English: the month in words, as en-CA writes a long date', () => {
    expect(formatLongDate(at('2026-11-26T12:00:00Z'), 'en-CA', 'UTC')).toBe('November 26, 2026');
    expect(formatLongDate(at('2026-01-01T12:00:00Z'), 'en-CA', 'UTC')).toBe('January 1, 2026');
    expect(formatLongDate(at('2026-12-09T12:00:00Z'), 'en-CA', 'UTC')).toBe(
      new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(at('2026-12-09T12:00:00Z')),
    );
  });

  it('French: the day as formatDate writes it', () => {
    expect(formatLongDate(at('2026-11-26T12:00:00Z'), 'fr-CA', 'UTC')).toBe(`26${NB}novembre${NB}2026`);
    expect(formatLongDate(at('2026-03-01T03:00:00Z'), 'fr-CA', 'America/Toronto')).toBe(`28${NB}février${NB}2026`);
  });
});

describe('formatTime', () => {
  it('English: 12-hour clock with AM / PM', () => {
    expect(formatTime(at('2026-11-26T14:30:00Z'), 'en-CA', 'UTC')).toBe('2:30 PM');
    expect(formatTime(at('2026-11-26T00:05:00Z'), 'en-CA', 'UTC')).toBe('12:05 AM');
    expect(formatTime(at('2026-11-26T12:00:00Z'), 'en-CA', 'UTC')).toBe('12:00 PM');
    expect(formatTime(at('2026-11-26T11:59:00Z'), 'en-CA', 'UTC')).toBe('11:59 AM');
  });

  it('French: 14 h 30 with no-break spaces, 14 h on the hour', () => {
    expect(formatTime(at('2026-11-26T14:30:00Z'), 'fr-CA', 'UTC')).toBe(`14${NB}h${NB}30`);
    expect(formatTime(at('2026-11-26T09:05:00Z'), 'fr-CA', 'UTC')).toBe(`9${NB}h${NB}05`);
    expect(formatTime(at('2026-11-26T14:00:59Z'), 'fr-CA', 'UTC')).toBe(`14${NB}h`);
    expect(formatTime(at('2026-11-26T00:00:00Z'), 'fr-CA', 'UTC')).toBe(`0${NB}h`);
    expect(formatTime(at('2026-11-26T19:30:00Z'), 'fr-CA', 'America/Toronto')).toBe(`14${NB}h${NB}30`);
  });
});

describe('formatDateTime (English: spec §9 timestamp format, L hh:mm:ss A; French: OQLF)', () => {
  it('English: 12-hour clock with seconds and AM / PM', () => {
    expect(formatDateTime(at('2026-03-01T17:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01 05:00:00 PM');
    expect(formatDateTime(at('2026-02-19T09:05:07Z'), 'en-CA', 'UTC')).toBe('2026-02-19 09:05:07 AM');
  });

  it('French: the written day, then the 24-hour time with h, min and s between no-break spaces', () => {
    expect(formatDateTime(at('2026-03-01T17:00:00Z'), 'fr-CA', 'UTC')).toBe(`1er${NB}mars${NB}2026 à 17${NB}h${NB}00${NB}min${NB}00${NB}s`);
    expect(formatDateTime(at('2026-02-19T09:05:07Z'), 'fr-CA', 'UTC')).toBe(`19${NB}février${NB}2026 à 9${NB}h${NB}05${NB}min${NB}07${NB}s`);
  });

  it('midnight and noon', () => {
    expect(formatDateTime(at('2026-03-01T00:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01 12:00:00 AM');
    expect(formatDateTime(at('2026-03-01T00:00:00Z'), 'fr-CA', 'UTC')).toBe(`1er${NB}mars${NB}2026 à 0${NB}h${NB}00${NB}min${NB}00${NB}s`);
    expect(formatDateTime(at('2026-03-01T12:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01 12:00:00 PM');
    expect(formatDateTime(at('2026-03-01T12:00:00Z'), 'fr-CA', 'UTC')).toBe(`1er${NB}mars${NB}2026 à 12${NB}h${NB}00${NB}min${NB}00${NB}s`);
    expect(formatDateTime(at('2026-03-01T11:59:59Z'), 'en-CA', 'UTC')).toBe('2026-03-01 11:59:59 AM');
    expect(formatDateTime(at('2026-03-01T23:59:59Z'), 'en-CA', 'UTC')).toBe('2026-03-01 11:59:59 PM');
    expect(formatDateTime(at('2026-03-01T13:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01 01:00:00 PM');
  });

  it('is the wall clock of the time zone given', () => {
    expect(formatDateTime(at('2026-03-01T02:30:45Z'), 'en-CA', 'America/Toronto')).toBe('2026-02-28 09:30:45 PM');
    expect(formatDateTime(at('2026-03-01T02:30:45Z'), 'fr-CA', 'America/Vancouver')).toBe(`28${NB}février${NB}2026 à 18${NB}h${NB}30${NB}min${NB}45${NB}s`);
  });

  it('always starts with the day of formatDate and shows the seconds of the moment', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString();
        const english = formatDateTime(date, 'en-CA', 'UTC');
        const french = formatDateTime(date, 'fr-CA', 'UTC');
        expect(english).toMatch(/^\d{4}-\d{2}-\d{2} (0[1-9]|1[0-2]):\d{2}:\d{2} (AM|PM)$/);
        expect(french).toMatch(frenchTime);
        expect(french.startsWith(formatDate(date, 'fr-CA', 'UTC') + ' à ')).toBe(true);
        expect(french.endsWith(`${Number(iso.slice(11, 13))}${NB}h${NB}${iso.slice(14, 16)}${NB}min${NB}${iso.slice(17, 19)}${NB}s`)).toBe(true);
        expect(english.slice(0, 10)).toBe(formatDate(date, 'en-CA', 'UTC'));
        expect(english.slice(13, 19)).toBe(iso.slice(13, 19));
      }),
    );
  });
});

describe('formatMonthYear', () => {
  it('writes a month out in both languages, in the zone asked for', () => {
    expect(formatMonthYear(at('2026-11-01T00:00:00Z'), 'en-CA', 'UTC')).toBe('November 2026');
    expect(formatMonthYear(at('2026-11-01T00:00:00Z'), 'fr-CA', 'UTC')).toBe('novembre\u00a02026');
    expect(formatMonthYear(at('2026-01-15T12:00:00Z'), 'fr-CA', 'UTC')).toBe('janvier\u00a02026');
    expect(formatMonthYear(at('2026-12-31T12:00:00Z'), 'en-CA', 'UTC')).toBe('December 2026');
    // Midnight UTC on the 1st is still the previous month in Toronto.
    expect(formatMonthYear(at('2026-11-01T00:00:00Z'), 'en-CA', 'America/Toronto')).toBe('October 2026');
  });
});

describe('every date format', () => {
  it.each([
    ['formatDate', formatDate],
    ['formatLongDate', formatLongDate],
    ['formatTime', formatTime],
    ['formatDateTime', formatDateTime],
    ['formatMonthYear', formatMonthYear],
  ] as const)('%s gives nothing for an invalid date, in either language', (_name, format) => {
    expect(format(new Date(Number.NaN), 'en-CA', 'UTC')).toBe('');
    expect(format(new Date(Number.NaN), 'fr-CA', 'UTC')).toBe('');
  });
});
