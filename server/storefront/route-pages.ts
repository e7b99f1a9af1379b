import { stripLocale } from '@domain/locale/locale-path';
import { redeemGroupOf } from '@domain/redemption/external-redemption';

/**
 * Which page source file each storefront route shows, so the server can
 * preload that page's chunk with the HTML. A copy of the storefront's route
 * table (ui/routing/app-routes.tsx `localizedRoutes()` and
 * ui/routing/session-routes.tsx), written relative like it and without the
 * French prefix; route-pages.test.ts fails when the two drift apart.
 * Keys are the Vite manifest's: source paths relative to ui/.
 */
export const ROUTE_PAGES: Readonly<Record<string, string>> = {
  '': 'pages/home-page.tsx',
  login: 'pages/login-page.tsx',
  'sso/:token?': 'pages/sso-page.tsx',
  'access/:kind/:slug': 'pages/access-redirect-page.tsx',
  shop: 'pages/shop-page.tsx',
  faq: 'pages/information-page.tsx',
  'program-rules': 'pages/information-page.tsx',
  'customer-support': 'pages/information-page.tsx',
  examples: 'pages/information-page.tsx',
  'credit-cards': 'pages/information-page.tsx',
  promotions: 'pages/information-page.tsx',
  account: 'pages/account-page.tsx',
  'account/address': 'pages/address-book-page.tsx',
  'account/address/new': 'pages/address-form-page.tsx',
  'account/address/edit': 'pages/address-form-page.tsx',
  'account/my-itinerary': 'pages/itinerary-page.tsx',
  'account/order-history': 'pages/order-history-page.tsx',
  'account/order-details/:orderId?': 'pages/order-details-page.tsx',
  'account/reset-password': 'pages/change-password-page.tsx',
  'account/transactions': 'pages/transactions-page.tsx',
  'account/wishlist': 'pages/wishlist-page.tsx',
  'shop/cart': 'pages/cart-page.tsx',
  'shop/:product': 'pages/product-page.tsx',
  checkout: 'pages/checkout-page.tsx',
  'checkout/confirm': 'pages/checkout-confirm-page.tsx',
  'charitable-donations': 'pages/shop-page.tsx',
  'financial-rewards': 'pages/shop-page.tsx',
  'financial-rewards/redeem/:slug': 'pages/financial-redemption-page.tsx',
  'direct-deposit': 'pages/external-redemption-page.tsx',
  'pay-with-rewards': 'pages/pay-with-rewards-page.tsx',
  'travel-miles': 'pages/travel-miles-page.tsx',
  'travel-miles/:product': 'pages/travel-miles-page.tsx',
  'travel-miles/redeem/:slug': 'pages/travel-miles-page.tsx',
  'redeem/:group?': 'pages/external-redemption-page.tsx',
  register: 'pages/register-page.tsx',
  'register/verify': 'pages/register-verify-page.tsx',
  'forgot-password': 'pages/forgot-password-page.tsx',
  'reset-password': 'pages/reset-password-page.tsx',
  // In the entry chunk (the route guard shows it too): the manifest has no chunk of its own for it, so nothing is added.
  error: 'pages/error-page.tsx',
  logout: 'pages/logout-page.tsx',
  'login-as': 'pages/login-as-page.tsx',
  'pending-actions': 'pages/pending-actions-page.tsx',
};

interface CompiledRoute {
  segments: string[];
  score: number;
  page: string;
}

const isParam = (segment: string) => segment.startsWith(':');

/** React Router's ranking (computeScore): more segments, static ones (10) over params (3). */
function scoreOf(segments: string[]): number {
  return segments.reduce((score, segment) => score + (isParam(segment) ? 3 : segment === '' ? 1 : 10), segments.length);
}

/** "a/:b?" is two routes, like React Router explodes it: "a" and "a/:b". */
function explodeOptional(segments: string[]): string[][] {
  const last = segments.at(-1);
  if (last === undefined || !last.endsWith('?')) return [segments];
  const head = segments.slice(0, -1);
  return [head, [...head, last.slice(0, -1)]];
}

function compile(table: Readonly<Record<string, string>>): CompiledRoute[] {
  const routes = Object.entries(table).flatMap(([pattern, page]) =>
    explodeOptional(pattern === '' ? [] : pattern.split('/')).map((segments) => ({ segments, score: scoreOf(segments), page })),
  );
  // Stable: among equal scores the table's order wins, like the router's sibling order.
  return routes.sort((a, b) => b.score - a.score);
}

const ROUTES = compile(ROUTE_PAGES);

/**
 * Parameters whose page validates them and shows its not-found page for any
 * other value (spec §2: a route that fails its validation is a 404), so the
 * server answers 404 for them too.
 */
const PARAM_RULES: Readonly<Record<string, (value: string) => boolean>> = {
  ':group': (value) => redeemGroupOf(value) !== null,
};

function matches(route: CompiledRoute, segments: string[]): boolean {
  // Case-insensitive, like the router's default.
  return (
    route.segments.length === segments.length &&
    route.segments.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!isParam(part)) return part.toLowerCase() === segment.toLowerCase();
      return PARAM_RULES[part]?.(segment) ?? true;
    })
  );
}

/** The page source key shown at `pathname` (either language), or null for a path no route names. */
export function pageForPath(pathname: string): string | null {
  const segments = stripLocale(pathname)
    .split('/')
    .filter((segment) => segment !== '');
  return ROUTES.find((route) => matches(route, segments))?.page ?? null;
}
