import type { Locale } from '../locale/locale.ts';
import { withNoBreakSpaces } from './no-break-space.ts';
import { numberFormat } from './intl-formats.ts';

/** The spaces that group thousands: regular, no-break (U+00A0) and narrow no-break (U+202F), as keyboards and copies give them. */
const SPACES = [' ', '\u00a0', '\u202f'];

/** How each locale writes a dollar amount (en-CA "1,250.00", fr-CA "1 250,00"). */
const WRITING: Readonly<Record<Locale, { readonly groups: readonly string[]; readonly decimals: readonly string[] }>> = {
  'en-CA': { groups: [',', ...SPACES], decimals: ['.'] },
  // A French member on a numeric keypad gets a point: it cannot be a French thousands separator, so it reads as the decimal one.
  'fr-CA': { groups: SPACES, decimals: [',', '.'] },
};

/** Whole dollars at most this many digits (the programme API takes up to $10,000,000). */
const MAX_DOLLAR_DIGITS = 9;

/** The whole-dollar part: digits, or groups of three after the first 1 to 3 digits, one separator throughout. */
function wholeDollars(text: string, groups: readonly string[]): number | null {
  if (/^\d+$/.test(text)) return text.length <= MAX_DOLLAR_DIGITS ? Number(text) : null;
  const separator = [...text].find((character) => !/\d/.test(character));
  if (!groups.some((group) => group === separator)) return null;
  const parts = text.split(separator!);
  // A split has a first part always.
  if (!/^\d{1,3}$/.test(parts[0]!) || !parts.slice(1).every((part) => /^\d{3}$/.test(part))) return null;
  const digits = parts.join('');
  return digits.length <= MAX_DOLLAR_DIGITS ? Number(digits) : null;
}

/**
 * A dollar amount as the member typed it, in whole cents, read the way the
 * page's language writes amounts: en-CA "1,250.00", "1250.5", "$1,250";
 * fr-CA "1 250,00", "1250,5 $", with regular, no-break or narrow no-break
 * spaces between thousands (and "1250.00" from a numeric keypad). A dollar
 * sign before or after, and spaces around, are allowed. At most two
 * decimals and nine digits of dollars.
 *
 * Null when nothing was typed; NaN when the text is not an amount written
 * that way (a comma between thousands in French, "25,50" in English, groups
 * that are not of three, two separators, a sign, letters).
 *
 * Always holds: a number result is a whole, non-negative count of cents.
 */
export function parseMoneyToCents(text: string, locale: Locale): number | null {
  const bare = text
    .trim()
    .replace(/^\$\s*/u, '')
    .replace(/\s*\$$/u, '');
  if (bare === '') return text.trim() === '' ? null : Number.NaN;
  const { groups, decimals } = WRITING[locale];
  const decimal = decimals.find((mark) => bare.includes(mark));
  // Stryker disable next-line ConditionalExpression,StringLiteral: split(undefined) gives [bare] too, and a split has a first part always.
  const [whole = '', fraction, extra] = decimal === undefined ? [bare] : bare.split(decimal);
  if (extra !== undefined) return Number.NaN;
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return Number.NaN;
  const dollars = wholeDollars(whole, groups);
  if (dollars === null) return Number.NaN;
  return dollars * 100 + Number((fraction ?? '').padEnd(2, '0'));
}

/**
 * An amount in whole cents as the member would type it in the page's
 * language, without the dollar sign: en-CA "1,250.00", fr-CA "1 250,00"
 * (no-break spaces). {@link parseMoneyToCents} reads it back unchanged.
 *
 * @throws RangeError when `cents` is not a safe integer (a bug in the caller).
 */
export function formatMoneyInput(cents: number, locale: Locale): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  }
  const format = numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return withNoBreakSpaces(format.format(cents / 100));
}
