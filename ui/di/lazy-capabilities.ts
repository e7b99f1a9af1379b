import type { Binder } from './bind';

/** Binds a capability's stores and use cases (or, in the composition root, its adapters). */
export type CapabilityBinder = (binder: Binder) => void;

/**
 * The capabilities bound when a route first needs them (issue 16: the first
 * page downloads only what it shows): each one's binder, loaded on demand,
 * and the capabilities its bindings draw on. A route names what it needs with
 * `capabilityPage` (ui/routing/capability-page.tsx); the composition root
 * adds each capability's adapters alongside (ui/composition-root.ts).
 */
export const LAZY_CAPABILITIES = {
  /** Order history, order detail and cancellation, and the balance refresh after a refund or an order. */
  orders: { load: () => import('./bind-orders').then((module) => module.bindOrders), needs: [] },
  /** The cart page, the checkout and the confirmation. */
  checkout: { load: () => import('./bind-checkout').then((module) => module.bindCheckout), needs: ['orders'] },
  /** Registration, email confirmation and password recovery. */
  identity: { load: () => import('./bind-identity').then((module) => module.bindIdentity), needs: [] },
  /** Profile, contact details, addresses, transactions, password, authorized redeemers, itineraries. */
  accountPortal: { load: () => import('./bind-account-portal').then((module) => module.bindAccountPortal), needs: [] },
  /** Cash back, direct deposit, miles, financial rewards, travel, Pay with Rewards. */
  redemptions: { load: () => import('./bind-redemptions').then((module) => module.bindRedemptions), needs: [] },
} as const satisfies Record<string, { load: () => Promise<CapabilityBinder>; needs: readonly string[] }>;

export type CapabilityName = keyof typeof LAZY_CAPABILITIES;

export const CAPABILITY_NAMES = Object.keys(LAZY_CAPABILITIES) as CapabilityName[];
