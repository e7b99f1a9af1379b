/**
 * Cart fees (spec §3 `additional_fee_types`, `additional_fee`, order
 * `order_item_fees`; issue 21 item 18). A product may carry fees in points
 * per unit: a mandatory one (an environmental handling fee) is always
 * charged, an optional one (gift wrapping) only when the member chose it for
 * the line. Promotion codes never take points off a fee.
 */
export interface AdditionalFeeType {
  readonly id: number;
  readonly code: string;
  /** Points for one unit of the line. */
  readonly amount: number;
  readonly isMandatory: boolean;
}

/** A fee charged on a line: its type and the points for the whole line. */
export interface AppliedFee {
  readonly feeTypeId: number;
  readonly code: string;
  readonly points: number;
}

/**
 * The fees a line is charged: every mandatory fee, and the optional ones
 * among `selectedIds`, each its amount times the quantity, in the order of
 * `feeTypes`. Ids not among the line's fee types are ignored.
 *
 * Always holds: every fee is at least 0, and a mandatory fee is charged
 * whatever is selected.
 */
export function lineFees(feeTypes: readonly AdditionalFeeType[], selectedIds: readonly number[], quantity: number): AppliedFee[] {
  const selected = new Set(selectedIds);
  return feeTypes
    .filter((fee) => fee.isMandatory || selected.has(fee.id))
    .map((fee) => ({ feeTypeId: fee.id, code: fee.code, points: Math.max(0, fee.amount) * Math.max(0, quantity) }));
}

/** The points of a list of fees. */
export function feeTotal(fees: readonly { readonly points: number }[]): number {
  return fees.reduce((sum, fee) => sum + fee.points, 0);
}

/**
 * What the member pays in points for a cart with fees: the lines less the
 * promotion codes (never below zero), plus the fees, which codes never
 * reduce.
 */
export function totalWithFees(totalBeforeFees: number, fees: number): number {
  return Math.max(0, totalBeforeFees) + fees;
}

/**
 * Why a choice of optional fees for a line is refused: an id that is not
 * one of the line's fee types ('unknown-fee'); choosing a mandatory fee is
 * allowed (it is charged anyway). Null when the choice is fine.
 */
export function feeChoiceProblem(feeTypes: readonly AdditionalFeeType[], selectedIds: readonly number[]): 'unknown-fee' | null {
  const known = new Set(feeTypes.map((fee) => fee.id));
  return selectedIds.every((id) => known.has(id)) ? null : 'unknown-fee';
}
