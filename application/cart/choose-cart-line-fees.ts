import type { CartLine } from '@rewards-storefront/domain/cart/cart';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { CartChange, type CartChangeOutcome } from './cart-change';

export type ChooseCartLineFeesOutcome = CartChangeOutcome<'chosen'>;

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
export class ChooseCartLineFees extends CartChange {
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
    const failed = this.settled(input.cartId, result, 'cart line fees');
    return this.ended('chosen', failed);
  }
}
