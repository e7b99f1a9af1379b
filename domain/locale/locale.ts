/** The two locales of the programme; en-CA is the default and the fallback. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
/** One of {@link LOCALES}. */
export type Locale = (typeof LOCALES)[number];
/** The default and fallback locale (spec §1, §9). */
export const DEFAULT_LOCALE: Locale = 'en-CA';

/** True exactly for the two locale codes, compared case-sensitively; false for anything else. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}
