import type { Cart, ProductListItem, ProductDetail, ProductGroup, WishlistItem } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { bearer } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

/** A list item's default_variant_id: the first available variant by position, else the first. */
describe('default_variant_id on every product list item', () => {
  const t = useTestApp();
  const elite = useSignedIn(t, 'elite');

  async function variantIds(slug: string): Promise<number[]> {
    const { rows } = await t.db.pool.query<{ id: number }>(
      'SELECT pv.id FROM product_variant pv JOIN product p ON p.id = pv.product_id WHERE p.slug = $1 ORDER BY pv.position, pv.id',
      [slug],
    );
    return rows.map((row) => row.id);
  }

  async function listed(search: string, slug: string): Promise<ProductListItem> {
    const response = await t.app.inject({ url: '/api/v1/member/product', query: { catalog: 'merchandise', search }, headers: bearer(elite()) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ProductListItem[] }>().data.find((product) => product.slug === slug)!;
  }

  async function detail(slug: string): Promise<ProductDetail> {
    return (await t.app.inject({ url: `/api/v1/member/product/${slug}`, headers: bearer(elite()) })).json<{ data: ProductDetail }>().data;
  }

  it('is the first variant by position when it is available', async () => {
    const slug = 'auralis-pulse-wireless-headphones';
    const [first] = await variantIds(slug);
    expect((await listed('Auralis Pulse', slug)).default_variant_id).toBe(first);
    expect((await detail(slug)).default_variant_id).toBe(first);
  });

  it('skips a first variant that is out of stock or switched off, in the list, detail, group, wishlist and cart', async () => {
    const slug = 'nordika-sierra-studio-headphones';
    const [first, second, third] = await variantIds(slug);
    await t.db.pool.query('UPDATE product_variant SET stock_quantity = 0 WHERE id = $1', [first]);
    expect((await listed('Nordika Sierra', slug)).default_variant_id).toBe(second);
    const product = await detail(slug);
    expect(product.default_variant_id).toBe(second);

    await t.db.pool.query('UPDATE product_variant SET is_available = false WHERE id = $1', [second]);
    expect((await detail(slug)).default_variant_id).toBe(third);

    const { rows } = await t.db.pool.query<{ id: number }>(`SELECT id FROM product_group WHERE code = 'headphones-range'`);
    const group = (await t.app.inject({ url: `/api/v1/member/product-group/${rows[0]!.id}`, headers: bearer(elite()) })).json<{
      data: ProductGroup;
    }>().data;
    expect(group.products.find((item) => item.slug === slug)!.default_variant_id).toBe(third);

    const { rows: cards } = await t.db.pool.query<{ id: number }>(
      `SELECT a.id FROM account a JOIN account_member am ON am.account_id = a.id JOIN member m ON m.id = am.member_id
        WHERE m.user_account = 'elite' AND am.is_primary AND a.status = 'ACTIVE' ORDER BY a.id LIMIT 1`,
    );
    const placement = { product_collection_id: product.product_collection.id, catalog_id: product.catalog.id, account_id: cards[0]!.id };
    const wished = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/wishlist',
      headers: bearer(elite()),
      payload: { product_variant_id: first, ...placement },
    });
    expect(wished.json<{ data: WishlistItem }>().data.product.default_variant_id).toBe(third);

    // Without a variant, add to cart takes the default one.
    const carted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shoppingCart',
      headers: bearer(elite()),
      payload: { product_id: product.id, currency_id: 1, quantity: 1, ...placement },
    });
    expect(carted.statusCode, carted.body).toBe(201);
    const line = carted.json<{ data: Cart }>().data.shopping_cart_items[0]!;
    expect(line).toMatchObject({ product_variant_id: third, product: { default_variant_id: third } });
  });

  it('is the first variant by position when none is available', async () => {
    const slug = 'nordika-cascade-sport-earbuds';
    const ids = await variantIds(slug);
    expect((await detail(slug)).is_available).toBe(false);
    expect((await listed('Nordika Cascade', slug)).default_variant_id).toBe(ids[0]);
  });

  it('every active product has a variant, so the field is always set (migration 0004)', async () => {
    await expect(
      t.db.pool.query(
        `INSERT INTO product (catalog_id, product_collection_id, category_id, slug, product_type, name_en, price_points)
         SELECT catalog_id, product_collection_id, category_id, 'no-variant-product', product_type, 'No variant', 100
           FROM product WHERE slug = 'nordika-cascade-sport-earbuds'`,
      ),
    ).rejects.toThrow(/has no variant/);
    const client = await t.db.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO product (catalog_id, product_collection_id, category_id, slug, product_type, name_en, price_points)
         SELECT catalog_id, product_collection_id, category_id, 'variant-added-later', product_type, 'Variant added later', 100
           FROM product WHERE slug = 'nordika-cascade-sport-earbuds' RETURNING id`,
      );
      await client.query(`INSERT INTO product_variant (product_id, sku) VALUES ($1, 'LATER-01')`, [rows[0]!.id]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await expect(t.db.pool.query(`DELETE FROM product_variant WHERE sku = 'LATER-01'`)).rejects.toThrow(/has no variant/);
  });
});
