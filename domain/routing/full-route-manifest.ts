import { ROUTE_MANIFEST, type RouteManifestEntry, type RoutePath } from './route-manifest.ts';

/**
 * The route manifest (route-manifest.ts) with what the browser's router
 * does not need, kept out of its first chunk: whether the server preloads a
 * route's page, and the page the every-route journey opens for it with demo
 * values. Keyed by the manifest's paths, so only a route that exists can be
 * named; a route not named here takes the defaults (preloaded, opened at its
 * own path). The server (server/storefront/route-pages.ts) and the
 * every-route journey (tests/e2e/support/every-route.ts) read FULL_ROUTE_MANIFEST.
 */

/** How the every-route journey opens a route, with real demo values. */
export interface RouteDemo {
  /**
   * What to open (path and query, no locale prefix). `{order}` and `{address}`
   * stand for an order id and an address id of the signed-in member, read
   * from their order history and address book (opened before in this list).
   */
  readonly path: string;
  /** What to open instead when signed in, when `path` would change the session (a one-time token signs the member out). */
  readonly signedInPath?: string;
  /** Opening the page signs the member out: the journey opens it last. */
  readonly signsOut?: true;
}

export interface FullRouteManifestEntry extends RouteManifestEntry {
  /** The server names the page's chunk in the HTML it answers for this path (not the not-found page: unknown paths get none). */
  readonly preload: boolean;
  readonly demo: RouteDemo;
}

/** The demo values of the routes not opened at their own path (a string is a demo path alone). */
const DEMOS: { readonly [Path in RoutePath]?: RouteDemo | string } = {
  // A forged token shows the refusal page; signed in, it would end the session, so no token (the same refusal, no exchange).
  'sso/:token?': { path: '/sso/not-a-token', signedInPath: '/sso' },
  // An item without an access URL: the page stays in the store and says so (a real one would leave for the partner).
  'access/:kind/:slug': '/access/navigation/techhub',
  'account/address/edit': '/account/address/edit?id={address}',
  'account/order-details/:orderId?': '/account/order-details/{order}',
  'shop/:product': '/shop/auralis-pulse-wireless-headphones',
  'checkout/confirm': '/checkout/confirm?order={order}',
  'financial-rewards/redeem/:slug': '/financial-rewards/redeem/mortgage-prepayment',
  'travel-miles/:product': '/travel-miles/aurora-air',
  'travel-miles/redeem/:slug': '/travel-miles/redeem/aurora-air',
  'redeem/:group?': '/redeem/cash-back',
  'logout': { path: '/logout', signsOut: true },
  '*': '/no-such-page',
  // Opened at their own paths: register/verify without a token shows the link is not valid, with the form to send a
  // new one; login-as without its one-time token, the refused-link page (a session is never touched).
};

/**
 * The routes whose page the server does not preload: the not-found page (an unknown path gets nothing). The error
 * page is in the entry chunk (the route guard shows it too): the Vite manifest has no chunk of its own for it, so
 * the server adds nothing for it though it is listed.
 */
const NOT_PRELOADED: readonly RoutePath[] = ['*'];

function fullEntry(entry: (typeof ROUTE_MANIFEST)[number]): FullRouteManifestEntry {
  const demo = DEMOS[entry.path] ?? `/${entry.path}`;
  return { ...entry, preload: !NOT_PRELOADED.includes(entry.path), demo: typeof demo === 'string' ? { path: demo } : demo };
}

/** Every route of the manifest, in its order, with its preload and its demo values. */
export const FULL_ROUTE_MANIFEST: readonly FullRouteManifestEntry[] = ROUTE_MANIFEST.map(fullEntry);

/** The routes the demo values name: tests check each is a route of the manifest. */
export const ROUTES_WITH_DEMOS: readonly string[] = Object.keys(DEMOS);

/** A route's path as the every-route journey names it: "/" for the index route, "*" for the not-found page, else "/" + path. */
export function routeName(entry: Pick<RouteManifestEntry, 'path'>): string {
  return entry.path === '*' ? '*' : `/${entry.path}`;
}
