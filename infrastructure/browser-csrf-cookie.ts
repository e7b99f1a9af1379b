/** The API's CSRF cookie: `__Host-` prefixed over HTTPS, plain over HTTP in development (see openapi `sessionCookie`). */
const CSRF_COOKIE_NAMES: ReadonlySet<string> = new Set(['__Host-rewards_csrf', 'rewards_csrf']);

/**
 * The CSRF token of the session the browser's cookie holds, read from the
 * cookie the API sets beside it (readable on purpose: worthless without the
 * httpOnly session cookie, and unreadable by other sites). Null when none.
 */
export function csrfTokenFrom(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || !CSRF_COOKIE_NAMES.has(part.slice(0, separator).trim())) continue;
    const value = part.slice(separator + 1).trim();
    if (value !== '') return value;
  }
  return null;
}

/** The page's CSRF token, read afresh on each call (a refresh or another tab's sign-in may have changed it). */
export function browserCsrfToken(): string | null {
  return typeof document === 'undefined' ? null : csrfTokenFrom(document.cookie);
}
