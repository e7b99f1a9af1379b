import type { CartLine } from '@domain/cart/cart';
import type { Locale } from '@domain/locale/locale';
import type { NotificationStore } from '../notifications/notification-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import { CART_CHANGE_FAILED, cartChangeFailure, type CartChangeFailureReason } from './cart-change-failure';
import type { CartStore } from './cart-store';

export type ChooseCartLineFeesOutcome =
  { readonly outcome: 'chosen' } | { readonly outcome: 'failed'; readonly reason: CartChangeFailureReason };

/**
 * A member ticks or unticks an optional fee of a cart line, e.g. gift
 * wrapping (spec §3 additional_fee_types, §7 PUT /shoppingCart/{id}
 * {additional_fees}; issue 21 item 18).
 *
 * Always holds: the optional fees already chosen stay chosen unless the
 * member unticks them; a mandatory fee is never sent (it is charged
 * anyway); the server's cart then shows, with its fees and total. A
 * refusal is handled like every cart change (`cartChangeFailure`).
 */
export class ChooseCartLineFees {
  constructor(
    private readonly gateway: CartGateway,
    private readonly cart: CartStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: {
    readonly cartId: number;
    readonly line: CartLine;
    readonly feeTypeId: number;
    readonly chosen: boolean;
    readonly locale: Locale;
  }): Promise<ChooseCartLineFeesOutcome> {
    const optional = (input.line.fees ?? []).filter((fee) => !fee.isMandatory);
    const chosen = optional
      .filter((fee) => (fee.id === input.feeTypeId ? input.chosen : fee.isSelected))
      .map((fee) => fee.id);
    const result = await this.gateway.chooseLineFees({ cartId: input.cartId, lineId: input.line.id, feeTypeIds: chosen, locale: input.locale });
    if (!result.ok) {
      const context = { cart: this.cart, notifications: this.notifications, errors: this.errors };
      return { outcome: 'failed', reason: cartChangeFailure(result, context, 'cart line fees', CART_CHANGE_FAILED) };
    }
    if (this.cart.snapshot.cart?.cartId === input.cartId) this.cart.changed(result.cart);
    return { outcome: 'chosen' };
  }
}
