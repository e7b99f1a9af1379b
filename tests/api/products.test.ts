import type { ProductPage } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

describe('catalogue pages', () => {
  const t = useTestApp();
  const token = useSignedIn(t, 'elite');

  async function memberPage(query: string): Promise<ProductPage> {
    const response = await t.app.inject({ url: `/api/v1/member/product${query}`, headers: bearer(token()) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductPage>();
  }

  async function guestPage(query: string): Promise<ProductPage> {
    const response = await t.app.inject({ url: `/api/v1/guest/product?currency_id=1&program_slug=demo${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductPage>();
  }

  it('a page holds 12 products by default, merchandise first, with pagination fields', async () => {
    const page = await memberPage('');
    expect(page.data).toHaveLength(12);
    expect(page.data.every((product) => product.catalog.slug === 'merchandise')).toBe(true);
    expect(page).toMatchObject({ current_page: 1, per_page: 12, from: 1, to: 12 });
    expect(page.total_facets).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThanOrEqual(120);
    expect(page.last_page).toBe(Math.ceil(page.total / 12));
  });

  it('without a search or a sort, products come newest first (created_at, then id, descending)', async () => {
    const page = await guestPage('&catalog=gift-cards&per_page=48');
    const { rows } = await t.db.pool.query<{ id: string }>(
      `SELECT p.id FROM product p JOIN catalog c ON c.id = p.catalog_id
        WHERE c.slug = 'gift-cards' AND p.is_active ORDER BY p.created_at DESC, p.id DESC LIMIT 48`,
    );
    expect(page.data.map((product) => product.id)).toEqual(rows.map((row) => Number(row.id)));
    const dated = await guestPage('&catalog=gift-cards&per_page=48&sort_field=created_at');
    expect(dated.data.map((product) => product.id)).toEqual(page.data.map((product) => product.id));
  });

  it('page 2 holds different products than page 1', async () => {
    const first = await memberPage('?page=1');
    const second = await memberPage('?page=2');
    expect(second).toMatchObject({ current_page: 2, from: 13, to: 24 });
    const firstIds = new Set(first.data.map((product) => product.id));
    expect(second.data.some((product) => firstIds.has(product.id))).toBe(false);
  });

  it('the order is stable: walking every page lists each product exactly once', async () => {
    const first = await guestPage('&catalog=gift-cards&per_page=10');
    const ids: number[] = [];
    for (let page = 1; page <= first.last_page; page += 1) {
      ids.push(...(await guestPage(`&catalog=gift-cards&per_page=10&page=${page}`)).data.map((product) => product.id));
    }
    expect(ids).toHaveLength(first.total);
    expect(new Set(ids).size).toBe(first.total);
  });

  it('a page past the last one is empty', async () => {
    const { last_page: lastPage } = await memberPage('');
    const past = await memberPage(`?page=${lastPage + 1}`);
    expect(past.data).toEqual([]);
    expect(past).toMatchObject({ current_page: lastPage + 1, from: null, to: null });
    expect(past.total).toBeGreaterThan(0);
  });

  it('names come in French at locale fr-CA and in English by default', async () => {
    const english = await memberPage('?catalog=gift-cards');
    const french = await memberPage('?catalog=gift-cards&locale=fr-CA');
    expect(french.data.map((product) => product.id)).toEqual(english.data.map((product) => product.id));
    expect(english.data.some((product) => /eGift Card$/.test(product.name))).toBe(true);
    expect(french.data.some((product) => product.name.startsWith('Carte-cadeau'))).toBe(true);
    expect(french.data.map((product) => product.name)).not.toEqual(english.data.map((product) => product.name));
  });

  it('a product without a French name falls back to English at fr-CA', async () => {
    const [first] = (await memberPage('?locale=fr-CA')).data;
    const { rows } = await t.db.pool.query<{ name_en: string }>(
      'UPDATE product SET name_fr = NULL WHERE id = $1 RETURNING name_en',
      [first!.id],
    );
    const [again] = (await memberPage('?locale=fr-CA')).data;
    expect(again!.name).toBe(rows[0]!.name_en);
  });

  it('the four catalogues hold the demo minimums', async () => {
    expect((await guestPage('&catalog=gift-cards')).total).toBeGreaterThanOrEqual(40);
    expect((await guestPage('&catalog=financial-rewards')).total).toBeGreaterThanOrEqual(5);
    expect((await guestPage('&catalog=charitable-donations')).total).toBeGreaterThanOrEqual(10);
  });

  it('prices are in points; images are generated SVG paths, or null for products without an image', async () => {
    const all = [];
    const { last_page: lastPage } = await guestPage('&per_page=48');
    for (let page = 1; page <= lastPage; page += 1) all.push(...(await guestPage(`&per_page=48&page=${page}`)).data);
    const withImage = all.find((product) => product.images.large !== null)!;
    expect(withImage.images).toEqual({
      large: `/media/products/${withImage.slug}/large.svg`,
      medium: `/media/products/${withImage.slug}/medium.svg`,
      small: `/media/products/${withImage.slug}/small.svg`,
    });
    const withoutImage = all.find((product) => product.images.large === null);
    expect(withoutImage?.images).toEqual({ large: null, medium: null, small: null });
    expect(all.every((product) => Number.isInteger(product.prices.actual) && product.prices.min <= product.prices.actual)).toBe(true);
    expect(all.some((product) => product.has_splitpay)).toBe(true);
    expect(all.some((product) => product.options_available)).toBe(true);
    const onSale = all.find((product) => product.original_prices !== null)!;
    expect(onSale.original_prices!.actual).toBeGreaterThan(onSale.prices.actual);
  });

  it('labels are sent with their end date, expired ones included, in all four positions', async () => {
    const all = [];
    const { last_page: lastPage } = await guestPage('&per_page=48');
    for (let page = 1; page <= lastPage; page += 1) all.push(...(await guestPage(`&per_page=48&page=${page}`)).data);
    const labels = all.flatMap((product) => product.product_labels);
    expect(new Set(labels.map((label) => label.position))).toEqual(new Set([1, 2, 3, 4]));
    expect(labels.some((label) => label.end_at !== null && new Date(label.end_at) < new Date())).toBe(true);
  });

  it('the prepaid Visa card needs disclosure consent', async () => {
    const cards = [];
    const { last_page: lastPage } = await guestPage('&catalog=gift-cards&per_page=48');
    for (let page = 1; page <= lastPage; page += 1) cards.push(...(await guestPage(`&catalog=gift-cards&per_page=48&page=${page}`)).data);
    const visa = cards.find((product) => product.slug === 'prepaid-visa-card');
    expect(visa?.is_disclosure_consent_mandatory).toBe(true);
  });

  it('the guest call requires currency_id and program_slug', async () => {
    const missingBoth = await t.app.inject({ url: '/api/v1/guest/product' });
    expect(missingBoth.statusCode).toBe(400);
    expect(errorBody(missingBoth).errors?.map((error) => error.field).sort()).toEqual(['currency_id', 'program_slug']);
    const wrongCurrency = await t.app.inject({ url: '/api/v1/guest/product?currency_id=2&program_slug=demo' });
    expect(wrongCurrency.statusCode).toBe(400);
    expect(errorBody(wrongCurrency).errors).toEqual([{ field: 'currency_id', message: expect.any(String) }]);
    const unknownProgramme = await t.app.inject({ url: '/api/v1/guest/product?currency_id=1&program_slug=elsewhere' });
    expect(unknownProgramme.statusCode).toBe(404);
    expect(errorBody(unknownProgramme).code).toBe('NOT_FOUND');
  });

  it('the member call needs a token', async () => {
    const response = await t.app.inject({ url: '/api/v1/member/product' });
    expect(response.statusCode).toBe(401);
  });

  it('account_id must be one of the member’s own cards', async () => {
    const { rows } = await t.db.pool.query<{ id: number; reference_identifier: string }>(
      "SELECT id, reference_identifier FROM account WHERE reference_identifier IN ('ACC-1001', 'ACC-2001')",
    );
    const own = rows.find((row) => row.reference_identifier === 'ACC-1001')!;
    const marie = rows.find((row) => row.reference_identifier === 'ACC-2001')!;
    expect((await t.app.inject({ url: `/api/v1/member/product?account_id=${own.id}`, headers: bearer(token()) })).statusCode).toBe(200);
    const other = await t.app.inject({ url: `/api/v1/member/product?account_id=${marie.id}`, headers: bearer(token()) });
    expect(other.statusCode).toBe(404);
    expect(errorBody(other).code).toBe('NOT_FOUND');
  });
});
