import type { CartPromotionCode } from '@rewards-storefront/domain/cart/cart';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { CartChange, type CartChangeOutcome } from './cart-change';

export type RemovePromoCodeOutcome = CartChangeOutcome<'removed'>;

/**
 * A member removes a promotion code from the cart.
 *
 * Always holds: the server's cart then shows, without the code's saving;
 * a failure shows the danger notification of spec §8 (promotion error
 * title and description) and changes nothing.
 */
export class RemovePromoCode extends CartChange {
  async execute(input: {
    readonly cartId: number;
    readonly code: CartPromotionCode;
    readonly locale: Locale;
  }): Promise<RemovePromoCodeOutcome> {
    const result = await this.gateway.removePromoCode({ cartId: input.cartId, codeId: input.code.codeId, locale: input.locale });
    const failed = this.settled(input.cartId, result, 'promotion code removal', {
      title: 'cart.promo.errorTitle',
      description: 'cart.promo.removeFailed',
    });
    return this.ended('removed', failed);
  }
}
