import { withNoBreakSpaces } from '@domain/format/no-break-space';
import type { Locale } from '@domain/locale/locale';

/** A whole number grouped for the page's language, with the domain's one space character in French. */
export function formatWholeNumber(value: number, locale: Locale): string {
  return withNoBreakSpaces(new Intl.NumberFormat(locale).format(value));
}
