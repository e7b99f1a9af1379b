import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page's main landmark in every layout, the skip link's target (focusable
 * by script only). `data-location` is the path and query of the page it
 * shows: it changes when the router has put the new page in place, which a
 * tool moving inside the store without a page load (the every-route
 * accessibility journey) waits for before it reads the page.
 */
export function MainContent({ className, children }: { className: string | undefined; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className} data-location={`${pathname}${search}`}>
      {children}
    </main>
  );
}
