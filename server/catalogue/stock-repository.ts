import type { StockReservation, StockShortage } from '@rewards-storefront/domain/catalogue/stock';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';

/** The code of the 409 that refuses more of a variant than is left (spec §8 'Item Not Available'). */
export const INSUFFICIENT_STOCK = 'INSUFFICIENT_STOCK';

/**
 * 409 INSUFFICIENT_STOCK: the member asked for more than is left. `data`
 * says which cart lines, and per variant how many were asked and are left,
 * so the storefront can say 'Item Not Available' in the member's language.
 */
export function insufficientStock(shortages: readonly StockShortage[]): ApiError {
  const first = shortages[0];
  const left = first ? ` (${first.available} left)` : '';
  return new ApiError(409, INSUFFICIENT_STOCK, `Item Not Available: there is not enough of this item in stock${left}.`, {
    data: {
      item_ids: shortages.flatMap((shortage) => shortage.lineIds),
      shortages: shortages.map((shortage) => ({
        product_variant_id: shortage.variantId,
        requested: shortage.requested,
        available: shortage.available,
      })),
    },
  });
}

/**
 * Takes each reservation from its variant's stock with a conditional UPDATE
 * (only while stock_quantity >= the quantity), in variant order so concurrent
 * checkouts queue on the same rows in the same order and never deadlock. The
 * rows stay locked until the transaction ends; a checkout on another API node
 * waits for it and then sees the lowered stock. Returns the shortage of the
 * first variant that has too little left (nothing is taken then: the caller
 * throws and the transaction rolls back), or null when all were taken.
 */
export async function reserveStock(db: Queryable, reservations: readonly StockReservation[]): Promise<StockShortage | null> {
  for (const { variantId, quantity } of reservations) {
    const taken = await db.query({
      name: 'reserve-stock',
      // A variant whose stock stopped being counted meanwhile (NULL) takes any quantity and stays uncounted.
      text: 'UPDATE product_variant SET stock_quantity = stock_quantity - $2 WHERE id = $1 AND (stock_quantity IS NULL OR stock_quantity >= $2)',
      values: [variantId, quantity],
    });
    if ((taken.rowCount ?? 0) === 0) {
      const { rows } = await db.query<{ stock: number | null }>('SELECT stock_quantity AS stock FROM product_variant WHERE id = $1', [variantId]);
      return { variantId, lineIds: [], requested: quantity, available: Math.max(0, rows[0]?.stock ?? 0) };
    }
  }
  return null;
}

/**
 * Gives back what cancelled order items reserved, in variant order (the
 * lock order of `reserveStock`). A variant no longer counted stays so.
 */
export async function returnStock(db: Queryable, reservations: readonly StockReservation[]): Promise<void> {
  for (const { variantId, quantity } of reservations) {
    if (quantity <= 0) continue;
    await db.query({
      name: 'return-stock',
      text: 'UPDATE product_variant SET stock_quantity = stock_quantity + $2 WHERE id = $1 AND stock_quantity IS NOT NULL',
      values: [variantId, quantity],
    });
  }
}
