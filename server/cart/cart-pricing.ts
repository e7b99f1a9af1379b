import { cartLineTotal, cartSubtotal, cartTotal } from '@domain/cart/cart-subtotal';
import { promotionItemCount, promotionLineAmounts, type PromotableLine, type PromotionRule } from '@domain/cart/promotion-amount';
import { MIN_POINTS_SHARE_PERCENT, splitPayBounds } from '@domain/catalogue/split-pay';
import { feeTotal, lineFees, totalWithFees } from '@domain/cart/additional-fees';
import type { AppliedCodeRow, CartFeeTypeRow, CartLineRow } from './cart-repository';

/** A consent a checkout may need (CheckoutRequest.consents). */
export type ConsentName = 'prepaid_card_terms' | 'irreversible_redemption' | 'program_rules';

export interface PricedLine {
  line: CartLineRow;
  /** quantity × price (the sale price), before promotion codes. */
  lineTotal: number;
  /** Points the codes take off this line, in total and per code. */
  promotionAmount: number;
  promotions: Array<{ code: AppliedCodeRow; amount: number }>;
  /** The fees charged on this line (mandatory, and optional ones chosen), each for the whole line. */
  fees: Array<{ feeType: CartFeeTypeRow; points: number }>;
  /** Their points. */
  feeAmount: number;
}

export interface PricedCode {
  code: AppliedCodeRow;
  amount: number;
  itemCount: number;
  /** Inside its validity window now (an applied code that has since expired takes nothing off). */
  isLive: boolean;
}

/** A cart priced by the domain's rules, as the cart body and the checkout both read it. */
export interface PricedCart {
  lines: PricedLine[];
  codes: PricedCode[];
  itemCount: number;
  subtotal: number;
  promotionAmount: number;
  /** The lines' fees (never reduced by promotion codes). */
  feeAmount: number;
  /** max(0, subtotal − promotions) + fees: what the checkout charges. */
  total: number;
  hasSplitpay: boolean;
  minPercentagePoints: number;
  minPoints: number;
  requiresShipping: boolean;
  consentsRequired: ConsentName[];
}

/** A promotion's rule in the domain's terms. */
export function promotionRuleOf(code: AppliedCodeRow): PromotionRule {
  return code.kind === 'amount'
    ? { kind: 'amount', points: code.amountPoints ?? 0, productId: code.productId }
    : { kind: 'percentage', percentage: code.percentage ?? 0, productId: code.productId };
}

export function isCodeLive(code: AppliedCodeRow, now: Date): boolean {
  return code.startsAt.getTime() <= now.getTime() && (code.endsAt === null || now.getTime() < code.endsAt.getTime());
}

const SHIPPED_TYPES = new Set(['merchandise', 'giftcard']);
const FINAL_TYPES = new Set(['financial_reward', 'charitable_donation']);

/**
 * Prices a cart (spec §4 subtotal, §5 split pay and promotion codes): the
 * lines' sale prices, the live codes' amounts per line, the total, and what
 * the checkout will need (split-pay minimum, shipping, consents).
 */
export function priceCart(lines: readonly CartLineRow[], codes: readonly AppliedCodeRow[], now: Date): PricedCart {
  const promotable: PromotableLine[] = lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    price: line.pricePoints + line.salePoints,
    saleAmount: line.salePoints,
  }));
  const pricedCodes = codes.map((code) => {
    const isLive = isCodeLive(code, now);
    const rule = promotionRuleOf(code);
    const perLine = isLive ? promotionLineAmounts(rule, promotable) : promotable.map(() => 0);
    return { code, perLine, isLive, itemCount: promotionItemCount(rule, promotable) };
  });
  const pricedLines = lines.map((line, index) => {
    const promotions = pricedCodes
      .map((priced) => ({ code: priced.code, amount: priced.perLine[index] ?? 0 }))
      .filter((promotion) => promotion.amount > 0);
    const lineTotal = cartLineTotal(promotable[index]!);
    // Several codes on one line never take more than the line costs.
    const promotionAmount = Math.min(lineTotal, promotions.reduce((sum, promotion) => sum + promotion.amount, 0));
    const charged = lineFees(
      line.feeTypes.map((fee) => ({ id: fee.id, code: fee.code, amount: fee.amount, isMandatory: fee.isMandatory })),
      line.selectedFeeIds,
      line.quantity,
    );
    const fees = charged.map((fee) => ({ feeType: line.feeTypes.find((type) => type.id === fee.feeTypeId)!, points: fee.points }));
    return { line, lineTotal, promotionAmount, promotions, fees, feeAmount: feeTotal(charged) };
  });
  const subtotal = cartSubtotal(promotable);
  const promotionAmount = pricedLines.reduce((sum, line) => sum + line.promotionAmount, 0);
  const feeAmount = pricedLines.reduce((sum, line) => sum + line.feeAmount, 0);
  const total = totalWithFees(cartTotal(subtotal, promotionAmount), feeAmount);
  const hasSplitpay = lines.length > 0 && lines.every((line) => line.hasSplitpay && line.minPercentagePoints < 100);
  const minPercentagePoints = Math.max(MIN_POINTS_SHARE_PERCENT, ...lines.map((line) => line.minPercentagePoints));
  const consentsRequired: ConsentName[] = [];
  if (lines.some((line) => line.isDisclosureConsentMandatory)) consentsRequired.push('prepaid_card_terms');
  if (lines.some((line) => FINAL_TYPES.has(line.productType))) consentsRequired.push('irreversible_redemption');
  consentsRequired.push('program_rules');
  return {
    lines: pricedLines,
    codes: pricedCodes.map(({ code, perLine, isLive, itemCount }) => ({
      code,
      amount: perLine.reduce((sum, amount) => sum + amount, 0),
      itemCount,
      isLive,
    })),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    promotionAmount,
    feeAmount,
    total,
    hasSplitpay,
    minPercentagePoints: hasSplitpay ? minPercentagePoints : 100,
    minPoints: hasSplitpay ? splitPayBounds(total, minPercentagePoints).minPoints : total,
    requiresShipping: lines.some((line) => SHIPPED_TYPES.has(line.productType)),
    consentsRequired,
  };
}
