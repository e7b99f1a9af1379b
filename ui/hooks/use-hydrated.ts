import { useSyncExternalStore } from 'react';
import { useLocation, type Location } from 'react-router-dom';

const noChanges = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates it,
 * true once the page is the browser's (and at once on a page the browser
 * renders itself). A part that shows what only this browser keeps (its
 * storage) renders as the server did until then, so hydration matches the
 * server's markup (React uses the server snapshot while hydrating).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/**
 * The router's location as the server could render it: a URL's #fragment
 * never reaches the server, so while hydrating it is left out (a link that
 * keeps it, such as the language switch, gets it once hydrated).
 */
export function useLocationAsRendered(): Location {
  const location = useLocation();
  const hydrated = useHydrated();
  return hydrated || location.hash === '' ? location : { ...location, hash: '' };
}
