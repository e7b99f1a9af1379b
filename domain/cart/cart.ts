import type { ProductLabel } from '../catalogue/product-label.ts';
import type { ProductType } from '../catalogue/product-detail.ts';
import { minimumPoints } from '../catalogue/split-pay.ts';
import { cartLineTotal, cartSubtotal, cartTotal, type CartLineAmounts } from './cart-subtotal.ts';
import { feeTotal, lineFees, totalWithFees } from './additional-fees.ts';
import type { CartSummary } from './cart-summary.ts';
import type { CharityShare } from '../donations/charity-shares.ts';

/** A consent box a checkout may need to be ticked (spec §5): the prepaid card terms, the irreversible-redemption terms, the programme rules. */
export type CheckoutConsent = 'prepaid_card_terms' | 'irreversible_redemption' | 'program_rules';

/** A promotion code's saving on one line or on the cart, in the member's locale (spec §3 applied_promotions). */
export interface AppliedPromotion {
  /** The id DELETE promotionCode takes. */
  readonly codeId: number;
  /** The code as the member typed it, upper case ("WELCOME10"). */
  readonly codeName: string;
  /** The promotion's name in the member's locale. */
  readonly title: string;
  /** Points it takes off. */
  readonly points: number;
}

/** A promotion code applied to the cart (spec §3 promotion_codes), with how many items it applies to. */
export interface CartPromotionCode extends AppliedPromotion {
  readonly itemCount: number;
}

/** One attribute of a line's variant: its name (colour, storage…), its value and its label in the member's locale. */
export interface CartVariantAttribute {
  readonly name: string;
  readonly value: string;
  readonly label: string;
}

/** Who receives an eGift card: always the member, at the email on file (spec §5); null when there is no email on file. */
export interface EgiftRecipient {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
}

/**
 * One line of the cart (spec §3 cart line), priced in whole points:
 * `price` is one item's regular price and `saleAmount` the sale's discount
 * on one (so the member pays price − saleAmount each, spec §4);
 * `promotionAmount` is what promotion codes take off the whole line, and
 * `promotions` names them. `maxQuantity` is the product's cap per order.
 */
export interface CartLine extends CartLineAmounts {
  readonly id: number;
  readonly productId: number;
  readonly productSlug: string;
  readonly productName: string;
  readonly imageUrl: string | null;
  readonly productVariantId: number;
  readonly variant: readonly CartVariantAttribute[];
  readonly productType: ProductType;
  readonly labels: readonly ProductLabel[];
  readonly promotionEndDate: Date | null;
  readonly promotionAmount: number;
  readonly promotions: readonly AppliedPromotion[];
  readonly maxQuantity: number;
  readonly notes: string | null;
  readonly isEgift: boolean;
  /** The eGift card's recipient; null for other lines. */
  readonly egiftRecipient: EgiftRecipient | null;
  /** The charities a gift is shared among, in the order chosen, with their shares of the line; empty for other lines. */
  readonly charities: readonly CharityShare[];
  /** The product's fees (spec §3 additional_fee_types, issue 21 item 18); none when absent. */
  readonly fees?: readonly CartLineFee[];
}

/** A fee of a cart line's product, in points per unit; charged when mandatory or chosen. */
export interface CartLineFee {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly amount: number;
  readonly isMandatory: boolean;
  readonly isSelected: boolean;
}

/** The fees a line is charged now, each for the whole line (domain/cart/additional-fees.ts). */
export function chargedLineFees(line: { readonly quantity: number; readonly fees?: readonly CartLineFee[] }): Array<{ readonly fee: CartLineFee; readonly points: number }> {
  const fees = line.fees;
  if (fees === undefined) return [];
  return lineFees(fees, fees.filter((fee) => fee.isSelected).map((fee) => fee.id), line.quantity).map((charged) => ({
    fee: fees.find((fee) => fee.id === charged.feeTypeId)!,
    points: charged.points,
  }));
}

/**
 * The member's open cart for one card (spec §3 "Cart", client cart): its
 * lines, promotion codes and amounts in points, and what checkout needs to
 * know of it. `points` and `subtotal` are the subtotal of spec §4;
 * `total` is what the member pays (points, plus cash with split pay);
 * `minPoints` is the fewest points a checkout accepts (with split pay at
 * least `minPercentagePoints` of the total, else all of it);
 * `conversionRate` is dollars per point.
 */
export interface Cart extends CartSummary {
  readonly lines: readonly CartLine[];
  readonly promotionCodes: readonly CartPromotionCode[];
  readonly hasPromotionsEnabled: boolean;
  readonly subtotal: number;
  readonly promotionAmount: number;
  /** The lines' fees, which promotion codes never reduce; part of `total`. */
  readonly feeAmount: number;
  readonly total: number;
  readonly hasSplitPay: boolean;
  readonly minPoints: number;
  readonly minPercentagePoints: number;
  readonly conversionRate: number;
  readonly cartMinimumPoints: number;
  readonly comment: string | null;
  readonly requiresShipping: boolean;
  readonly consentsRequired: readonly CheckoutConsent[];
}

/** A cart's amounts, all derived from its lines. */
export interface CartAmounts {
  readonly itemCount: number;
  readonly subtotal: number;
  readonly promotionAmount: number;
  readonly feeAmount: number;
  readonly total: number;
}

/**
 * The amounts of a cart with these lines (spec §4): the item count (sum of
 * quantities), the subtotal (sum of quantity × (price − sale amount)), the
 * promotion codes' saving (each line's, never more than the line costs)
 * the lines' fees (mandatory and chosen ones, per unit × quantity) and the
 * total (subtotal less the saving, never below zero, plus the fees).
 *
 * Always holds for whole, non-negative inputs: 0 ≤ promotionAmount ≤
 * subtotal, total = subtotal − promotionAmount + feeAmount.
 */
export function cartAmounts(
  lines: readonly (CartLineAmounts & { readonly promotionAmount: number; readonly fees?: readonly CartLineFee[] })[],
): CartAmounts {
  const subtotal = cartSubtotal(lines);
  const promotionAmount = lines.reduce((sum, line) => sum + Math.min(line.promotionAmount, cartLineTotal(line)), 0);
  const feeAmount = lines.reduce((sum, line) => sum + feeTotal(chargedLineFees(line)), 0);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    promotionAmount,
    feeAmount,
    total: totalWithFees(cartTotal(subtotal, promotionAmount), feeAmount),
  };
}

/**
 * The cart as it is once one line's quantity changed, before the server
 * has answered (spec §4: a quantity update applies at once): 0 (or less)
 * removes the line; otherwise the line takes the quantity and keeps its
 * promotion saving, cut down to what the line now costs. The amounts and
 * the split-pay minimum follow. An unknown line changes nothing.
 *
 * Always holds: the other lines are untouched, and the amounts are
 * {@link cartAmounts} of the new lines.
 */
export function withLineQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  if (!cart.lines.some((line) => line.id === lineId)) {
    return cart;
  }
  const lines = cart.lines.flatMap((line) => {
    if (line.id !== lineId) {
      return [line];
    }
    if (quantity < 1) {
      return [];
    }
    const changed = { ...line, quantity };
    return [{ ...changed, promotionAmount: Math.min(line.promotionAmount, cartLineTotal(changed)) }];
  });
  const amounts = cartAmounts(lines);
  return {
    ...cart,
    lines,
    itemCount: amounts.itemCount,
    points: amounts.subtotal,
    subtotal: amounts.subtotal,
    promotionAmount: amounts.promotionAmount,
    feeAmount: amounts.feeAmount,
    total: amounts.total,
    minPoints: cart.hasSplitPay ? minimumPoints(amounts.total, cart.minPercentagePoints) : amounts.total,
  };
}
