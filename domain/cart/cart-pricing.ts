import { MIN_POINTS_SHARE_PERCENT, splitPayBounds } from '../catalogue/split-pay.ts';
import { feeTotal, lineFees, totalWithFees, type AdditionalFeeType, type AppliedFee } from './additional-fees.ts';
import type { CheckoutConsent } from './cart.ts';
import { cartLineTotal, cartSubtotal, cartTotal } from './cart-subtotal.ts';
import { promotionItemCount, promotionLineAmounts, type PromotableLine, type PromotionRule } from './promotion-amount.ts';

/** What pricing needs of a cart line. */
export interface PricingLine {
  readonly productId: number;
  readonly productType: string;
  readonly quantity: number;
  /** One item's price now (the sale price). */
  readonly pricePoints: number;
  /** What the sale takes off one item (0 when not on sale). */
  readonly salePoints: number;
  readonly feeTypes: readonly AdditionalFeeType[];
  readonly selectedFeeIds: readonly number[];
  readonly hasSplitpay: boolean;
  readonly minPercentagePoints: number;
  readonly isDisclosureConsentMandatory: boolean;
}

/** An applied promotion code: its rule, and whether it is inside its validity window now. */
export interface PricingCode {
  readonly rule: PromotionRule;
  readonly isLive: boolean;
}

export interface PricedCartLine<L, C> {
  readonly line: L;
  /** quantity × price (the sale price), before promotion codes. */
  readonly lineTotal: number;
  /** Points the codes take off this line, in total (never more than the line) and per code. */
  readonly promotionAmount: number;
  readonly promotions: ReadonlyArray<{ readonly code: C; readonly amount: number }>;
  /** The fees charged on this line (mandatory, and optional ones chosen), each for the whole line. */
  readonly fees: readonly AppliedFee[];
  readonly feeAmount: number;
}

export interface PricedCartCode<C> {
  readonly code: C;
  readonly amount: number;
  readonly itemCount: number;
  readonly isLive: boolean;
}

/** A cart priced by the one rule the server, the fake and the screens share. */
export interface CartPricing<L, C> {
  readonly lines: ReadonlyArray<PricedCartLine<L, C>>;
  readonly codes: ReadonlyArray<PricedCartCode<C>>;
  readonly itemCount: number;
  readonly subtotal: number;
  readonly promotionAmount: number;
  /** The lines' fees (never reduced by promotion codes). */
  readonly feeAmount: number;
  /** max(0, subtotal − promotions) + fees: what the checkout charges. */
  readonly total: number;
  readonly hasSplitpay: boolean;
  readonly minPercentagePoints: number;
  readonly minPoints: number;
  readonly requiresShipping: boolean;
  readonly consentsRequired: readonly CheckoutConsent[];
}

const SHIPPED_TYPES = new Set(['merchandise', 'giftcard']);
const FINAL_TYPES = new Set(['financial_reward', 'charitable_donation']);

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * Prices a cart (spec §4 subtotal, §5 split pay and promotion codes): the
 * lines' sale prices, the live codes' amounts per line (an expired code
 * takes nothing off), the fees, the total, and what the checkout will need:
 * the split-pay minimum (only when every line allows split pay), shipping
 * (merchandise and gift cards), consents (the prepaid card terms, an
 * irreversible redemption, always the programme rules, in that order).
 */
export function priceCart<L extends PricingLine, C extends PricingCode>(lines: readonly L[], codes: readonly C[]): CartPricing<L, C> {
  const promotable: PromotableLine[] = lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    price: line.pricePoints + line.salePoints,
    saleAmount: line.salePoints,
  }));
  const pricedCodes = codes.map((code) => ({
    code,
    perLine: code.isLive ? promotionLineAmounts(code.rule, promotable) : promotable.map(() => 0),
    itemCount: promotionItemCount(code.rule, promotable),
  }));
  const pricedLines = lines.map((line, index): PricedCartLine<L, C> => {
    const promotions = pricedCodes
      .map((priced) => ({ code: priced.code, amount: priced.perLine[index] ?? 0 }))
      .filter((promotion) => promotion.amount > 0);
    const lineTotal = cartLineTotal(promotable[index]!);
    const fees = lineFees(line.feeTypes, line.selectedFeeIds, line.quantity);
    return {
      line,
      lineTotal,
      // Several codes on one line never take more than the line costs.
      promotionAmount: Math.min(lineTotal, sum(promotions.map((promotion) => promotion.amount))),
      promotions,
      fees,
      feeAmount: feeTotal(fees),
    };
  });
  const subtotal = cartSubtotal(promotable);
  const promotionAmount = sum(pricedLines.map((line) => line.promotionAmount));
  const feeAmount = sum(pricedLines.map((line) => line.feeAmount));
  const total = totalWithFees(cartTotal(subtotal, promotionAmount), feeAmount);
  const hasSplitpay = lines.length > 0 && lines.every((line) => line.hasSplitpay && line.minPercentagePoints < 100);
  const minPercentagePoints = hasSplitpay ? Math.max(MIN_POINTS_SHARE_PERCENT, ...lines.map((line) => line.minPercentagePoints)) : 100;
  const consentsRequired: CheckoutConsent[] = [];
  if (lines.some((line) => line.isDisclosureConsentMandatory)) consentsRequired.push('prepaid_card_terms');
  if (lines.some((line) => FINAL_TYPES.has(line.productType))) consentsRequired.push('irreversible_redemption');
  consentsRequired.push('program_rules');
  return {
    lines: pricedLines,
    codes: pricedCodes.map(({ code, perLine, itemCount }) => ({ code, amount: sum(perLine), itemCount, isLive: code.isLive })),
    itemCount: sum(lines.map((line) => line.quantity)),
    subtotal,
    promotionAmount,
    feeAmount,
    total,
    hasSplitpay,
    minPercentagePoints,
    minPoints: hasSplitpay ? splitPayBounds(total, minPercentagePoints).minPoints : total,
    requiresShipping: lines.some((line) => SHIPPED_TYPES.has(line.productType)),
    consentsRequired,
  };
}
