import type { ProductDetail, WishlistItem } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { bearer, errorBody } from './support/test-app';
import { cardOf } from './support/shop';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

describe('product detail and wishlist', () => {
  const t = useTestApp();
  const elite = useSignedIn(t, 'elite');
  const marie = useSignedIn(t, 'marie');

  const firstAccountOf = (userAccount: string) => cardOf(t.db.pool, userAccount);

  async function detail(slug: string, token = elite(), query = ''): Promise<ProductDetail> {
    const response = await t.app.inject({ url: `/api/v1/member/product/${slug}${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ProductDetail }>().data;
  }

  async function wishlist(token: string, query = ''): Promise<WishlistItem[]> {
    const response = await t.app.inject({ url: `/api/v1/member/wishlist${query}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: WishlistItem[] }>().data;
  }

  async function variantProduct(): Promise<{ slug: string; variantId: number; catalogId: number; collectionId: number }> {
    const { rows } = await t.db.pool.query<{ slug: string; variant_id: string; catalog_id: string; product_collection_id: string }>(
      `SELECT p.slug, pv.id AS variant_id, p.catalog_id, p.product_collection_id
         FROM product p JOIN product_variant pv ON pv.product_id = p.id
        WHERE NOT EXISTS (SELECT 1 FROM wishlist_item w JOIN product_variant x ON x.id = w.product_variant_id WHERE x.product_id = p.id)
          AND (SELECT count(*) FROM product_variant y WHERE y.product_id = p.id) > 1
        ORDER BY p.id LIMIT 1`,
    );
    const row = rows[0]!;
    return { slug: row.slug, variantId: Number(row.variant_id), catalogId: Number(row.catalog_id), collectionId: Number(row.product_collection_id) };
  }

  it('the detail by slug has the fields of spec §3: category path, variants, sale channel, max quantity', async () => {
    const { slug } = await variantProduct();
    const product = await detail(slug, elite(), `?account_id=${await firstAccountOf('elite')}&locale=en-CA`);
    expect(product.slug).toBe(slug);
    expect(product.category.path.split(' > ').length).toBeGreaterThanOrEqual(2);
    expect(product.category.path.endsWith(product.category.name)).toBe(true);
    expect(product.variants.length).toBeGreaterThan(1);
    expect(product.sku).toBe(product.variants[0]!.sku);
    expect(Object.values(product.variants[0]!.variant_attributes)[0]).toMatchObject({ label: { 'en-CA': expect.any(String) } });
    expect(product.sale_channel.rates[0]).toMatchObject({ program_to_currency: 0.01, currency: { code: 'CAD' } });
    expect(product.max_quantity).toBeLessThanOrEqual(100);
    expect(product.wishlist_id).toBeNull();
    expect(product.type).toBe('merchandise');
  });

  it('the detail comes in French, and an out-of-stock variant is not available', async () => {
    const { slug } = await variantProduct();
    const english = await detail(slug);
    const french = await detail(slug, elite(), '?locale=fr-CA');
    expect(french.name).not.toBe(english.name);
    expect(french.description).not.toBe(english.description);
    await t.db.pool.query('UPDATE product_variant SET stock_quantity = 0 WHERE id = $1', [english.variants[0]!.id]);
    const after = await detail(slug);
    expect(after.variants[0]).toMatchObject({ is_available: false, stock_quantity: 0 });
  });

  it('a prepaid card carries its disclosure consent in both languages', async () => {
    const { rows } = await t.db.pool.query<{ slug: string }>('SELECT slug FROM product WHERE is_disclosure_consent_mandatory LIMIT 1');
    const product = await detail(rows[0]!.slug);
    expect(product.is_disclosure_consent_mandatory).toBe(true);
    expect(product.disclosure_consent).toMatchObject({ 'en-CA': expect.any(String), 'fr-CA': expect.any(String) });
  });

  it('an unknown slug is a 404, a malformed one a 400, and guests get the detail without a wishlist', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/member/product/no-such-product', headers: bearer(elite()) });
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).code).toBe('NOT_FOUND');
    expect((await t.app.inject({ url: '/api/v1/member/product/Not_A_Slug', headers: bearer(elite()) })).statusCode).toBe(400);
    const { slug } = await variantProduct();
    const guest = await t.app.inject({ url: `/api/v1/guest/product/${slug}?currency_id=1&program_slug=demo&locale=fr-CA` });
    expect(guest.statusCode, guest.body).toBe(200);
    expect(guest.json<{ data: ProductDetail }>().data).toMatchObject({ slug, wishlist_id: null });
    expect((await t.app.inject({ url: '/api/v1/guest/product/no-such-product?currency_id=1&program_slug=demo' })).statusCode).toBe(404);
  });

  it('elite starts with the 3 seeded wishlist products, newest first', async () => {
    const items = await wishlist(elite());
    expect(items).toHaveLength(3);
    const times = items.map((item) => item.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect((await wishlist(elite(), '?sort=oldest')).map((item) => item.id)).toEqual(items.map((item) => item.id).reverse());
  });

  it('a member adds, lists and removes a wishlist item; the detail shows its id', async () => {
    const target = await variantProduct();
    const accountId = await firstAccountOf('elite');
    const body = {
      product_variant_id: target.variantId,
      product_collection_id: target.collectionId,
      catalog_id: target.catalogId,
      account_id: accountId,
    };
    const added = await t.app.inject({ method: 'POST', url: '/api/v1/member/wishlist', headers: bearer(elite()), payload: body });
    expect(added.statusCode, added.body).toBe(201);
    const item = added.json<{ data: WishlistItem }>().data;
    expect(item.product.slug).toBe(target.slug);
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/member/wishlist', headers: bearer(elite()), payload: body });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: WishlistItem }>().data.id).toBe(item.id);
    expect((await wishlist(elite()))[0]!.id).toBe(item.id);
    expect((await detail(target.slug)).wishlist_id).toBe(item.id);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/member/wishlist/${item.id}`, headers: bearer(elite()) });
    expect(removed.statusCode).toBe(204);
    expect((await wishlist(elite())).some((entry) => entry.id === item.id)).toBe(false);
    const twice = await t.app.inject({ method: 'DELETE', url: `/api/v1/member/wishlist/${item.id}`, headers: bearer(elite()) });
    expect(twice.statusCode).toBe(404);
  });

  it('sorts the wishlist by the domain’s rule: by name either way and by points either way', async () => {
    const names = (items: WishlistItem[]) => items.map((item) => item.product.name);
    const points = (items: WishlistItem[]) => items.map((item) => item.product.prices.actual);
    const collator = new Intl.Collator('fr-CA', { sensitivity: 'base', numeric: true });
    const byName = names(await wishlist(elite(), '?sort=name-a-z&locale=fr-CA'));
    expect(byName).toEqual([...byName].sort(collator.compare));
    expect(names(await wishlist(elite(), '?sort=name-z-a&locale=fr-CA'))).toEqual([...byName].reverse());
    const low = points(await wishlist(elite(), '?sort=price-low-high'));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = points(await wishlist(elite(), '?sort=price-high-low'));
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('a product’s detail shows the member’s own wishlist item only, never another member’s', async () => {
    const target = await variantProduct();
    const marieAccount = await firstAccountOf('marie');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/wishlist',
      headers: bearer(marie()),
      payload: {
        product_variant_id: target.variantId,
        product_collection_id: target.collectionId,
        catalog_id: target.catalogId,
        account_id: marieAccount,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const marieItem = saved.json<{ data: WishlistItem }>().data;
    expect((await detail(target.slug, marie())).wishlist_id).toBe(marieItem.id);
    expect((await detail(target.slug, elite())).wishlist_id).toBeNull();
    await t.app.inject({ method: 'DELETE', url: `/api/v1/member/wishlist/${marieItem.id}`, headers: bearer(marie()) });
  });

  it('another member’s wishlist item cannot be read or deleted (404)', async () => {
    const [eliteItem] = await wishlist(elite());
    expect((await wishlist(marie())).some((item) => item.id === eliteItem!.id)).toBe(false);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/v1/member/wishlist/${eliteItem!.id}`, headers: bearer(marie()) });
    expect(response.statusCode).toBe(404);
    expect((await wishlist(elite())).some((item) => item.id === eliteItem!.id)).toBe(true);
  });

  it('the card must be the member’s own, and the catalogue and collection the product’s', async () => {
    const target = await variantProduct();
    const body = {
      product_variant_id: target.variantId,
      product_collection_id: target.collectionId,
      catalog_id: target.catalogId,
      account_id: await firstAccountOf('elite'),
    };
    const post = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/member/wishlist', headers: bearer(token), payload });
    expect((await post(marie(), body)).statusCode).toBe(404);
    const wrongCatalog = await post(elite(), { ...body, catalog_id: target.catalogId + 1 });
    expect(wrongCatalog.statusCode).toBe(400);
    expect(errorBody(wrongCatalog).errors?.[0]?.field).toBe('catalog_id');
    expect((await post(elite(), { ...body, product_variant_id: 9_000_000 })).statusCode).toBe(404);
    expect((await post(elite(), { ...body, extra: true })).statusCode).toBe(400);
  });

  it('a read-only admin logged in as the member can read the wishlist but not change it', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const items = await wishlist(token);
    const target = await variantProduct();
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/v1/member/wishlist',
      headers: bearer(token),
      payload: {
        product_variant_id: target.variantId,
        product_collection_id: target.collectionId,
        catalog_id: target.catalogId,
        account_id: await firstAccountOf('elite'),
      },
    });
    expect(add.statusCode).toBe(403);
    expect(errorBody(add).code).toBe('READ_ONLY_ACCESS');
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/v1/member/wishlist/${items[0]!.id}`, headers: bearer(token) });
    expect(remove.statusCode).toBe(403);
    expect(errorBody(remove).code).toBe('READ_ONLY_ACCESS');
    expect(await wishlist(elite())).toHaveLength(items.length);
  });
});
