import type { CartLine } from '@domain/cart/cart';
import type { Locale } from '@domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { CART_CHANGE_FAILED, cartChangeFailure, type CartChangeFailureReason } from './cart-change-failure';
import type { CartStore } from './cart-store';

export type RemoveCartLineOutcome =
  { readonly outcome: 'removed' } | { readonly outcome: 'failed'; readonly reason: CartChangeFailureReason };

/**
 * A member removes a line from the cart.
 *
 * Always holds: the line leaves the screen at once, then the server removes
 * it and its cart shows (unless the member has left that cart meanwhile),
 * and a success notice names the product. A failed removal puts the line
 * back (see `cartChangeFailure`).
 */
export class RemoveCartLine {
  constructor(
    private readonly gateway: CartGateway,
    private readonly cart: CartStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({
    cartId,
    line,
    locale,
  }: {
    readonly cartId: number;
    readonly line: CartLine;
    readonly locale: Locale;
  }): Promise<RemoveCartLineOutcome> {
    this.cart.changeStarted(line.id, 0);
    const result = await this.gateway.removeLine({ cartId, lineId: line.id, locale });
    this.cart.changeEnded(line.id, 0);
    if (!result.ok) {
      const context = { cart: this.cart, notifications: this.notifications, errors: this.errors };
      return { outcome: 'failed', reason: cartChangeFailure(result, context, 'cart line removal', CART_CHANGE_FAILED) };
    }
    if (this.cart.snapshot.cart?.cartId === cartId) this.cart.changed(result.cart);
    this.notifications.notify({
      kind: 'success',
      title: { key: 'cart.notice.removedTitle' },
      description: { key: 'cart.notice.removed', params: { name: line.productName } },
    });
    return { outcome: 'removed' };
  }
}
