/** Card types whose holders may transfer points to airline partners (spec §6: Elite or Premier World). */
export const MILES_CARD_TYPES = ['elite', 'premier_world'] as const;

/** i18n key telling other cardholders why they cannot transfer miles. */
export const MILES_NOT_ALLOWED_KEY = 'miles.notAllowed';

/** Whether a card of `cardType` may transfer points to airline miles. */
export function canTransferMiles(cardType: string): boolean {
  return (MILES_CARD_TYPES as readonly string[]).includes(cardType);
}

/** Why a miles transfer amount is refused: nothing typed, or not more than 1 point (spec §5). */
export type MilesAmountProblem = 'required' | 'too-small';

/**
 * The problem of a miles transfer of `points` (spec §5: the value must be
 * greater than 1 point; no balance check is shown here), or null.
 */
export function milesAmountProblem(points: number | null): MilesAmountProblem | null {
  if (points === null || Number.isNaN(points)) return 'required';
  return Number.isInteger(points) && points > 1 ? null : 'too-small';
}

/** The miles `points` buy at `milesPerPoint`: whole miles, rounded down, never negative. */
export function milesFor(points: number, milesPerPoint: number): number {
  // Rates are short decimals (0.8, 1.25): scaling by 10,000 keeps the product exact before the floor.
  return Math.max(0, Math.floor(Math.round(points * milesPerPoint * 10_000) / 10_000));
}
