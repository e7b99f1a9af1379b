/**
 * The storefront's one route table (spec §2): every route, written once
 * without its locale (each exists in English and under /fr), with the page
 * it shows, the later capabilities the page needs, whether the server
 * preloads its chunk, and the page to open for it with demo values. The
 * router (ui/routing/app-routes.tsx), the server's preloads
 * (server/storefront/route-pages.ts) and the every-route journey
 * (tests/e2e/support/every-route.ts) are derived from it.
 *
 * Plain data, no import: the server, the UI and Playwright all read it.
 */

/** The layout a route renders in: the site's, the blank login-as one, or the pending-actions one. */
export type RouteLayout = 'site' | 'blank' | 'pending-actions';

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

/** The later capabilities a page may need, as ui/di/lazy-capabilities.ts names them today. */
export type RouteCapability = 'accountPortal' | 'checkout' | 'identity' | 'orders' | 'redemptions';

export interface RouteManifestEntry {
  /** The path as React Router declares it, relative to the locale's root: '' is the index route, '*' the not-found page. */
  readonly path: string;
  /** The page's source file relative to ui/ (the Vite manifest's key; named after its component), and the component it exports. */
  readonly page: `pages/${string}-page.tsx`;
  readonly component: string;
  /** Props the route gives its page. */
  readonly props?: Readonly<Record<string, string | boolean>>;
  readonly layout: RouteLayout;
  /**
   * The later capabilities the page needs before it renders (the names of
   * ui/di/lazy-capabilities.ts, given to capabilityPage); none for a page
   * whose stores are bound at start.
   */
  readonly capabilities: readonly RouteCapability[];
  /** The server names the page's chunk in the HTML it answers for this path (not the not-found page: unknown paths get none). */
  readonly preload: boolean;
  readonly demo: RouteDemo;
}

/** What a route sets beyond its path and page; the defaults are the site layout, no capability, preloaded, opened at its own path. */
type RouteOptions = Partial<Pick<RouteManifestEntry, 'props' | 'capabilities' | 'layout' | 'preload'>> & { readonly demo?: RouteDemo | string };

/** "CartPage" → "pages/cart-page.tsx": every page file is named after its component. */
function pageFile(component: string): RouteManifestEntry['page'] {
  return `pages/${component.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase().replace(/-page$/, '')}-page.tsx`;
}

function route(path: string, component: string, { demo = `/${path}`, ...options }: RouteOptions = {}): RouteManifestEntry {
  return {
    path,
    page: pageFile(component),
    component,
    layout: 'site',
    capabilities: [],
    preload: true,
    demo: typeof demo === 'string' ? { path: demo } : demo,
    ...options,
  };
}

const ACCOUNT_PORTAL = { capabilities: ['accountPortal'] } as const;
const CHECKOUT = { capabilities: ['checkout'] } as const;
const IDENTITY = { capabilities: ['identity'] } as const;
const ORDERS = { capabilities: ['orders'] } as const;
const REDEMPTIONS = { capabilities: ['redemptions'] } as const;

const information = (slug: string) => route(slug, 'InformationPage', { props: { slug } });

export const ROUTE_MANIFEST: readonly RouteManifestEntry[] = [
  route('', 'HomePage'),
  route('login', 'LoginPage'),
  // A forged token shows the refusal page; signed in, it would end the session, so no token (the same refusal, no exchange).
  route('sso/:token?', 'SsoPage', { demo: { path: '/sso/not-a-token', signedInPath: '/sso' } }),
  // An item without an access URL: the page stays in the store and says so (a real one would leave for the partner).
  route('access/:kind/:slug', 'AccessRedirectPage', { demo: '/access/navigation/techhub' }),
  route('shop', 'ShopPage'),
  information('faq'),
  information('program-rules'),
  information('customer-support'),
  information('examples'),
  information('credit-cards'),
  information('promotions'),
  route('account', 'AccountPage', ACCOUNT_PORTAL),
  route('account/address', 'AddressBookPage', ACCOUNT_PORTAL),
  route('account/address/new', 'AddressFormPage', { ...ACCOUNT_PORTAL, props: { mode: 'new' } }),
  route('account/address/edit', 'AddressFormPage', { ...ACCOUNT_PORTAL, props: { mode: 'edit' }, demo: '/account/address/edit?id={address}' }),
  route('account/my-itinerary', 'ItineraryPage', ACCOUNT_PORTAL),
  route('account/order-history', 'OrderHistoryPage', ORDERS),
  route('account/order-details/:orderId?', 'OrderDetailsPage', { ...ORDERS, demo: '/account/order-details/{order}' }),
  route('account/reset-password', 'ChangePasswordPage', ACCOUNT_PORTAL),
  route('account/transactions', 'TransactionsPage', ACCOUNT_PORTAL),
  route('account/wishlist', 'WishlistPage'),
  route('shop/cart', 'CartPage', CHECKOUT),
  route('shop/:product', 'ProductPage', { demo: '/shop/auralis-pulse-wireless-headphones' }),
  route('checkout', 'CheckoutPage', CHECKOUT),
  route('checkout/confirm', 'CheckoutConfirmPage', { ...CHECKOUT, demo: '/checkout/confirm?order={order}' }),
  route('charitable-donations', 'ShopPage', { props: { fixedCatalogue: 'charitable-donations' } }),
  route('financial-rewards', 'ShopPage', { props: { fixedCatalogue: 'financial-rewards' } }),
  route('financial-rewards/redeem/:slug', 'FinancialRedemptionPage', { ...REDEMPTIONS, demo: '/financial-rewards/redeem/mortgage-prepayment' }),
  route('direct-deposit', 'ExternalRedemptionPage', { ...REDEMPTIONS, props: { directDeposit: true } }),
  route('pay-with-rewards', 'PayWithRewardsPage', REDEMPTIONS),
  route('travel-miles', 'TravelMilesPage', { ...REDEMPTIONS, props: { mode: 'list' } }),
  route('travel-miles/:product', 'TravelMilesPage', { ...REDEMPTIONS, props: { mode: 'product' }, demo: '/travel-miles/aurora-air' }),
  route('travel-miles/redeem/:slug', 'TravelMilesPage', { ...REDEMPTIONS, props: { mode: 'redeem' }, demo: '/travel-miles/redeem/aurora-air' }),
  route('redeem/:group?', 'ExternalRedemptionPage', { ...REDEMPTIONS, demo: '/redeem/cash-back' }),
  route('register', 'RegisterPage', IDENTITY),
  // Without a token: the page that says the link is not valid, with the form to send a new one.
  route('register/verify', 'RegisterVerifyPage', IDENTITY),
  route('forgot-password', 'ForgotPasswordPage', IDENTITY),
  route('reset-password', 'ResetPasswordPage', IDENTITY),
  // In the entry chunk (the route guard shows it too): the Vite manifest has no chunk of its own for it, so the server adds nothing.
  route('error', 'ErrorPage'),
  route('logout', 'LogoutPage', { demo: { path: '/logout', signsOut: true } }),
  // Without its one-time token: the refused-link page (a session is never touched).
  route('login-as', 'LoginAsPage', { layout: 'blank' }),
  route('pending-actions', 'PendingActionsPage', { layout: 'pending-actions' }),
  route('*', 'NotFoundPage', { preload: false, demo: '/no-such-page' }),
];

/** A route's path as the every-route journey names it: "/" for the index route, "*" for the not-found page, else "/" + path. */
export function routeName(entry: Pick<RouteManifestEntry, 'path'>): string {
  return entry.path === '*' ? '*' : `/${entry.path}`;
}
