import type { Locale } from '../locale/locale.ts';

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
  const parts = new Intl.DateTimeFormat('en-US', {
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

/**
 * A day as spec §9's date format writes it ('L' of 'L hh:mm:ss A', in the
 * en-CA and fr-CA locales): "2026-03-01" in both languages.
 *
 * `timeZone` is the IANA zone whose calendar day is meant: the reader's own
 * when absent; 'UTC' for a date that is a calendar day, not a moment.
 * Always holds: ten characters, year-month-day, digits and two hyphens; an
 * invalid date gives the empty string.
 */
export function formatDate(date: Date, _locale: Locale, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = wallClock(date, timeZone);
  return `${year}-${month}-${day}`;
}

/**
 * A moment as spec §9's timestamp format writes it ('L hh:mm:ss A'): in
 * English "2026-03-01 05:00:00 PM", the 12-hour clock with seconds and
 * AM / PM; in Canadian French the same day and seconds on the 24-hour clock,
 * "2026-03-01 17:00:00", since French has no AM / PM (decisions §6: Canadian
 * French typography).
 *
 * Always holds: the day part is {@link formatDate}'s; midnight is "12:…:… AM"
 * and noon "12:…:… PM" in English, "00:…" and "12:…" in French; an invalid
 * date gives the empty string.
 */
export function formatDateTime(date: Date, locale: Locale, timeZone?: string): string {
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute, second } = wallClock(date, timeZone);
  const dayPart = `${year}-${month}-${day}`;
  if (locale === 'fr-CA') return `${dayPart} ${pad2(hour)}:${minute}:${second}`;
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${dayPart} ${pad2(hour12)}:${minute}:${second} ${hour < 12 ? 'AM' : 'PM'}`;
}
