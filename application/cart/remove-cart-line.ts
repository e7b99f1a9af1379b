import type { CartLine } from '@rewards-storefront/domain/cart/cart';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { CartChange, type CartChangeOutcome } from './cart-change';

export type RemoveCartLineOutcome = CartChangeOutcome<'removed'>;

/**
 * A member removes a line from the cart.
 *
 * Always holds: the line leaves the screen at once, then the server removes
 * it and its cart shows (unless the member has left that cart meanwhile),
 * and a success notice names the product. A failed removal puts the line
 * back (see `cartChangeFailure`).
 */
export class RemoveCartLine extends CartChange {
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
    const failed = this.settled(cartId, result, 'cart line removal');
    if (failed !== null) return { outcome: 'failed', reason: failed };
    this.notifications.notify({
      kind: 'success',
      title: { key: 'cart.notice.removedTitle' },
      description: { key: 'cart.notice.removed', params: { name: line.productName } },
    });
    return { outcome: 'removed' };
  }
}
