import type { Locale } from '../locale/locale.ts';
import { CASH_CURRENCY } from '../points/points-currency.ts';
import { withNoBreakSpaces } from './no-break-space.ts';
import { numberFormat } from './intl-formats.ts';

/**
 * An amount of Canadian dollars given in whole cents, written for the
 * locale: en-CA "$25.00", "$1,234.56"; fr-CA "25,00 $", "1 234,56 $".
 *
 * Always holds: exactly two decimals; in fr-CA every space is U+00A0
 * (see `no-break-space.ts`); zero is never printed with a minus sign.
 *
 * @throws RangeError when `cents` is not a safe integer (a bug in the caller:
 * money is counted in whole cents, see `pointsToCashCents`).
 */
export function formatMoney(cents: number, locale: Locale): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be a whole number of cents, got ${cents}`);
  }
  const format = numberFormat(locale, { style: 'currency', currency: CASH_CURRENCY.code });
  return withNoBreakSpaces(format.format(cents / 100 + 0));
}
