/**
 * Stock of a variant (spec §8 'Item Not Available', issue 21 item 9): a
 * variant whose stock is counted (`stockQuantity` not null) can be ordered
 * only up to what is left; one whose stock is not counted (digital goods,
 * donations) has no limit.
 */
export type StockCheck = { readonly ok: true } | { readonly ok: false; readonly available: number };

/**
 * Whether `requested` of a variant can be had: always when its stock is not
 * counted, else when `requested` is at most `stockQuantity` (exactly all that
 * is left is fine). A refusal says how many are left (never below 0).
 */
export function checkStock(requested: number, stockQuantity: number | null): StockCheck {
  if (stockQuantity === null || requested <= stockQuantity) return { ok: true };
  return { ok: false, available: Math.max(0, stockQuantity) };
}

/** A cart line as stock sees it. */
export interface StockLine {
  readonly lineId: number;
  readonly variantId: number;
  readonly quantity: number;
  readonly stockQuantity: number | null;
}

/** A variant the cart asks more of than is left, with the lines that ask for it. */
export interface StockShortage {
  readonly variantId: number;
  readonly lineIds: readonly number[];
  readonly requested: number;
  readonly available: number;
}

/** What a checkout takes from one counted variant's stock. */
export interface StockReservation {
  readonly variantId: number;
  readonly quantity: number;
}

/**
 * What a cart takes from stock: one reservation per counted variant, the
 * quantities of its lines added up (a variant may be on several lines),
 * ordered by variant id, so concurrent checkouts lock variants in one order
 * and never deadlock. Variants whose stock is not counted take nothing.
 */
export function stockReservations(lines: readonly StockLine[]): StockReservation[] {
  const totals = new Map<number, number>();
  for (const line of lines) {
    if (line.stockQuantity === null) continue;
    totals.set(line.variantId, (totals.get(line.variantId) ?? 0) + line.quantity);
  }
  return [...totals].map(([variantId, quantity]) => ({ variantId, quantity })).sort((a, b) => a.variantId - b.variantId);
}

/**
 * The counted variants a cart asks more of than is left, in variant order:
 * the quantities of all its lines of a variant against that variant's stock.
 * Empty when everything can be had.
 */
export function stockShortages(lines: readonly StockLine[]): StockShortage[] {
  const stockOf = new Map(lines.map((line) => [line.variantId, line.stockQuantity]));
  return stockReservations(lines).flatMap(({ variantId, quantity }) => {
    const check = checkStock(quantity, stockOf.get(variantId) ?? null);
    if (check.ok) return [];
    const lineIds = lines.filter((line) => line.variantId === variantId).map((line) => line.lineId);
    return [{ variantId, lineIds, requested: quantity, available: check.available }];
  });
}
