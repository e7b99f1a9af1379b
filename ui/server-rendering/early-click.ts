/** Where a server-rendered page keeps a click made before its script ran (the server's inline script writes it). */
export const EARLY_CLICK_GLOBAL = '__rewardsEarlyClick';

interface EarlyClickKeeper {
  taken: boolean;
  last: Element | null;
}

/**
 * The last click on one of the page's buttons made before its script ran
 * (server/storefront/page-html.ts keeps it), and from now on none: clicks are
 * the app's to answer. Call it once, as the page starts hydrating or renders
 * its own; null when there was none, or on a page the server did not render.
 */
export function takeEarlyClick(scope: object = globalThis): HTMLElement | null {
  const keeper = (scope as Record<string, EarlyClickKeeper | undefined>)[EARLY_CLICK_GLOBAL];
  if (keeper === undefined || keeper.taken) return null;
  keeper.taken = true;
  const clicked = keeper.last;
  keeper.last = null;
  return clicked instanceof HTMLElement ? clicked : null;
}

/**
 * Clicks `element` again once React listens (right after `hydrateRoot`): React
 * hydrates the page at once to answer it, as it does for a click made while
 * it hydrates. Nothing when the element is no longer in the page (the browser
 * rendered its own page in place of the server's).
 */
export function replayEarlyClick(element: HTMLElement | null): void {
  if (element?.isConnected) element.click();
}
