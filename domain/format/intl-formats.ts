/**
 * Intl's formatters and collators, each made once per locale and options and
 * then reused. Making one loads the locale's ICU data (tens of milliseconds
 * on a slow phone, seen in the shop's hydration, issue 24); a page formats
 * hundreds of numbers and a header compares every menu title. The objects are
 * immutable, so sharing them changes no result.
 *
 * A formatter of the reader's own time zone (no `timeZone` option) keeps the
 * zone it was made in, as every formatter does.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>();

function once<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.Collator>(key: string, make: () => T): T {
  const known = made.get(key) as T | undefined;
  if (known !== undefined) return known;
  const fresh = make();
  made.set(key, fresh);
  return fresh;
}

/** `new Intl.NumberFormat(locale, options)`, made once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return once(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return once(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.Collator(locale, options)`, made once. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return once(`collator ${locale} ${JSON.stringify(options)}`, () => new Intl.Collator(locale, options));
}
