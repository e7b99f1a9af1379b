/** What a product's price depends on: its own points and, while on sale, its price before the sale. */
export interface PricedProduct {
  readonly points: number;
  readonly originalPoints?: number | null;
}

/** A variant's own price; null (or no variant chosen) means the product's price applies. */
export interface PricedVariant {
  readonly points: number | null;
}

/** The price of a chosen variant and quantity, in points. */
export interface ProductPrice {
  /** One item's price: the variant's own, else the product's. */
  readonly unitPoints: number;
  /** `unitPoints × quantity`. */
  readonly totalPoints: number;
  /**
   * The price before the sale, only when the unit price is the product's own:
   * a sale says nothing about a variant priced otherwise. Null otherwise.
   */
  readonly originalPoints: number | null;
}

/**
 * The one rule for a selected variant's price (the server's SQL
 * `COALESCE(pv.price_points, p.price_points)` says the same): the variant's
 * own price when it sets one, else the product's, times the quantity.
 *
 * @throws RangeError when `quantity` is not a whole number of at least 1 (a bug in the caller).
 */
export function productPrice(product: PricedProduct, variant: PricedVariant | null | undefined, quantity: number): ProductPrice {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`A quantity is a whole number of at least 1, got ${quantity}`);
  }
  const unitPoints = variant?.points ?? product.points;
  return {
    unitPoints,
    totalPoints: unitPoints * quantity,
    originalPoints: unitPoints === product.points ? (product.originalPoints ?? null) : null,
  };
}
