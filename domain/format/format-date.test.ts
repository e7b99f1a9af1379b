import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';

const at = (iso: string) => new Date(iso);

describe('formatDate (spec §9 date format, L)', () => {
  it('writes the day as year-month-day in both languages', () => {
    expect(formatDate(at('2026-03-01T17:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01');
    expect(formatDate(at('2026-03-01T17:00:00Z'), 'fr-CA', 'UTC')).toBe('2026-03-01');
    expect(formatDate(at('2026-12-31T23:59:59Z'), 'en-CA', 'UTC')).toBe('2026-12-31');
  });

  it('is the calendar day of the time zone given', () => {
    // 02:30 UTC on 1 March is still 28 February in Toronto (UTC-5).
    expect(formatDate(at('2026-03-01T02:30:00Z'), 'en-CA', 'America/Toronto')).toBe('2026-02-28');
    expect(formatDate(at('2026-03-01T05:00:00Z'), 'fr-CA', 'America/Toronto')).toBe('2026-03-01');
    expect(formatDate(at('2026-03-01T04:59:59Z'), 'fr-CA', 'America/Toronto')).toBe('2026-02-28');
  });

  it('pads years, months and days', () => {
    expect(formatDate(at('0999-01-02T00:00:00Z'), 'en-CA', 'UTC')).toBe('0999-01-02');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDate(new Date(Number.NaN), 'en-CA', 'UTC')).toBe('');
  });

  it('always writes ten characters YYYY-MM-DD, the same in both languages', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const english = formatDate(date, 'en-CA', 'UTC');
        expect(english).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(english).toBe(date.toISOString().slice(0, 10));
        expect(formatDate(date, 'fr-CA', 'UTC')).toBe(english);
      }),
    );
  });
});

describe('formatDateTime (spec §9 timestamp format, L hh:mm:ss A)', () => {
  it('English: 12-hour clock with seconds and AM / PM', () => {
    expect(formatDateTime(at('2026-03-01T17:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01 05:00:00 PM');
    expect(formatDateTime(at('2026-02-19T09:05:07Z'), 'en-CA', 'UTC')).toBe('2026-02-19 09:05:07 AM');
  });

  it('French: the same day on the 24-hour clock with seconds', () => {
    expect(formatDateTime(at('2026-03-01T17:00:00Z'), 'fr-CA', 'UTC')).toBe('2026-03-01 17:00:00');
    expect(formatDateTime(at('2026-02-19T09:05:07Z'), 'fr-CA', 'UTC')).toBe('2026-02-19 09:05:07');
  });

  it('midnight and noon', () => {
    expect(formatDateTime(at('2026-03-01T00:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01 12:00:00 AM');
    expect(formatDateTime(at('2026-03-01T00:00:00Z'), 'fr-CA', 'UTC')).toBe('2026-03-01 00:00:00');
    expect(formatDateTime(at('2026-03-01T12:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01 12:00:00 PM');
    expect(formatDateTime(at('2026-03-01T12:00:00Z'), 'fr-CA', 'UTC')).toBe('2026-03-01 12:00:00');
    expect(formatDateTime(at('2026-03-01T11:59:59Z'), 'en-CA', 'UTC')).toBe('2026-03-01 11:59:59 AM');
    expect(formatDateTime(at('2026-03-01T23:59:59Z'), 'en-CA', 'UTC')).toBe('2026-03-01 11:59:59 PM');
    expect(formatDateTime(at('2026-03-01T13:00:00Z'), 'en-CA', 'UTC')).toBe('2026-03-01 01:00:00 PM');
  });

  it('is the wall clock of the time zone given', () => {
    expect(formatDateTime(at('2026-03-01T02:30:45Z'), 'en-CA', 'America/Toronto')).toBe('2026-02-28 09:30:45 PM');
    expect(formatDateTime(at('2026-03-01T02:30:45Z'), 'fr-CA', 'America/Vancouver')).toBe('2026-02-28 18:30:45');
  });

  it('gives nothing for an invalid date', () => {
    expect(formatDateTime(new Date(Number.NaN), 'en-CA', 'UTC')).toBe('');
    expect(formatDateTime(new Date(Number.NaN), 'fr-CA', 'UTC')).toBe('');
  });

  it('always starts with the day of formatDate and shows the seconds of the moment', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true }), (date) => {
        const iso = date.toISOString();
        const english = formatDateTime(date, 'en-CA', 'UTC');
        const french = formatDateTime(date, 'fr-CA', 'UTC');
        expect(english).toMatch(/^\d{4}-\d{2}-\d{2} (0[1-9]|1[0-2]):\d{2}:\d{2} (AM|PM)$/);
        expect(french).toBe(iso.slice(0, 10) + ' ' + iso.slice(11, 19));
        expect(english.slice(0, 10)).toBe(formatDate(date, 'en-CA', 'UTC'));
        expect(english.slice(13, 19)).toBe(iso.slice(13, 19));
      }),
    );
  });
});
