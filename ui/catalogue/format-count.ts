import { withNoBreakSpaces } from '@domain/format/no-break-space';
import type { Locale } from '@domain/locale/locale';

/**
 * A count of products written for the locale: "1,234" in English,
 * "1 234" in French with a no-break space (U+00A0), as every number of the
 * storefront is written.
 */
export function formatCount(count: number, locale: Locale): string {
  return withNoBreakSpaces(new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count));
}
