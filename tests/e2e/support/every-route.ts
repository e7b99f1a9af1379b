/**
 * Every route the storefront declares (ui/routing/app-routes.tsx and
 * session-routes.tsx), without its locale prefix, and the page to open for
 * it with real demo values. The accessibility journey opens each one in
 * English and French, signed out and signed in; a unit test
 * (ui/routing/every-route-coverage.test.ts) fails when the route table
 * declares a path this list does not cover, or this list names one it does
 * not declare, so a new route cannot be forgotten.
 *
 * No import here: the unit test and the journey both read it.
 */
export interface RouteVisit {
  /** The route's path as the route table declares it, with a leading "/" ("/" for the index route). */
  readonly route: string;
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

export const EVERY_ROUTE: readonly RouteVisit[] = [
  { route: '/', path: '/' },
  { route: '/login', path: '/login' },
  // A forged token shows the refusal page; signed in, it would end the session, so no token (the same refusal, no exchange).
  { route: '/sso/:token?', path: '/sso/not-a-token', signedInPath: '/sso' },
  // An item without an access URL: the page stays in the store and says so (a real one would leave for the partner).
  { route: '/access/:kind/:slug', path: '/access/navigation/techhub' },
  { route: '/shop', path: '/shop' },
  { route: '/faq', path: '/faq' },
  { route: '/program-rules', path: '/program-rules' },
  { route: '/customer-support', path: '/customer-support' },
  { route: '/examples', path: '/examples' },
  { route: '/credit-cards', path: '/credit-cards' },
  { route: '/promotions', path: '/promotions' },
  { route: '/account', path: '/account' },
  { route: '/account/address', path: '/account/address' },
  { route: '/account/address/new', path: '/account/address/new' },
  { route: '/account/address/edit', path: '/account/address/edit?id={address}' },
  { route: '/account/my-itinerary', path: '/account/my-itinerary' },
  { route: '/account/order-history', path: '/account/order-history' },
  { route: '/account/order-details/:orderId?', path: '/account/order-details/{order}' },
  { route: '/account/reset-password', path: '/account/reset-password' },
  { route: '/account/transactions', path: '/account/transactions' },
  { route: '/account/wishlist', path: '/account/wishlist' },
  { route: '/shop/cart', path: '/shop/cart' },
  { route: '/shop/:product', path: '/shop/auralis-pulse-wireless-headphones' },
  { route: '/checkout', path: '/checkout' },
  { route: '/checkout/confirm', path: '/checkout/confirm?order={order}' },
  { route: '/charitable-donations', path: '/charitable-donations' },
  { route: '/financial-rewards', path: '/financial-rewards' },
  { route: '/financial-rewards/redeem/:slug', path: '/financial-rewards/redeem/mortgage-prepayment' },
  { route: '/direct-deposit', path: '/direct-deposit' },
  { route: '/pay-with-rewards', path: '/pay-with-rewards' },
  { route: '/travel-miles', path: '/travel-miles' },
  { route: '/travel-miles/:product', path: '/travel-miles/aurora-air' },
  { route: '/travel-miles/redeem/:slug', path: '/travel-miles/redeem/aurora-air' },
  { route: '/redeem/:group?', path: '/redeem/cash-back' },
  { route: '/register', path: '/register' },
  // Without a token: the page that says the link is not valid, with the form to send a new one.
  { route: '/register/verify', path: '/register/verify' },
  { route: '/forgot-password', path: '/forgot-password' },
  { route: '/reset-password', path: '/reset-password' },
  { route: '/error', path: '/error' },
  { route: '/logout', path: '/logout', signsOut: true },
  // Without its one-time token: the refused-link page (a session is never touched).
  { route: '/login-as', path: '/login-as' },
  { route: '/pending-actions', path: '/pending-actions' },
  { route: '*', path: '/no-such-page' },
];
