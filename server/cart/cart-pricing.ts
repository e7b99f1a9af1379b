import { priceCart as priceCartByRule } from '@rewards-storefront/domain/cart/cart-pricing';
import type { PromotionRule } from '@rewards-storefront/domain/cart/promotion-amount';
import type { CartFeeTypeRow, CartLineRow } from './cart-line-repository';
import type { AppliedCodeRow } from './cart-promotion-code-repository';

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

/**
 * Prices a cart (spec §4 subtotal, §5 split pay and promotion codes) by the
 * domain's one rule (`domain/cart/cart-pricing.ts`, which the test fake of
 * the cart uses too): the lines' sale prices, the live codes' amounts per
 * line, the total, and what the checkout will need (split-pay minimum,
 * shipping, consents).
 */
export function priceCart(lines: readonly CartLineRow[], codes: readonly AppliedCodeRow[], now: Date): PricedCart {
  const priced = priceCartByRule(
    lines,
    codes.map((code) => ({ row: code, rule: promotionRuleOf(code), isLive: isCodeLive(code, now) })),
  );
  return {
    ...priced,
    lines: priced.lines.map(({ line, lineTotal, promotionAmount, promotions, fees, feeAmount }) => ({
      line,
      lineTotal,
      promotionAmount,
      promotions: promotions.map(({ code, amount }) => ({ code: code.row, amount })),
      fees: fees.map((fee) => ({ feeType: line.feeTypes.find((type) => type.id === fee.feeTypeId)!, points: fee.points })),
      feeAmount,
    })),
    codes: priced.codes.map(({ code, amount, itemCount, isLive }) => ({ code: code.row, amount, itemCount, isLive })),
    consentsRequired: [...priced.consentsRequired],
  };
}
