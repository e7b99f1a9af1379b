/**
 * The former price to strike through next to the price a product sells for
 * now, or null: only a higher former price is a saving worth showing (a
 * lower or equal one would read as a price rise, or as nothing at all).
 */
export function struckOutPrice(points: number, originalPoints: number | null): number | null {
  return (originalPoints ?? 0) > points ? originalPoints : null;
}
