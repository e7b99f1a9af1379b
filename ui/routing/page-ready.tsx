import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** The attribute #root carries once the route's page has rendered (or hydrated) in the browser. */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/**
 * Rendered beside each route's page, inside the same Suspense boundary: its
 * effect runs once the page has committed, which for a server-rendered page
 * means hydrated (its code loaded and its markup adopted). The journeys wait
 * for it before acting (tests/e2e/support/test.ts), as a member's first click
 * would wait for the page to respond.
 */
export function PageReady() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.getElementById('root')?.setAttribute(PAGE_READY_ATTRIBUTE, `${pathname}${search}`);
  }, [pathname, search]);
  return null;
}
