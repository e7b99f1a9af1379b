import type { ProductDetail, ProductGroup } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody, login } from './support/test-app';
import { cardOf as cardOfMember } from './support/shop';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

describe('product groups (GET /member/product-group/{id}, product_group on the detail)', () => {
  const t = useTestApp();
  const elite = useSignedIn(t, 'elite');
  const marie = useSignedIn(t, 'marie');

  async function groupId(code: string): Promise<number> {
    const { rows } = await t.db.pool.query<{ id: number }>('SELECT id FROM product_group WHERE code = $1', [code]);
    return rows[0]!.id;
  }

  const cardOf = (userAccount: string) => cardOfMember(t.db.pool, userAccount);

  function getGroup(id: number | string, token = elite(), query = '') {
    return t.app.inject({ url: `/api/v1/member/product-group/${id}${query}`, headers: bearer(token) });
  }

  async function group(id: number, query = ''): Promise<ProductGroup> {
    const response = await getGroup(id, elite(), query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ProductGroup }>().data;
  }

  async function detail(slug: string, query = ''): Promise<ProductDetail> {
    const response = await t.app.inject({ url: `/api/v1/member/product/${slug}${query}`, headers: bearer(elite()) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: ProductDetail }>().data;
  }

  it('the seed has a headphones range, a travel gift-card family and an investment family of 3 to 6 products', async () => {
    const { rows } = await t.db.pool.query<{ code: string; name_fr: string; products: number }>(
      `SELECT g.code, g.name_fr, count(p.id)::int AS products
         FROM product_group g LEFT JOIN product p ON p.product_group_id = g.id GROUP BY g.id ORDER BY g.id`,
    );
    expect(rows.map((row) => row.code)).toEqual(['headphones-range', 'travel-gift-cards', 'investment-contributions']);
    for (const row of rows) {
      expect(row.products).toBeGreaterThanOrEqual(3);
      expect(row.products).toBeLessThanOrEqual(6);
      expect(row.name_fr).toBeTruthy();
    }
  });

  it('a grouped product’s detail names its group in the request locale; an ungrouped one says null', async () => {
    const id = await groupId('headphones-range');
    expect((await detail('nordika-sierra-studio-headphones')).product_group).toEqual({ id, code: 'headphones-range', name: 'Headphones Range' });
    expect((await detail('nordika-sierra-studio-headphones', '?locale=fr-CA')).product_group).toEqual({
      id,
      code: 'headphones-range',
      name: 'Gamme de casques d’écoute',
    });
    expect((await detail('nordika-cascade-sport-earbuds')).product_group).toBeNull();
    const guest = await t.app.inject({ url: '/api/v1/guest/product/rrsp-contribution?currency_id=1&program_slug=demo' });
    expect(guest.json<{ data: ProductDetail }>().data.product_group).toMatchObject({ code: 'investment-contributions' });
  });

  it('the group answers its products priced and shaped like the shop list, in the locale asked for', async () => {
    const id = await groupId('headphones-range');
    const english = await group(id, `?account_id=${await cardOf('elite')}`);
    expect(english).toMatchObject({ id, code: 'headphones-range', name: 'Headphones Range' });
    expect(english.products.map((product) => product.slug).sort()).toEqual([
      'auralis-pulse-wireless-headphones',
      'lumio-drift-noise-cancelling-headphones',
      'nordika-sierra-studio-headphones',
      'zenith-labs-echo-kids-headphones',
    ]);
    const listed = await t.app.inject({
      url: '/api/v1/member/product',
      query: { catalog: 'merchandise', facets: 'category.lvl2:Electronics > Audio > Headphones', per_page: '48' },
      headers: bearer(elite()),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const bySlug = new Map(listed.json<{ data: ProductGroup['products'] }>().data.map((product) => [product.slug, product]));
    for (const product of english.products) expect(product).toEqual(bySlug.get(product.slug));

    const french = await group(id, '?locale=fr-CA');
    expect(french.name).toBe('Gamme de casques d’écoute');
    expect(french.products.map((product) => product.name)).toContain('Casque d’écoute de studio Nordika Sierra');
  });

  it('only active products of the group are listed', async () => {
    const id = await groupId('travel-gift-cards');
    const before = await group(id);
    expect(before.products).toHaveLength(6);
    await t.db.pool.query(`UPDATE product SET is_active = false WHERE slug = 'via-nord-rail-gift-card'`);
    const after = await group(id);
    expect(after.products.map((product) => product.slug)).not.toContain('via-nord-rail-gift-card');
    expect(after.products).toHaveLength(5);
  });

  it('an unknown group, another programme’s group and another member’s card answer 404; a malformed id 400', async () => {
    const unknown = await getGroup(9_000_000);
    expect(unknown.statusCode).toBe(404);
    expect(errorBody(unknown).code).toBe('NOT_FOUND');

    const { rows } = await t.db.pool.query<{ id: number }>(
      `WITH other AS (
         INSERT INTO programme (slug, name_en, points_currency_id, fiat_currency_id, conversion_rate)
         VALUES ('other-bank', 'Other Bank Rewards', 1, 2, 0.01) RETURNING id)
       INSERT INTO product_group (programme_id, code, name_en) SELECT id, 'their-range', 'Their Range' FROM other RETURNING id`,
    );
    expect((await getGroup(rows[0]!.id)).statusCode).toBe(404);

    const id = await groupId('headphones-range');
    expect((await getGroup(id, marie(), `?account_id=${await cardOf('elite')}`)).statusCode).toBe(404);
    expect((await getGroup(id, marie(), `?account_id=${await cardOf('marie')}`)).statusCode).toBe(200);
    for (const bad of ['abc', '0', '1.5']) expect((await getGroup(bad)).statusCode, bad).toBe(400);
    expect((await getGroup(id, elite(), '?locale=de-DE')).statusCode).toBe(400);
  });

  it('needs a session and a member without pending actions', async () => {
    const id = await groupId('headphones-range');
    expect((await t.app.inject({ url: `/api/v1/member/product-group/${id}` })).statusCode).toBe(401);
    const pending = await getGroup(id, await login(t.app, 'pending'));
    expect(pending.statusCode).toBe(403);
    expect(errorBody(pending).code).toBe('PENDING_ACTIONS');
  });
});
