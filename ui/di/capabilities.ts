import { createCatalogue } from '@application/catalogue/catalogue-capability';
import { createContent } from '@application/content/content-capability';
import { TOKENS, type Capabilities } from '@application/di-tokens';
import { ignoringSessionFailures } from '@application/ports/error-reporter';
import type { LazyPorts, Ports } from '@application/ports/ports';
import { createSession } from '@application/session/session-capability';
import type { Container, ContainerModuleLoadOptions } from 'inversify';

/** Where bindings go: the container itself, or a `ContainerModule` loaded into it later. */
export type Binder = Pick<ContainerModuleLoadOptions, 'bind'>;

/** The capabilities bound with the routes that need them (issue 16: the first page downloads only what it shows). */
export type LazyCapabilityName = keyof LazyPorts;

/**
 * A later capability's factory: its ports (those bound at start and its
 * own) and the capabilities it draws on give its stores and use cases.
 */
export type CapabilityFactory<N extends LazyCapabilityName> = (
  ports: Ports & LazyPorts[N],
  capabilities: Omit<Capabilities, 'ports'>,
) => Capabilities[N];

interface LazyCapability<N extends LazyCapabilityName> {
  /** The later capabilities its factory draws on (bound before it). */
  readonly needs: readonly LazyCapabilityName[];
  /** Its factory's code, downloaded on demand. */
  readonly load: () => Promise<CapabilityFactory<N>>;
}

/**
 * The later capabilities: each one's factory, downloaded when a route first
 * needs it, and the later capabilities it draws on. A route names what it
 * needs with `capabilityPage` (ui/routing/capability-page.tsx), so its code
 * downloads beside the page's; the composition root adds each capability's
 * adapters alongside.
 */
export const LAZY_CAPABILITIES: { readonly [N in LazyCapabilityName]: LazyCapability<N> } = {
  orders: { needs: [], load: () => import('@application/orders/orders-capability').then((module) => module.createOrders) },
  checkout: { needs: ['orders'], load: () => import('@application/checkout/checkout-capability').then((module) => module.createCheckout) },
  identity: { needs: [], load: () => import('@application/identity/identity-capability').then((module) => module.createIdentity) },
  accountPortal: {
    needs: [],
    load: () => import('@application/account-portal/account-portal-capability').then((module) => module.createAccountPortal),
  },
  redemptions: {
    needs: [],
    load: () => import('@application/redemptions/redemptions-capability').then((module) => module.createRedemptions),
  },
  signIn: { needs: [], load: () => import('@application/sign-in/sign-in-capability').then((module) => module.createSignIn) },
};

export const LAZY_CAPABILITY_NAMES = Object.keys(LAZY_CAPABILITIES) as LazyCapabilityName[];

export function isLazyCapability(name: keyof Capabilities): name is LazyCapabilityName {
  return Object.hasOwn(LAZY_CAPABILITIES, name);
}

/**
 * Binds the ports and the capabilities the layout and the first pages need
 * (session, content, and the shop with its cart and wishlist), each one
 * object built once by its factory.
 */
export function bindCapabilities(binder: Binder, adapters: Ports): void {
  // One reporter for every capability, which leaves session failures to the session handling.
  const ports: Ports = { ...adapters, errorReporter: ignoringSessionFailures(adapters.errorReporter) };
  binder.bind(TOKENS.ports).toConstantValue(ports);
  binder
    .bind(TOKENS.session)
    .toDynamicValue(() => createSession(ports))
    .inSingletonScope();
  binder
    .bind(TOKENS.content)
    .toDynamicValue((context) => createContent(ports, context.get(TOKENS.session)))
    .inSingletonScope();
  binder
    .bind(TOKENS.catalogue)
    .toDynamicValue((context) => createCatalogue(ports, context.get(TOKENS.session), context.get(TOKENS.content)))
    .inSingletonScope();
}

/** Binds a later capability, built by `factory` from the ports bound at start and its own `ports`. */
export function bindLazyCapability<N extends LazyCapabilityName>(
  binder: Binder,
  name: N,
  factory: CapabilityFactory<N>,
  ports: LazyPorts[N],
): void {
  binder
    .bind<Capabilities[N]>(TOKENS[name])
    .toDynamicValue((context) => {
      const get = <C extends keyof Capabilities>(capability: C): Capabilities[C] => context.get<Capabilities[C]>(TOKENS[capability]);
      // Read when the factory reads them: a capability gets only what it draws on (its needs are bound first).
      const capabilities = {
        get session() {
          return get('session');
        },
        get content() {
          return get('content');
        },
        get catalogue() {
          return get('catalogue');
        },
        get orders() {
          return get('orders');
        },
        get checkout() {
          return get('checkout');
        },
        get identity() {
          return get('identity');
        },
        get accountPortal() {
          return get('accountPortal');
        },
        get redemptions() {
          return get('redemptions');
        },
        get signIn() {
          return get('signIn');
        },
      } satisfies Omit<Capabilities, 'ports'>;
      return factory({ ...context.get(TOKENS.ports), ...ports }, capabilities);
    })
    .inSingletonScope();
}

/** A capability bound in `container`, typed by its name. */
export function capability<N extends keyof Capabilities>(container: Pick<Container, 'get'>, name: N): Capabilities[N] {
  return container.get<Capabilities[N]>(TOKENS[name]);
}

