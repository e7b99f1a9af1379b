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
  return useAsRendered(true, false);
}

/**
 * `browserValue` once the page is the browser's, `serverValue` while the
 * server renders it and while the browser hydrates it (as {@link useHydrated}).
 * React renders a hydrated part again, synchronously, only when the two
 * differ: a part whose value is the same either way is not rendered twice.
 * (Rendering the header again after every hydration held a phone's main
 * thread for a tenth of a second.) Compared with Object.is: pass a primitive.
 */
export function useAsRendered<T extends string | number | boolean | null>(browserValue: T, serverValue: T): T {
  return useSyncExternalStore(
    noChanges,
    () => browserValue,
    () => serverValue,
  );
}

/**
 * The router's location as the server could render it: a URL's #fragment
 * never reaches the server, so while hydrating it is left out (a link that
 * keeps it, such as the language switch, gets it once hydrated).
 */
export function useLocationAsRendered(): Location {
  const location = useLocation();
  const hash = useAsRendered(location.hash, '');
  return hash === location.hash ? location : { ...location, hash };
}
