import type { Locale } from '../locale/locale.ts';
import { hundredthsOfCentPerPoint, type PointValue } from '../points/value-per-point.ts';
import { NO_BREAK_SPACE, withNoBreakSpaces } from './no-break-space.ts';
import { numberFormat } from './intl-formats.ts';

/**
 * What separates the amount from the cent sign: nothing in English
 * ("1.25¢"), a no-break space in French typography ("1,25 ¢"), as before
 * every unit sign of the storefront.
 */
const CENT_SEPARATOR: Record<Locale, string> = {
  'en-CA': '',
  'fr-CA': NO_BREAK_SPACE,
};

/**
 * A point's value in cents for the locale, always with two decimals:
 * en-CA "1.25¢", "0.80¢"; fr-CA "1,25 ¢" (U+00A0), "1 000,00 ¢".
 * The rounding is {@link hundredthsOfCentPerPoint}'s (half up, exact); the
 * division by 100 here only places the decimal point, which a two-decimal
 * format prints back exactly.
 */
export function formatValuePerPoint(value: PointValue, locale: Locale): string {
  const cents = hundredthsOfCentPerPoint(value) / 100;
  const amount = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents);
  return `${withNoBreakSpaces(amount)}${CENT_SEPARATOR[locale]}¢`;
}
