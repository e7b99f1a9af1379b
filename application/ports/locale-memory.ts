import type { Locale } from '@rewards-storefront/domain/locale/locale';

/**
 * The language a visitor chose, kept on their browser for their next visit
 * (spec §9: a 365-day locale cookie).
 *
 * Contract: `remembered` gives the last locale passed to `remember`, or null
 * when none is kept or what is kept is not a locale. Never throws (a browser
 * that refuses cookies just forgets).
 */
export interface LocaleMemory {
  remembered(): Locale | null;
  remember(locale: Locale): void;
}
