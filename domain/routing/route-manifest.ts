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
  /** The page's source file relative to ui/ (the Vite manifest's key), and the component it exports. */
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

const site = (
  path: string,
  page: RouteManifestEntry['page'],
  component: string,
  demo: RouteDemo,
  more: Partial<Pick<RouteManifestEntry, 'props' | 'capabilities'>> = {},
): RouteManifestEntry => ({ path, page, component, layout: 'site', capabilities: [], preload: true, demo, ...more });

const ACCOUNT_PORTAL = { capabilities: ['accountPortal'] } as const;
const CHECKOUT = { capabilities: ['checkout'] } as const;
const IDENTITY = { capabilities: ['identity'] } as const;
const ORDERS = { capabilities: ['orders'] } as const;
const REDEMPTIONS = { capabilities: ['redemptions'] } as const;

const information = (slug: string) => site(slug, 'pages/information-page.tsx', 'InformationPage', { path: `/${slug}` }, { props: { slug } });

export const ROUTE_MANIFEST: readonly RouteManifestEntry[] = [
  site('', 'pages/home-page.tsx', 'HomePage', { path: '/' }),
  site('login', 'pages/login-page.tsx', 'LoginPage', { path: '/login' }),
  // A forged token shows the refusal page; signed in, it would end the session, so no token (the same refusal, no exchange).
  site('sso/:token?', 'pages/sso-page.tsx', 'SsoPage', { path: '/sso/not-a-token', signedInPath: '/sso' }),
  // An item without an access URL: the page stays in the store and says so (a real one would leave for the partner).
  site('access/:kind/:slug', 'pages/access-redirect-page.tsx', 'AccessRedirectPage', { path: '/access/navigation/techhub' }),
  site('shop', 'pages/shop-page.tsx', 'ShopPage', { path: '/shop' }),
  information('faq'),
  information('program-rules'),
  information('customer-support'),
  information('examples'),
  information('credit-cards'),
  information('promotions'),
  site('account', 'pages/account-page.tsx', 'AccountPage', { path: '/account' }, ACCOUNT_PORTAL),
  site('account/address', 'pages/address-book-page.tsx', 'AddressBookPage', { path: '/account/address' }, ACCOUNT_PORTAL),
  site('account/address/new', 'pages/address-form-page.tsx', 'AddressFormPage', { path: '/account/address/new' }, { ...ACCOUNT_PORTAL, props: { mode: 'new' } }),
  site(
    'account/address/edit',
    'pages/address-form-page.tsx',
    'AddressFormPage',
    { path: '/account/address/edit?id={address}' },
    { ...ACCOUNT_PORTAL, props: { mode: 'edit' } },
  ),
  site('account/my-itinerary', 'pages/itinerary-page.tsx', 'ItineraryPage', { path: '/account/my-itinerary' }, ACCOUNT_PORTAL),
  site('account/order-history', 'pages/order-history-page.tsx', 'OrderHistoryPage', { path: '/account/order-history' }, ORDERS),
  site('account/order-details/:orderId?', 'pages/order-details-page.tsx', 'OrderDetailsPage', { path: '/account/order-details/{order}' }, ORDERS),
  site('account/reset-password', 'pages/change-password-page.tsx', 'ChangePasswordPage', { path: '/account/reset-password' }, ACCOUNT_PORTAL),
  site('account/transactions', 'pages/transactions-page.tsx', 'TransactionsPage', { path: '/account/transactions' }, ACCOUNT_PORTAL),
  site('account/wishlist', 'pages/wishlist-page.tsx', 'WishlistPage', { path: '/account/wishlist' }),
  site('shop/cart', 'pages/cart-page.tsx', 'CartPage', { path: '/shop/cart' }, CHECKOUT),
  site('shop/:product', 'pages/product-page.tsx', 'ProductPage', { path: '/shop/auralis-pulse-wireless-headphones' }),
  site('checkout', 'pages/checkout-page.tsx', 'CheckoutPage', { path: '/checkout' }, CHECKOUT),
  site('checkout/confirm', 'pages/checkout-confirm-page.tsx', 'CheckoutConfirmPage', { path: '/checkout/confirm?order={order}' }, CHECKOUT),
  site('charitable-donations', 'pages/shop-page.tsx', 'ShopPage', { path: '/charitable-donations' }, { props: { fixedCatalogue: 'charitable-donations' } }),
  site('financial-rewards', 'pages/shop-page.tsx', 'ShopPage', { path: '/financial-rewards' }, { props: { fixedCatalogue: 'financial-rewards' } }),
  site(
    'financial-rewards/redeem/:slug',
    'pages/financial-redemption-page.tsx',
    'FinancialRedemptionPage',
    { path: '/financial-rewards/redeem/mortgage-prepayment' },
    REDEMPTIONS,
  ),
  site('direct-deposit', 'pages/external-redemption-page.tsx', 'ExternalRedemptionPage', { path: '/direct-deposit' }, { ...REDEMPTIONS, props: { directDeposit: true } }),
  site('pay-with-rewards', 'pages/pay-with-rewards-page.tsx', 'PayWithRewardsPage', { path: '/pay-with-rewards' }, REDEMPTIONS),
  site('travel-miles', 'pages/travel-miles-page.tsx', 'TravelMilesPage', { path: '/travel-miles' }, { ...REDEMPTIONS, props: { mode: 'list' } }),
  site('travel-miles/:product', 'pages/travel-miles-page.tsx', 'TravelMilesPage', { path: '/travel-miles/aurora-air' }, { ...REDEMPTIONS, props: { mode: 'product' } }),
  site(
    'travel-miles/redeem/:slug',
    'pages/travel-miles-page.tsx',
    'TravelMilesPage',
    { path: '/travel-miles/redeem/aurora-air' },
    { ...REDEMPTIONS, props: { mode: 'redeem' } },
  ),
  site('redeem/:group?', 'pages/external-redemption-page.tsx', 'ExternalRedemptionPage', { path: '/redeem/cash-back' }, REDEMPTIONS),
  site('register', 'pages/register-page.tsx', 'RegisterPage', { path: '/register' }, IDENTITY),
  // Without a token: the page that says the link is not valid, with the form to send a new one.
  site('register/verify', 'pages/register-verify-page.tsx', 'RegisterVerifyPage', { path: '/register/verify' }, IDENTITY),
  site('forgot-password', 'pages/forgot-password-page.tsx', 'ForgotPasswordPage', { path: '/forgot-password' }, IDENTITY),
  site('reset-password', 'pages/reset-password-page.tsx', 'ResetPasswordPage', { path: '/reset-password' }, IDENTITY),
  // In the entry chunk (the route guard shows it too): the Vite manifest has no chunk of its own for it, so the server adds nothing.
  site('error', 'pages/error-page.tsx', 'ErrorPage', { path: '/error' }),
  site('logout', 'pages/logout-page.tsx', 'LogoutPage', { path: '/logout', signsOut: true }),
  // Without its one-time token: the refused-link page (a session is never touched).
  { path: 'login-as', page: 'pages/login-as-page.tsx', component: 'LoginAsPage', layout: 'blank', capabilities: [], preload: true, demo: { path: '/login-as' } },
  {
    path: 'pending-actions',
    page: 'pages/pending-actions-page.tsx',
    component: 'PendingActionsPage',
    layout: 'pending-actions',
    capabilities: [],
    preload: true,
    demo: { path: '/pending-actions' },
  },
  { path: '*', page: 'pages/not-found-page.tsx', component: 'NotFoundPage', layout: 'site', capabilities: [], preload: false, demo: { path: '/no-such-page' } },
];

/** A route's path as the every-route journey names it: "/" for the index route, "*" for the not-found page, else "/" + path. */
export function routeName(entry: Pick<RouteManifestEntry, 'path'>): string {
  return entry.path === '*' ? '*' : `/${entry.path}`;
}
