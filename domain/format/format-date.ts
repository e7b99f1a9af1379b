import type { Locale } from '../locale/locale.ts';
import { NO_BREAK_SPACE as NB } from './no-break-space.ts';
import { dateTimeFormat } from './intl-formats.ts';

/** The parts of a moment on a wall clock, numbers as written with two or four digits. */
interface WallClock {
  readonly year: string;
  readonly month: string;
  readonly day: string;
  /** 0 to 23. */
  readonly hour: number;
  readonly minute: string;
  readonly second: string;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** `date` on the wall clock of `timeZone` (an IANA name; the reader's own zone when absent). */
function wallClock(date: Date, timeZone: string | undefined): WallClock {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: String(part('year')).padStart(4, '0'),
    month: pad2(part('month')),
    day: pad2(part('day')),
    // Some ICU versions write midnight as 24 even in a 0-23 cycle.
    hour: part('hour') % 24,
    minute: pad2(part('minute')),
    second: pad2(part('second')),
  };
}

const FRENCH_MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** "26 novembre 2026", "1er mars 2026": OQLF's written date, joined by no-break spaces so it never wraps. */
function frenchDay({ year, month, day }: WallClock): string {
  const dayOfMonth = Number(day);
  return `${dayOfMonth === 1 ? '1er' : dayOfMonth}${NB}${FRENCH_MONTHS[Number(month) - 1]}${NB}${Number(year)}`;
}

/**
 * A day as the member reads it. English keeps spec §9's date format ('L'
 * of 'L hh:mm:ss A' in en-CA): "2026-03-01". Canadian French writes it as
 * the OQLF does (issue 26 item 6): "26 novembre 2026", "1er mars 2026", the
 * day without a leading zero, the month in lower case, no-break spaces
 * (U+00A0) between the parts.
 *
 * `timeZone` is the IANA zone whose calendar day is meant: the reader's own
 * when absent; 'UTC' for a date that is a calendar day, not a moment.
 * An invalid date gives the empty string.
 */
export function formatDate(date: Date, locale: Locale, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const clock = wallClock(date, timeZone);
  if (locale === 'fr-CA') return frenchDay(clock);
  return `${clock.year}-${clock.month}-${clock.day}`;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A day written out, for running text such as an e-mail: English
 * "November 26, 2026" (as en-CA's Intl long date writes it), Canadian French
 * "26 novembre 2026" and "1er mars 2026", as {@link formatDate} writes it.
 */
export function formatLongDate(date: Date, locale: Locale, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const clock = wallClock(date, timeZone);
  if (locale === 'fr-CA') return frenchDay(clock);
  return `${ENGLISH_MONTHS[Number(clock.month) - 1]} ${Number(clock.day)}, ${Number(clock.year)}`;
}

/**
 * A month written out, as a statement names it: English "November 2026",
 * Canadian French "novembre 2026" (a no-break space, OQLF).
 */
export function formatMonthYear(date: Date, locale: Locale, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const { year, month } = wallClock(date, timeZone);
  return locale === 'fr-CA' ? `${FRENCH_MONTHS[Number(month) - 1]}${NB}${Number(year)}` : `${ENGLISH_MONTHS[Number(month) - 1]} ${Number(year)}`;
}

/**
 * A time of day: English "2:30 PM", Canadian French "14 h 30" and "14 h"
 * on the hour (OQLF: the symbol h between no-break spaces, never "14:30").
 */
export function formatTime(date: Date, locale: Locale, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const { hour, minute } = wallClock(date, timeZone);
  if (locale === 'fr-CA') return minute === '00' ? `${hour}${NB}h` : `${hour}${NB}h${NB}${minute}`;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * A moment. English keeps spec §9's timestamp format ('L hh:mm:ss A'):
 * "2026-03-01 05:00:00 PM", the 12-hour clock with seconds and AM / PM.
 * Canadian French has no AM / PM and writes the time with symbols, as the
 * OQLF does: "1er mars 2026 à 17 h 00 min 00 s", the same seconds on the
 * 24-hour clock, no-break spaces inside the day and inside the time.
 *
 * Always holds: midnight is "12:…:… AM" and noon "12:…:… PM" in English,
 * "0 h …" and "12 h …" in French; an invalid date gives the empty string.
 */
export function formatDateTime(date: Date, locale: Locale, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const clock = wallClock(date, timeZone);
  const { year, month, day, hour, minute, second } = clock;
  if (locale === 'fr-CA') return `${frenchDay(clock)} à ${hour}${NB}h${NB}${minute}${NB}min${NB}${second}${NB}s`;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${year}-${month}-${day} ${pad2(hour12)}:${minute}:${second} ${hour < 12 ? 'AM' : 'PM'}`;
}
