import type { Locale } from '../locale/locale.ts';
import { POINTS_CURRENCY } from '../points/points-currency.ts';
import { NO_BREAK_SPACE, withNoBreakSpaces } from './no-break-space.ts';
import { numberFormat } from './intl-formats.ts';

/**
 * What separates the number from its symbol: a plain space in English (as
 * Intl's own English unit formats do), a no-break space in French
 * typography (decisions §6), so "pts" never wraps away from its number.
 */
const SYMBOL_SEPARATOR: Record<Locale, string> = {
  'en-CA': ' ',
  'fr-CA': NO_BREAK_SPACE,
};

function formatWholePoints(points: number, locale: Locale): string {
  if (!Number.isFinite(points)) {
    throw new RangeError(`Points must be a finite number, got ${points}`);
  }
  // Points are whole; a fraction is dropped rather than rounded up so a
  // balance is never shown larger than it is. `+ 0` avoids printing "-0".
  return withNoBreakSpaces(numberFormat(locale).format(Math.trunc(points) + 0));
}

/**
 * A points amount with its symbol, grouped for the locale: en-CA
 * "152,300 pts", fr-CA "152 300 pts".
 *
 * Always holds: the symbol is printed as given, after the number; in fr-CA
 * every space is U+00A0 ({@link NO_BREAK_SPACE}), in en-CA the only space is
 * the one before the symbol; fractions of a point are truncated toward zero.
 *
 * @throws RangeError when `points` is not finite (a bug in the caller).
 */
export function formatPoints(points: number, locale: Locale, symbol: string = POINTS_CURRENCY.symbol): string {
  return `${formatWholePoints(points, locale)}${SYMBOL_SEPARATOR[locale]}${symbol}`;
}

/** True when `symbol` is the programme's points symbol, in any letter case. */
export function isPointsSymbol(symbol: string): boolean {
  return symbol.toLowerCase() === POINTS_CURRENCY.symbol;
}

/**
 * The utility-bar form of a balance (spec §2): the currency symbol in upper
 * case, "152,300 PTS"; except that in French the points symbol stays "pts"
 * (spec §1), "152 300 pts". Other symbols are upper-cased in both locales.
 *
 * Always holds: the number part is exactly that of {@link formatPoints}.
 *
 * @throws RangeError when `points` is not finite (a bug in the caller).
 */
export function formatBalance(points: number, locale: Locale, symbol: string = POINTS_CURRENCY.symbol): string {
  const shownSymbol =
    locale === 'fr-CA' && isPointsSymbol(symbol) ? POINTS_CURRENCY.symbol : symbol.toLocaleUpperCase(locale);
  return formatPoints(points, locale, shownSymbol);
}
