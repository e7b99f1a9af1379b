import { useSyncExternalStore } from 'react';

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
