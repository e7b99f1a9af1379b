import type { CartLine } from '@domain/cart/cart';
import { cartQuantityChange } from '@domain/catalogue/product-quantity';
import type { Locale } from '@domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { CART_CHANGE_FAILED, cartChangeFailure, type CartChangeFailureReason } from './cart-change-failure';
import type { CartStore } from './cart-store';

export interface ChangeCartQuantityInput {
  readonly cartId: number;
  readonly line: CartLine;
  readonly quantity: number;
  readonly locale: Locale;
}

/**
 * What a quantity change did: 'changed'; 'adjusted' (set to the product's
 * cap per order, with the §8 message); 'removed' (0); 'failed' with why.
 */
export type ChangeCartQuantityOutcome =
  { readonly outcome: 'changed' | 'adjusted' | 'removed' } | { readonly outcome: 'failed'; readonly reason: CartChangeFailureReason };

/**
 * A member changes the quantity of a cart line (spec §4, §8).
 *
 * Always holds: the domain's `cartQuantityChange` decides (0 or less
 * removes the line; more than the product's cap per order sets the cap);
 * the change shows at once, then goes to the server, whose cart then
 * shows (the refresh), unless the member has left that cart meanwhile. A
 * quantity cut down to the cap, by the domain or by the server, shows the
 * quantity-cap warning of §8 with the cap. A failed change is undone on
 * screen (see `cartChangeFailure`).
 */
export class ChangeCartQuantity {
  constructor(
    private readonly gateway: CartGateway,
    private readonly cart: CartStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ cartId, line, quantity, locale }: ChangeCartQuantityInput): Promise<ChangeCartQuantityOutcome> {
    const change = cartQuantityChange(quantity, line.maxQuantity);
    const sent = change.kind === 'remove' ? 0 : change.quantity;
    this.cart.changeStarted(line.id, sent);
    const result = await this.gateway.updateLine({ cartId, lineId: line.id, quantity: sent, locale });
    this.cart.changeEnded(line.id, sent);
    if (!result.ok) {
      return {
        outcome: 'failed',
        reason: cartChangeFailure(
          result,
          { cart: this.cart, notifications: this.notifications, errors: this.errors },
          'cart quantity',
          CART_CHANGE_FAILED,
        ),
      };
    }
    if (this.cart.snapshot.cart?.cartId === cartId) this.cart.changed(result.cart);
    if (change.kind === 'remove') return { outcome: 'removed' };
    const adjustedTo = result.quantityAdjustedTo ?? change.adjustedTo;
    if (adjustedTo === null) return { outcome: 'changed' };
    this.notifications.notify({
      kind: 'warning',
      title: { key: 'cart.notice.quantityCapTitle' },
      description: { key: 'cart.notice.quantityCap', params: { quantity: adjustedTo } },
    });
    return { outcome: 'adjusted' };
  }
}
