/**
 * The value of the first cookie named `name` in a Cookie header or
 * `document.cookie` ("a=1; b=2"), trimmed; undefined when there is none.
 * A part without "=" is no cookie of that name.
 */
export function cookieValue(cookies: string | null | undefined, name: string): string | undefined {
  if (!cookies) return undefined;
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
