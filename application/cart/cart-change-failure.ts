import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartChangeRefusal } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure, type GatewayFailure } from '../ports/gateway-failure';
import type { CartStore } from './cart-store';

/** Why a change to the cart did not happen, as a cart use case answers it. */
export type CartChangeFailureReason = 'read-only' | 'cart-not-open' | 'insufficient-stock' | 'unavailable' | 'session';

/** What a cart use case needs to handle a refused change. */
export interface CartChangeFailureContext {
  readonly cart: CartStore;
  readonly notifications: NotificationStore;
  readonly errors: ErrorReporter;
}

/**
 * What every cart change does when the server did not make it: a refused
 * session shows nothing (HandleSessionEvents ends it); a read-only admin
 * is told so; a cart already checked out (in another tab) is loaded again
 * and the member told it changed; a quantity above what is left in stock
 * shows 'Item Not Available' with how many are left, and the cart is
 * loaded again (the line keeps what the server holds); anything else shows the generic error
 * with `failedKey`, is reported, and the cart is loaded again, so the
 * screen shows what the server holds.
 */
export function cartChangeFailure(
  failure: GatewayFailure<CartChangeRefusal>,
  { cart, notifications, errors }: CartChangeFailureContext,
  what: string,
  failedKey: { readonly title: string; readonly description: string },
): CartChangeFailureReason {
  if (isSessionFailure(failure)) return 'session';
  if (failure.reason === 'read-only') {
    notifications.notify(READ_ONLY_NOTICE);
    return 'read-only';
  }
  cart.reload();
  if (failure.reason === 'cart-not-open') {
    notifications.notify({ kind: 'warning', title: { key: 'cart.notice.notOpenTitle' }, description: { key: 'cart.notice.notOpen' } });
    return 'cart-not-open';
  }
  if (failure.reason === 'insufficient-stock') {
    notifications.notify(insufficientStockNotice(failure.available));
    return 'insufficient-stock';
  }
  errors.report(what, failure);
  notifications.notify({ kind: 'danger', title: { key: failedKey.title }, description: { key: failedKey.description } });
  return 'unavailable';
}

/** 'Item Not Available' (spec §8) for a quantity above what is left, saying how many are left. */
export function insufficientStockNotice(available: number) {
  return {
    kind: 'danger',
    title: { key: 'product.notice.unavailableTitle' },
    description: available > 0 ? { key: 'cart.notice.insufficientStock', params: { available } } : { key: 'cart.notice.outOfStock' },
  } as const;
}

/** The generic failure of a cart change. */
export const CART_CHANGE_FAILED = { title: 'cart.notice.changeFailedTitle', description: 'cart.notice.changeFailed' } as const;
