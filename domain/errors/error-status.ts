/** The status the generic error page shows when nothing better is known (spec §2, §8). */
export const DEFAULT_ERROR_STATUS = 500;

/** The number `value` states, if it states one; NaN otherwise. */
function statusNumberOf(value: unknown): number {
  if (typeof value === 'number') {
    return value;
  }
  // Digits only: Number() would also read "4e2", "0x194" or "+404".
  return typeof value === 'string' && /^\s*\d{3}\s*$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The HTTP status an error page shows for `value`: a 4xx or 5xx integer, or
 * a string of just those three digits (surrounding spaces allowed), as a
 * number; otherwise {@link DEFAULT_ERROR_STATUS}.
 *
 * Always holds: the result is an integer from 400 to 599.
 */
export function errorStatusOf(value: unknown): number {
  const status = statusNumberOf(value);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : DEFAULT_ERROR_STATUS;
}
