/** Who the server rendered the page for, on #root (absent: the page is the client-rendered shell). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

export type RenderedFor = 'guest';

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
 * the empty shell, or a page that went without some of its data
 * ("guest-partial": the browser renders that one afresh).
 */
export function renderedOnServerFor(root: Pick<Element, 'getAttribute'>): RenderedFor | null {
  return root.getAttribute(SERVER_RENDERED_ATTRIBUTE) === 'guest' ? 'guest' : null;
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
