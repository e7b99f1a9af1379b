import { FULL_ROUTE_MANIFEST, routeName, type RouteDemo } from '@rewards-storefront/domain/routing/full-route-manifest';

/**
 * Every route the storefront declares, without its locale prefix, and the
 * page to open for it with real demo values: derived from the route
 * manifest (domain/routing/full-route-manifest.ts; the router is built
 * from its routes too), so a new route cannot be forgotten. The accessibility journey
 * opens each one in English and French, signed out and signed in.
 */
export interface RouteVisit extends RouteDemo {
  /** The route's path as the route table declares it, with a leading "/" ("/" for the index route, "*" for not found). */
  readonly route: string;
}

export const EVERY_ROUTE: readonly RouteVisit[] = FULL_ROUTE_MANIFEST.map((entry) => ({ route: routeName(entry), ...entry.demo }));
