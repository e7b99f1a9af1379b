import type { Locale } from './locale.ts';

/** Language codes (ISO 639-1, 639-2/T and 639-2/B) and the programme locale each means. */
const LOCALE_BY_LANGUAGE: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ['fr', 'fr-CA'],
  ['fra', 'fr-CA'],
  ['fre', 'fr-CA'],
  ['en', 'en-CA'],
  ['eng', 'en-CA'],
]);

/**
 * The programme locale of a profile's preferred language (spec §4: matched
 * by locale code or ISO code): "fr", "FR", "fr-CA", "fr_CA", "fra" → fr-CA;
 * "en", "en-CA", "en-US" → en-CA. Only the language part counts, so any
 * region of French or English maps to the Canadian locale; letter case and
 * surrounding spaces are ignored.
 *
 * Always holds: the result is a locale or null; null for an empty or
 * missing value and for any other language.
 */
export function localeOfPreferredLanguage(value: string | null | undefined): Locale | null {
  if (value == null) {
    return null;
  }
  // Only the language subtag counts: "fr-CA" and "fr_CA" → "fr".
  const language = value.trim().toLowerCase().replace(/[-_].*/s, '');
  return LOCALE_BY_LANGUAGE.get(language) ?? null;
}
