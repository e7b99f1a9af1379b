import type { Locale } from '../locale/locale.ts';
import { withNoBreakSpaces } from './no-break-space.ts';
import { numberFormat } from './intl-formats.ts';

/**
 * A number grouped for the locale, with Intl's default precision (up to
 * three fraction digits): en-CA "1,234.5", fr-CA "1 234,5", where every
 * space is U+00A0 as every number of the storefront is written.
 */
export function formatNumber(value: number, locale: Locale): string {
  return withNoBreakSpaces(numberFormat(locale).format(value));
}

/**
 * A count written for the locale, rounded to a whole number: en-CA "1,234",
 * fr-CA "1 234" (U+00A0). Used for product counts and point minimums.
 */
export function formatCount(count: number, locale: Locale): string {
  return withNoBreakSpaces(numberFormat(locale, { maximumFractionDigits: 0 }).format(count));
}

/** A change of points with its sign, as a statement shows it: "+2,400", "-12,000", "+2 400" in French; 0 unsigned. */
export function formatSignedNumber(value: number, locale: Locale): string {
  return value > 0 ? `+${formatNumber(value, locale)}` : formatNumber(value, locale);
}
