import { productPrice } from '@rewards-storefront/domain/catalogue/product-price';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/use-test-app';

/**
 * The cart, wishlist and product list price a variant in SQL (they sort and
 * filter by it), with `COALESCE(pv.price_points, p.price_points)`; the domain's
 * productPrice is the rule. On every seeded variant the two must agree.
 */
describe("the SQL variant price agrees with the domain's productPrice on the seeded catalogue", () => {
  const t = useTestApp();

  it('gives every seeded variant the price productPrice gives it, with and without its own price', async () => {
    const { rows } = await t.db.pool.query<{ productPoints: string; variantPoints: string | null; sqlPoints: string }>(
      `SELECT p.price_points AS "productPoints", pv.price_points AS "variantPoints",
              COALESCE(pv.price_points, p.price_points) AS "sqlPoints"
         FROM product_variant pv JOIN product p ON p.id = pv.product_id`,
    );
    expect(rows.some((row) => row.variantPoints === null)).toBe(true);
    expect(rows.some((row) => row.variantPoints !== null && row.variantPoints !== row.productPoints)).toBe(true);
    for (const row of rows) {
      const variant = { points: row.variantPoints === null ? null : Number(row.variantPoints) };
      expect(productPrice({ points: Number(row.productPoints) }, variant, 1).unitPoints).toBe(Number(row.sqlPoints));
      expect(productPrice({ points: Number(row.productPoints) }, variant, 3).totalPoints).toBe(3 * Number(row.sqlPoints));
    }
  });
});
