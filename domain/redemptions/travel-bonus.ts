/** Elite cardholders get 20% of the points of a travel booking back as a statement credit (spec §9). */
export const ELITE_TRAVEL_BONUS_PERCENT = 20;

/** The credit posts 48 to 72 hours after the booking (spec §9). */
export const TRAVEL_CREDIT_HOURS = { from: 48, to: 72 } as const;

/** Points given back for a travel booking of `points` on a card of `tier`: 20% rounded down for Elite, else none. */
export function eliteTravelBonus(points: number, tier: string): number {
  return tier === 'elite' ? Math.floor((points * ELITE_TRAVEL_BONUS_PERCENT) / 100) : 0;
}
