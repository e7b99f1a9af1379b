import { withNoBreakSpaces } from '@domain/format/no-break-space';
import type { Locale } from '@domain/locale/locale';

/** The day of an order, written for the locale: "March 1, 2026" in English, "1 mars 2026" in Canadian French. */
export function formatOrderDate(date: Date, locale: Locale): string {
  return withNoBreakSpaces(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date));
}

/** A moment of an order, day and time, for the locale: "March 1, 2026 at 5:00 p.m.", "1 mars 2026 à 17 h 00". */
export function formatOrderDateTime(date: Date, locale: Locale): string {
  return withNoBreakSpaces(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date));
}
