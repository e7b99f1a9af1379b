import type { CartLine } from '@rewards-storefront/domain/cart/cart';
import { cartQuantityChange } from '@rewards-storefront/domain/catalogue/product-quantity';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { CartChange } from './cart-change';
import type { CartChangeFailureReason } from './cart-change-failure';

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
export class ChangeCartQuantity extends CartChange {
  async execute({ cartId, line, quantity, locale }: ChangeCartQuantityInput): Promise<ChangeCartQuantityOutcome> {
    const change = cartQuantityChange(quantity, line.maxQuantity);
    const sent = change.kind === 'remove' ? 0 : change.quantity;
    this.cart.changeStarted(line.id, sent);
    const result = await this.gateway.updateLine({ cartId, lineId: line.id, quantity: sent, locale });
    this.cart.changeEnded(line.id, sent);
    if (!result.ok) return { outcome: 'failed', reason: this.refused(result, 'cart quantity') };
    this.settled(cartId, result, 'cart quantity');
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
