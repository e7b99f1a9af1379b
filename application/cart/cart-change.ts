import type { Cart } from '@rewards-storefront/domain/cart/cart';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartChangeRefusal, CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { GatewayFailure } from '../ports/gateway-failure';
import { CART_CHANGE_FAILED, cartChangeFailure, type CartChangeFailureReason } from './cart-change-failure';
import type { CartStore } from './cart-store';

type FailedKey = { readonly title: string; readonly description: string };

/** How a change to the cart ended: `Done` when the server made it, else why not. */
export type CartChangeOutcome<Done extends string> =
  { readonly outcome: Done } | { readonly outcome: 'failed'; readonly reason: CartChangeFailureReason };

/**
 * What every change a member makes to the cart works with (the cart
 * gateway, the cart shown, the notices, the reporter) and how it ends.
 */
export abstract class CartChange {
  constructor(
    protected readonly gateway: CartGateway,
    protected readonly cart: CartStore,
    protected readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  /**
   * The server's answer to a change of cart `cartId`: made, its cart shows
   * (unless the member has left that cart meanwhile) and null is returned;
   * refused, it is handled like every cart change (`cartChangeFailure`,
   * reported as `what`) and its reason is returned.
   */
  protected settled(
    cartId: number,
    result: { readonly ok: true; readonly cart: Cart } | GatewayFailure<CartChangeRefusal>,
    what: string,
    failedKey: FailedKey = CART_CHANGE_FAILED,
  ): CartChangeFailureReason | null {
    if (!result.ok) return this.refused(result, what, failedKey);
    if (this.cart.snapshot.cart?.cartId === cartId) this.cart.changed(result.cart);
    return null;
  }

  /** The outcome of a change that `settled` to `failed`: `done` when it is null (the server made the change). */
  protected ended<Done extends string>(done: Done, failed: CartChangeFailureReason | null): CartChangeOutcome<Done> {
    return failed === null ? { outcome: done } : { outcome: 'failed', reason: failed };
  }

  /** A refused change, handled like every cart change (`cartChangeFailure`, reported as `what`): its reason. */
  protected refused(failure: GatewayFailure<CartChangeRefusal>, what: string, failedKey: FailedKey = CART_CHANGE_FAILED): CartChangeFailureReason {
    return cartChangeFailure(failure, { cart: this.cart, notifications: this.notifications, errors: this.errors }, what, failedKey);
  }
}
