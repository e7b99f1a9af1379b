/** Who the server rendered the page for, on #root (absent: the page is the client-rendered shell). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/**
 * Whose session the server rendered a page for, on #root beside
 * SERVER_RENDERED_ATTRIBUTE="member" (the member's own session) or "login-as"
 * (an admin's log-in-as session of that member).
 */
export const RENDERED_MEMBER_ATTRIBUTE = 'data-member-id';

/** Who the server rendered the page for: a visitor, or the member of the session cookie (the member, or an admin as them). */
export type RenderedFor =
  | { readonly who: 'guest' }
  | { readonly who: 'member'; readonly memberId: number; readonly loggedInAs: boolean };

/** Whom a page is rendered for: nobody signed in (memberId null), a member, or an admin logged in as that member. */
export interface RenderedViewer {
  readonly memberId: number | null;
  readonly loggedInAs: boolean;
}

/**
 * The attributes of the #root the server rendered: for whom, and whether
 * whole ("guest-partial", "member-partial", "login-as-partial": a page that
 * went without some of its data, which the browser renders afresh).
 */
export function rootAttributes({ memberId, loggedInAs, complete }: RenderedViewer & { readonly complete: boolean }): string {
  const who = memberId === null ? 'guest' : loggedInAs ? 'login-as' : 'member';
  const rendered = `${SERVER_RENDERED_ATTRIBUTE}="${complete ? who : `${who}-partial`}"`;
  return memberId === null ? rendered : `${rendered} ${RENDERED_MEMBER_ATTRIBUTE}="${memberId}"`;
}

/**
 * React's hydration failures, by their production codes (418 markup did not
 * match, 419/422/423 a render that failed while hydrating, 421 an update
 * before a boundary hydrated, 425 text did not match) or their development
 * text. Other recoverable errors (520: a concurrent render that recovered
 * synchronously) are not about the server's markup.
 */
export function isHydrationError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /React error #(418|419|421|422|423|425)\b|hydrat/i.test(message);
}

/** How the browser says a server-rendered page did not hydrate as it was (tests/e2e/support/test.ts fails a journey on it). */
export const HYDRATION_MISMATCH = '[rewards] the server-rendered page did not hydrate as rendered:';

/**
 * Who the server rendered `root`'s markup for, to hydrate; null when it sent
 * the empty shell, or a page that went without some of its data (the browser
 * renders that one afresh).
 */
export function renderedOnServerFor(root: Pick<Element, 'getAttribute'>): RenderedFor | null {
  const rendered = root.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  if (rendered === 'guest') return { who: 'guest' };
  if (rendered !== 'member' && rendered !== 'login-as') return null;
  const memberId = Number(root.getAttribute(RENDERED_MEMBER_ATTRIBUTE));
  return Number.isSafeInteger(memberId) && memberId > 0 ? { who: 'member', memberId, loggedInAs: rendered === 'login-as' } : null;
}

/** What the browser holds that the page's first render depends on, beyond what the server sent. */
export interface BrowserSessionState {
  /** The member whose session this browser keeps, or null. */
  readonly memberId: number | null;
  /** Whether that session is an admin's, logged in as the member. */
  readonly loggedInAs: boolean;
  /** The member whose preferred language was applied after sign-in (until then the browser may move to it). */
  readonly languageCheckedFor: number | null;
}

/**
 * Whether the browser hydrates the server's markup: only when its first
 * render would be the same page, for the same viewer. A visitor's page is
 * not hydrated by a browser that keeps a session (it shows the member's
 * page), nor a member's page by a browser that keeps another member, none
 * (signed out or timed out meanwhile), or that has yet to apply the
 * member's language; nor a member's own page by a browser that keeps an
 * admin's log-in-as session of them, or the other way round (the banner and
 * the access differ). The browser renders those itself.
 */
export function shouldHydrate(rendered: RenderedFor | null, browser: BrowserSessionState): boolean {
  if (rendered === null) return false;
  if (rendered.who === 'guest') return browser.memberId === null;
  return (
    browser.memberId === rendered.memberId &&
    browser.loggedInAs === rendered.loggedInAs &&
    browser.languageCheckedFor === rendered.memberId
  );
}

/**
 * Applies the server-rendered markup's `style` attributes through the CSSOM,
 * which the page's policy allows: a browser that cannot read the policy's
 * attribute hashes ('unsafe-hashes', Chrome 69, Firefox 112, Safari 15.4)
 * has blocked them, and hydration would not write them again.
 */
export function applyServerStyleAttributes(root: Pick<Element, 'querySelectorAll'>): void {
  for (const element of root.querySelectorAll<HTMLElement>('[style]')) {
    const declared = element.getAttribute('style');
    if (declared !== null && element.style.cssText === '') element.style.cssText = declared;
  }
}
