import type { CartPromotionCode } from '@domain/cart/cart';
import type { Locale } from '@domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { cartChangeFailure, type CartChangeFailureReason } from './cart-change-failure';
import type { CartStore } from './cart-store';

export type RemovePromoCodeOutcome =
  { readonly outcome: 'removed' } | { readonly outcome: 'failed'; readonly reason: CartChangeFailureReason };

/**
 * A member removes a promotion code from the cart.
 *
 * Always holds: the server's cart then shows, without the code's saving;
 * a failure shows the danger notification of spec §8 (promotion error
 * title and description) and changes nothing.
 */
export class RemovePromoCode {
  constructor(
    private readonly gateway: CartGateway,
    private readonly cart: CartStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: {
    readonly cartId: number;
    readonly code: CartPromotionCode;
    readonly locale: Locale;
  }): Promise<RemovePromoCodeOutcome> {
    const result = await this.gateway.removePromoCode({ cartId: input.cartId, codeId: input.code.codeId, locale: input.locale });
    if (result.ok) {
      if (this.cart.snapshot.cart?.cartId === input.cartId) this.cart.changed(result.cart);
      return { outcome: 'removed' };
    }
    const context = { cart: this.cart, notifications: this.notifications, errors: this.errors };
    return {
      outcome: 'failed',
      reason: cartChangeFailure(result, context, 'promotion code removal', {
        title: 'cart.promo.errorTitle',
        description: 'cart.promo.removeFailed',
      }),
    };
  }
}
