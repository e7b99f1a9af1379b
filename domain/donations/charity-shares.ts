/** A gift is shared among at most this many charities (spec §9 "Charities per gift card: up to three"). */
export const MAX_CHARITIES_PER_GIFT = 3;

/** What is wrong with a choice of charities, or null when it can be added to the cart. */
export type CharityChoiceProblem = 'none-chosen' | 'too-many' | 'duplicate';

/**
 * Checks the charities chosen for a gift that allows up to `allowed`
 * (itself never above MAX_CHARITIES_PER_GIFT): at least one, distinct, and
 * no more than allowed. Too many is said before duplicates, as the
 * storefront's picker can only reach that one.
 */
export function charityChoiceProblem(chosenIds: readonly number[], allowed: number): CharityChoiceProblem | null {
  if (chosenIds.length === 0) return 'none-chosen';
  if (chosenIds.length > Math.min(allowed, MAX_CHARITIES_PER_GIFT)) return 'too-many';
  if (new Set(chosenIds).size !== chosenIds.length) return 'duplicate';
  return null;
}

/**
 * The gift's `points` shared among `count` charities, in the order they were
 * chosen: equal whole shares, the remainder one point each to the first
 * ones, so the shares always sum to the gift and differ by at most one.
 * No charity gives no share.
 */
export function charityShares(points: number, count: number): number[] {
  // No charity gives an empty list: Array.from makes none whatever base and remainder are then.
  const base = Math.floor(points / count);
  const remainder = points - base * count;
  return Array.from({ length: count }, (_, index) => (index < remainder ? base + 1 : base));
}

/** A charity a gift can be shared among. */
export interface Charity {
  /** The charity's product id. */
  readonly id: number;
  readonly name: string;
}

/** A charity with its share of a gift, in points. */
export interface CharityShare extends Charity {
  readonly points: number;
}

/** What a gift shared among charities offers: how many may be chosen and which. */
export interface CharityChoice {
  readonly maxCharities: number;
  readonly charities: readonly Charity[];
}
