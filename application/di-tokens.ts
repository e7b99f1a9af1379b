import type { AccountPortal } from './account-portal/account-portal-capability';
import type { Catalogue } from './catalogue/catalogue-capability';
import type { Checkout } from './checkout/checkout-capability';
import type { Content } from './content/content-capability';
import type { Identity } from './identity/identity-capability';
import type { Orders } from './orders/orders-capability';
import type { Ports } from './ports/ports';
import type { Redemptions } from './redemptions/redemptions-capability';
import type { Session } from './session/session-capability';
import type { SignInCapability } from './sign-in/sign-in-capability';

/**
 * A DI token: a unique symbol that also remembers the type bound to it, so
 * that resolving a token needs no cast and binding the wrong type fails to
 * compile. The type parameter exists only for the compiler.
 */
export type Token<T> = symbol & { readonly __boundType?: T };

function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}

/**
 * One token per capability: each is one object of stores and use cases,
 * built by its factory in `application/<capability>/` from the ports
 * (adapters in the composition root, fakes in tests). The first three are
 * bound at start; the others with the routes that need them
 * (ui/di/capabilities.ts).
 */
export const TOKENS = {
  /** The ports of the capabilities bound at start (clock, scheduler, error reporter, gateways, storage). */
  ports: token<Ports>('Ports'),
  /** Context, session, login-as, the member's cards, profile and pending actions. */
  session: token<Session>('Session'),
  /** Menus, footer, broadcasts, pages, notifications, the route guard, deep links, the loading bar. */
  content: token<Content>('Content'),
  /** Catalogue, product detail, recently viewed, wishlist and cart. */
  catalogue: token<Catalogue>('Catalogue'),
  /** Order history, order detail and cancellation, the placed order, the balance refresh. */
  orders: token<Orders>('Orders'),
  /** The cart page, the checkout and the confirmation. */
  checkout: token<Checkout>('Checkout'),
  /** Registration, email confirmation and password recovery. */
  identity: token<Identity>('Identity'),
  /** Profile, contact details, addresses, transactions, password, authorized redeemers, itineraries. */
  accountPortal: token<AccountPortal>('AccountPortal'),
  /** Cash back, direct deposit, miles, financial rewards, travel, Pay with Rewards. */
  redemptions: token<Redemptions>('Redemptions'),
  /** Sign-in, single sign-on, an admin's log-in-as and return to the console, accepting pending actions. */
  signIn: token<SignInCapability>('SignIn'),
} as const;

/** The capabilities by name, each typed by its token. */
export type Capabilities = { readonly [N in keyof typeof TOKENS]: (typeof TOKENS)[N] extends Token<infer T> ? T : never };
