import type { ExternalRedemptionKind } from './external-redemption.ts';
import { EXTERNAL_REDEMPTION_MINIMUM_POINTS } from './redemption-amount.ts';

/**
 * The fewest points an external redemption product takes (spec §5, §9):
 * cash back and direct deposit never under 2,500 points, even when the
 * product is set up with less; a product's own higher minimum stands.
 * Miles transfers keep their own minimum (their rule is whole miles).
 *
 * Always holds: the result is at least `productMinimum`, and at least
 * 2,500 for cash back and direct deposit.
 */
export function externalRedemptionMinimum(kind: ExternalRedemptionKind, productMinimum: number): number {
  if (kind === 'miles_transfer') return productMinimum;
  return Math.max(productMinimum, EXTERNAL_REDEMPTION_MINIMUM_POINTS);
}
