import { cookieValue } from '../session/cookie-value.ts';

/**
 * The cookie that remembers the card the member chose (spec §3: the current
 * account id is kept by the browser). A cookie rather than localStorage so
 * the server, rendering the member's first screen (issue 24), shows the same
 * card the browser will. It names a card, it grants nothing: the server only
 * ever shows a card of the signed-in member's own list.
 */
export const CARD_COOKIE_NAME = 'rewards_card';

/** How long the choice is remembered: 365 days, as the language (spec §9), in seconds. */
export const CARD_COOKIE_MAX_AGE_SECONDS = 31_536_000;

/**
 * The cookie that remembers card `accountId` (null: forgets it), as written to
 * `document.cookie`: the whole site, SameSite=Lax (a page opened from a link
 * carries it), only over HTTPS when the page is (`secure`).
 */
export function cardCookie(accountId: number | null, { secure }: { readonly secure: boolean }): string {
  const attributes = [
    `${CARD_COOKIE_NAME}=${accountId ?? ''}`,
    `Max-Age=${accountId === null ? 0 : CARD_COOKIE_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** The card a Cookie header or `document.cookie` remembers: a positive whole id, else null. */
export function cardFromCookies(cookies: string | null | undefined): number | null {
  // No cookie reads as "undefined", which is no id either.
  const value = String(cookieValue(cookies, CARD_COOKIE_NAME));
  if (!/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
