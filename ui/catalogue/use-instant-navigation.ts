import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Shop navigations that render at once (react-router's `flushSync`) instead
 * of in a transition: the page then never runs a click with the query of the
 * previous URL. Without it, a filter ticked right after another change (the
 * address bar already updated, the page not yet) would drop that change.
 *
 * `go(href)` navigates; `onLinkClick(href)` is a link's click handler that
 * does the same for a plain click and leaves new-tab and modified clicks to
 * the browser.
 */
export function useInstantNavigation() {
  const navigate = useNavigate();
  const go = useCallback((href: string) => void navigate(href, { flushSync: true }), [navigate]);
  const onLinkClick = useCallback(
    (href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      go(href);
    },
    [go],
  );
  return { go, onLinkClick };
}
