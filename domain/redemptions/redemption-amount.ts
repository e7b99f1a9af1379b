/** The least an external redemption (cash back, direct deposit, financial reward) takes: 2,500 points, about $25 (spec §5, §9). */
export const EXTERNAL_REDEMPTION_MINIMUM_POINTS = 2_500;

/** i18n keys of spec §5's four redemption-amount messages. */
export const REDEMPTION_AMOUNT_MESSAGE_KEYS = {
  required: 'redemptions.amount.required',
  'above-balance': 'redemptions.amount.aboveBalance',
  'above-maximum': 'redemptions.amount.aboveMaximum',
  'below-minimum': 'redemptions.amount.belowMinimum',
} as const;

/** Why an amount cannot be redeemed. */
export type RedemptionAmountProblem = keyof typeof REDEMPTION_AMOUNT_MESSAGE_KEYS;

/** What an amount is checked against: the card's pooled balance, and the product's bounds when it has them. */
export interface RedemptionAmountBounds {
  readonly balance: number;
  readonly minimum: number;
  /** Null when only the balance caps the amount. */
  readonly maximum: number | null;
}

/**
 * The first problem of a redemption amount in points (spec §5), in the
 * spec's order: none given; not a whole number of points at least the
 * minimum; above the maximum; above the pooled balance. Null when it can be
 * redeemed.
 *
 * Always holds: a result of null means minimum ≤ points ≤ balance and
 * points ≤ maximum when there is one.
 */
export function redemptionAmountProblem(points: number | null, bounds: RedemptionAmountBounds): RedemptionAmountProblem | null {
  if (points === null || Number.isNaN(points)) return 'required';
  if (!Number.isInteger(points) || points < bounds.minimum) return 'below-minimum';
  if (bounds.maximum !== null && points > bounds.maximum) return 'above-maximum';
  if (points > bounds.balance) return 'above-balance';
  return null;
}

/**
 * Reads an amount typed in points: digits with optional grouping (a comma,
 * a space or a no-break space, as either language writes them). Null when
 * nothing was typed; NaN when it is not a whole number.
 */
export function parsePointsInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/[,\s\u00a0\u202f]/g, '');
  return /^\d{1,12}$/.test(digits) ? Number(digits) : Number.NaN;
}
