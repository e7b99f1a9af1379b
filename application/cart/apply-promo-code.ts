import { promoCodeErrorDisplay, type PromoCodeErrorDisplay } from '@rewards-storefront/domain/cart/promo-code-error';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { CART_CHANGE_FAILED, cartChangeFailure, type CartChangeFailureReason } from './cart-change-failure';
import type { CartStore } from './cart-store';

/**
 * What applying a code did: 'applied'; 'refused' with what the cart shows
 * under the code field (spec §8 "Promo add"); 'failed' with why.
 */
export type ApplyPromoCodeOutcome =
  | { readonly outcome: 'applied' }
  | { readonly outcome: 'refused'; readonly display: PromoCodeErrorDisplay }
  | { readonly outcome: 'failed'; readonly reason: CartChangeFailureReason | 'empty' };

/**
 * A member applies a promotion code to the cart (spec §5, §8).
 *
 * Always holds: a blank code sends nothing; a refused code changes
 * nothing and answers the domain's `promoCodeErrorDisplay` of the
 * server's refusal (invalid, expired, not eligible, already applied);
 * an applied code's cart shows, with its saving.
 */
export class ApplyPromoCode {
  constructor(
    private readonly gateway: CartGateway,
    private readonly cart: CartStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { readonly cartId: number; readonly code: string; readonly locale: Locale }): Promise<ApplyPromoCodeOutcome> {
    const code = input.code.trim();
    if (code === '') return { outcome: 'failed', reason: 'empty' };
    const result = await this.gateway.applyPromoCode({ cartId: input.cartId, code, locale: input.locale });
    if (result.ok) {
      if (this.cart.snapshot.cart?.cartId === input.cartId) this.cart.changed(result.cart);
      return { outcome: 'applied' };
    }
    if (result.reason === 'promo-code-refused') return { outcome: 'refused', display: promoCodeErrorDisplay(result.failure) };
    const context = { cart: this.cart, notifications: this.notifications, errors: this.errors };
    return { outcome: 'failed', reason: cartChangeFailure(result, context, 'promotion code', CART_CHANGE_FAILED) };
  }
}
