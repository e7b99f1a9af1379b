/**
 * The storefront's one route table (spec §2): every route, written once
 * without its locale (each exists in English and under /fr), with the page
 * it shows and the later capabilities the page needs. The router
 * (ui/routing/app-routes.tsx) is built from it; the server's preloads
 * (server/storefront/route-pages.ts) and the every-route journey
 * (tests/e2e/support/every-route.ts) read it with what the browser does not
 * need (whether the server preloads a page, the demo values that open it)
 * from full-route-manifest.ts, keyed by the same paths.
 *
 * Plain data, no import: the server, the UI and Playwright all read it. Only
 * this module is in the browser's first chunk, so it holds nothing else.
 */

/** The layout a route renders in: the site's, the blank login-as one, or the pending-actions one. */
export type RouteLayout = 'site' | 'blank' | 'pending-actions';

/** The later capabilities a page may need, as ui/di/capabilities.ts names them (`LAZY_CAPABILITIES`). */
export type RouteCapability = 'accountPortal' | 'checkout' | 'identity' | 'orders' | 'redemptions' | 'signIn';

/**
 * The parts of the message catalogues beyond the core (ui/i18n/message-parts.ts): each is a chunk per language
 * that downloads with the first route that names it, so the first page downloads only the messages it shows.
 */
export type RouteMessagePart = 'account' | 'checkout' | 'forms' | 'identity' | 'orders' | 'redemptions' | 'sign-in';

export interface RouteManifestEntry<Path extends string = string> {
  /** The path as React Router declares it, relative to the locale's root: '' is the index route, '*' the not-found page. Its id too. */
  readonly path: Path;
  /**
   * The page's source file relative to ui/ (the Vite manifest's key): in its
   * feature's folder (ui/<feature>/, named as in application/), named after
   * its component; and the component it exports.
   */
  readonly page: `${string}/${string}-page.tsx`;
  readonly component: string;
  /** Props the route gives its page. */
  readonly props?: Readonly<Record<string, string | boolean>>;
  readonly layout: RouteLayout;
  /**
   * The later capabilities the page needs before it renders (the names of
   * ui/di/capabilities.ts, given to capabilityPage); none for a page
   * whose stores are bound at start.
   */
  readonly capabilities: readonly RouteCapability[];
  /**
   * The message parts the page shows beyond the core (the layout's, the shop's and the product page's): they are
   * in the bundle before the page renders, downloaded beside its chunk and capabilities; none (or absent, as for
   * entries written before the parts) for a core page.
   */
  readonly messages?: readonly RouteMessagePart[];
}

/** What a route sets beyond its path and page; the defaults are the site layout, no capability and the core messages. */
type RouteOptions = Partial<Pick<RouteManifestEntry, 'props' | 'capabilities' | 'layout' | 'messages'>>;

/** ("cart", "CartPage") → "cart/cart-page.tsx": every page file is named after its component, in its feature's folder. */
function pageFile(feature: string, component: string): RouteManifestEntry['page'] {
  return `${feature}/${component.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase().replace(/-page$/, '')}-page.tsx`;
}

// The path keeps its literal type, so full-route-manifest.ts can only name routes that exist.
function route<const Path extends string>(path: Path, feature: string, component: string, options: RouteOptions = {}): RouteManifestEntry<Path> {
  return { path, page: pageFile(feature, component), component, layout: 'site', capabilities: [], messages: [], ...options };
}

// A feature's capability and its messages come together (checkout's use cases are orders' too); the address and
// new-password forms that several features show are a part of their own ('forms').
const ACCOUNT_PORTAL = { capabilities: ['accountPortal'], messages: ['account', 'forms'] } as const;
const CHECKOUT = { capabilities: ['checkout'], messages: ['checkout', 'orders', 'forms'] } as const;
const IDENTITY = { capabilities: ['identity'], messages: ['identity', 'forms'] } as const;
const ORDERS = { capabilities: ['orders'], messages: ['orders'] } as const;
const REDEMPTIONS = { capabilities: ['redemptions'], messages: ['redemptions'] } as const;
const SIGN_IN = { capabilities: ['signIn'], messages: ['sign-in'] } as const;

const information = <const Slug extends string>(slug: Slug) => route(slug, 'content', 'InformationPage', { props: { slug } });

export const ROUTE_MANIFEST = [
  route('', 'content', 'HomePage'),
  route('login', 'sign-in', 'LoginPage', SIGN_IN),
  route('sso/:token?', 'sign-in', 'SsoPage', SIGN_IN),
  route('access/:kind/:slug', 'content', 'AccessRedirectPage', { messages: ['sign-in'] }),
  route('shop', 'catalogue', 'ShopPage'),
  information('faq'),
  information('program-rules'),
  information('customer-support'),
  information('examples'),
  information('credit-cards'),
  information('promotions'),
  route('account', 'account', 'AccountPage', ACCOUNT_PORTAL),
  route('account/address', 'address-book', 'AddressBookPage', ACCOUNT_PORTAL),
  route('account/address/new', 'address-book', 'AddressFormPage', { ...ACCOUNT_PORTAL, props: { mode: 'new' } }),
  route('account/address/edit', 'address-book', 'AddressFormPage', { ...ACCOUNT_PORTAL, props: { mode: 'edit' } }),
  route('account/my-itinerary', 'itinerary', 'ItineraryPage', ACCOUNT_PORTAL),
  route('account/order-history', 'orders', 'OrderHistoryPage', ORDERS),
  route('account/order-details/:orderId?', 'orders', 'OrderDetailsPage', ORDERS),
  route('account/reset-password', 'password', 'ChangePasswordPage', ACCOUNT_PORTAL),
  // The eraser's tab says what a point is worth there, from the redemptions' values (issue 26 item 1).
  route('account/transactions', 'transactions', 'TransactionsPage', {
    capabilities: ['accountPortal', 'redemptions'],
    messages: ['account', 'forms', 'redemptions'],
  }),
  route('account/points-statement', 'transactions', 'PointsStatementPage', ACCOUNT_PORTAL),
  route('account/wishlist', 'wishlist', 'WishlistPage', { messages: ['account'] }),
  route('account/best-value', 'redemptions', 'BestValuePage', REDEMPTIONS),
  route('shop/cart', 'cart', 'CartPage', CHECKOUT),
  route('shop/:product', 'product', 'ProductPage'),
  route('checkout', 'checkout', 'CheckoutPage', CHECKOUT),
  route('checkout/confirm', 'checkout', 'CheckoutConfirmPage', CHECKOUT),
  route('charitable-donations', 'catalogue', 'ShopPage', { props: { fixedCatalogue: 'charitable-donations' } }),
  route('financial-rewards', 'catalogue', 'ShopPage', { props: { fixedCatalogue: 'financial-rewards' } }),
  route('financial-rewards/redeem/:slug', 'redemptions', 'FinancialRedemptionPage', REDEMPTIONS),
  route('direct-deposit', 'redemptions', 'ExternalRedemptionPage', { ...REDEMPTIONS, props: { directDeposit: true } }),
  route('pay-with-rewards', 'redemptions', 'PayWithRewardsPage', REDEMPTIONS),
  route('travel-miles', 'redemptions', 'TravelMilesPage', { ...REDEMPTIONS, props: { mode: 'list' } }),
  route('travel-miles/:product', 'redemptions', 'TravelMilesPage', { ...REDEMPTIONS, props: { mode: 'product' } }),
  route('travel-miles/redeem/:slug', 'redemptions', 'TravelMilesPage', { ...REDEMPTIONS, props: { mode: 'redeem' } }),
  route('redeem/:group?', 'redemptions', 'ExternalRedemptionPage', REDEMPTIONS),
  route('register', 'registration', 'RegisterPage', IDENTITY),
  route('register/verify', 'registration', 'RegisterVerifyPage', IDENTITY),
  route('forgot-password', 'password-recovery', 'ForgotPasswordPage', IDENTITY),
  route('reset-password', 'password-recovery', 'ResetPasswordPage', IDENTITY),
  route('error', 'components', 'ErrorPage'),
  route('logout', 'sign-in', 'LogoutPage'),
  route('login-as', 'sign-in', 'LoginAsPage', { ...SIGN_IN, layout: 'blank' }),
  route('pending-actions', 'pending-actions', 'PendingActionsPage', { ...SIGN_IN, layout: 'pending-actions' }),
  route('*', 'components', 'NotFoundPage'),
] as const satisfies readonly RouteManifestEntry[];

/** A route's id: its path. */
export type RoutePath = (typeof ROUTE_MANIFEST)[number]['path'];
