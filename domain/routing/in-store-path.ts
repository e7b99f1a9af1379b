/**
 * Whether `value` is a path inside this store, safe to navigate to: it
 * starts with "/", holds no "//" (so it cannot start with one either), no
 * backslash, no whitespace and no control character (browsers drop tabs and
 * newlines from URLs, which would turn "/\t/evil.example" into
 * "//evil.example", and read "\" as "/").
 *
 * Always holds: a true result has no scheme and cannot be read by a browser
 * as another origin.
 */
export function isInStorePath(value: string): boolean {
  return value.startsWith('/') && !value.includes('//') && !/[\\\s\u0000-\u001f\u007f]/.test(value);
}
