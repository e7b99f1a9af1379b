import type { Locale } from '@domain/locale/locale';

/**
 * The day a promotion ends, written for the locale: "November 30, 2026" in
 * English, "30 novembre 2026" in Canadian French.
 */
export function formatOfferEnd(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}
