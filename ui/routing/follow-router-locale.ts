import { capability } from '../di/capabilities';
import { localeFromPath } from '@rewards-storefront/domain/locale/locale-path';
import type { Container } from 'inversify';

/** The part of a data or memory router this needs: its location, now and on every navigation. */
interface LocatedRouter {
  readonly state: { readonly location: { readonly pathname: string } };
  subscribe(listener: (state: { readonly location: { readonly pathname: string } }) => void): () => void;
}

/**
 * Tells the application the page's language on every navigation, before the
 * new page renders (spec §2: the locale is the path's), so loads started for
 * the new page are already in its language. Returns what stops it.
 */
export function followRouterLocale(router: LocatedRouter, container: Container): () => void {
  const locales = capability(container, 'session').localeStore;
  locales.changed(localeFromPath(router.state.location.pathname));
  return router.subscribe((state) => locales.changed(localeFromPath(state.location.pathname)));
}
