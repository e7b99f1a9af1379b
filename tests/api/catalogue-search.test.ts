import type { ProductPage } from '@openapi/schemas';
import { vocabularyWords } from '@rewards-storefront/domain/catalogue/spelling-variants';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

/** Search, facets, price range and sort of the product list, on the seeded demo catalogue. */
describe('catalogue search and facets', () => {
  const t = useTestApp();
  const token = useSignedIn(t, 'elite');

  async function page(query: Record<string, string | string[]>): Promise<ProductPage> {
    const response = await t.app.inject({ url: '/api/v1/member/product', query, headers: bearer(token()) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductPage>();
  }

  const ids = (result: ProductPage) => result.data.map((product) => product.id);

  it('search is accent- and case-insensitive: cafe, CAFÉ and Café find the same French products', async () => {
    const plain = await page({ search: 'cafe', locale: 'fr-CA', per_page: '48' });
    expect(plain.total).toBeGreaterThan(0);
    expect(plain.data.some((product) => /café/i.test(product.name))).toBe(true);
    expect(ids(await page({ search: 'CAFÉ', locale: 'fr-CA', per_page: '48' }))).toEqual(ids(plain));
    expect(ids(await page({ search: 'Café', locale: 'fr-CA', per_page: '48' }))).toEqual(ids(plain));
  });

  it('ecouteurs finds Écouteurs in French, and the same earbuds from the English page', async () => {
    const french = await page({ search: 'ecouteurs', locale: 'fr-CA', per_page: '48' });
    expect(french.total).toBeGreaterThan(0);
    expect(french.data[0]!.name).toMatch(/^Écouteurs/);
    const english = await page({ search: 'ecouteurs', per_page: '48' });
    expect(ids(english)).toEqual(ids(french));
    expect(english.data[0]!.name).toMatch(/Earbuds/);
  });

  it('English words find English names in both locales', async () => {
    const english = await page({ search: 'earbuds', per_page: '48' });
    expect(english.total).toBeGreaterThan(0);
    expect(english.data.every((product) => /earbuds/i.test(product.name))).toBe(true);
    expect((await page({ search: 'earbuds', locale: 'fr-CA', per_page: '48' })).total).toBe(english.total);
  });

  it('every word is a prefix while typing: "headph" finds headphones, "wirel headph" narrows them', async () => {
    const prefix = await page({ search: 'headph', per_page: '48' });
    expect(prefix.total).toBeGreaterThan(0);
    expect(prefix.data[0]!.name).toMatch(/Headphones/);
    const whole = await page({ search: 'headphones', per_page: '48' });
    expect(prefix.total).toBe(whole.total);
    const narrowed = await page({ search: 'wirel headph', per_page: '48' });
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(prefix.total);
    expect(narrowed.data[0]!.name).toMatch(/Wireless Headphones/);
  });

  it('a misspelt name still finds the product (trigram similarity)', async () => {
    const result = await page({ search: 'headphnes', per_page: '48' });
    expect(result.data.some((product) => /Headphones/.test(product.name))).toBe(true);
  });

  describe('one transposed pair or one wrong, missing or extra letter (only when the words as typed find nothing)', () => {
    it('"aurlais" finds the Auralis products, on the English and the French page', async () => {
      const exact = await page({ search: 'auralis', per_page: '48' });
      expect(exact.total).toBeGreaterThan(0);
      for (const locale of ['en-CA', 'fr-CA']) {
        const swapped = await page({ search: 'aurlais', locale, per_page: '48' });
        expect(swapped.total).toBe(exact.total);
        expect(swapped.data.every((product) => /Auralis/.test(product.name))).toBe(true);
      }
    });

    it('"ecoteurs" and "ecuoteurs" find the Écouteurs, on the French and the English page', async () => {
      const french = await page({ search: 'ecouteurs', locale: 'fr-CA', per_page: '48' });
      const english = await page({ search: 'ecouteurs', per_page: '48' });
      for (const typed of ['ecoteurs', 'ecuoteurs', 'Écuoteurs']) {
        const onFrench = await page({ search: typed, locale: 'fr-CA', per_page: '48' });
        expect(ids(onFrench), typed).toEqual(ids(french));
        expect(onFrench.data[0]!.name).toMatch(/^Écouteurs/);
        expect(ids(await page({ search: typed, per_page: '48' })), typed).toEqual(ids(english));
      }
    });

    it('"headhpones" finds headphones first, and "wireless headhpones" the wireless ones', async () => {
      const result = await page({ search: 'headhpones', per_page: '48' });
      expect(result.total).toBeGreaterThan(0);
      expect(result.data[0]!.name).toMatch(/Headphones/);
      const both = await page({ search: 'wireless headhpones', per_page: '48' });
      expect(both.total).toBe((await page({ search: 'wireless headphones', per_page: '48' })).total);
      expect(both.data[0]!.name).toMatch(/Wireless Headphones/);
    });

    it('a word still being typed is corrected as the start of a word: "headhp" finds headphones', async () => {
      const result = await page({ search: 'headhp', per_page: '48' });
      expect(result.total).toBe((await page({ search: 'headph', per_page: '48' })).total);
    });

    it('a word spelt right is not corrected away: "auralis earbuds" keeps the Auralis earbuds only', async () => {
      const exact = await page({ search: 'auralis earbuds', per_page: '48' });
      expect(exact.total).toBeGreaterThan(0);
      const oneTypo = await page({ search: 'auralis earbdus', per_page: '48' });
      expect(ids(oneTypo)).toEqual(ids(exact));
      // "pulse" is a word of the catalogue: it is not read as another word one letter away.
      const pulse = await page({ search: 'pulse', per_page: '48' });
      expect(pulse.total).toBeGreaterThan(0);
      expect(pulse.data.every((product) => /pulse/i.test(product.name))).toBe(true);
    });

    it('an unrelated word, or a word two edits away, still finds nothing', async () => {
      expect((await page({ search: 'zzzyxwv' })).total).toBe(0);
      expect((await page({ search: 'qrxlm' })).total).toBe(0);
      expect((await page({ search: 'auralis zzzyxwv' })).total).toBe(0);
    });

    it("the catalogue's words are the words of its names, brands and descriptions in both languages, as the domain splits them", async () => {
      const { rows } = await t.db.pool.query<{ catalog_id: string; text: string }>(
        `SELECT p.catalog_id, concat_ws(' ', p.name_en, p.name_fr, b.name, p.description_en, p.description_fr) AS text
           FROM product p LEFT JOIN brand b ON b.id = p.brand_id`,
      );
      const expected = new Set(rows.flatMap((row) => vocabularyWords(row.text).map((word) => `${row.catalog_id}:${word}`)));
      const { rows: words } = await t.db.pool.query<{ catalog_id: string; word: string }>('SELECT catalog_id, word FROM catalog_word');
      expect(new Set(words.map((row) => `${row.catalog_id}:${row.word}`))).toEqual(expected);
      expect(expected.size).toBeGreaterThan(100);
    });

    it('a renamed brand brings its new name to the vocabulary (by the product update trigger)', async () => {
      const client = await t.db.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`UPDATE brand SET name = 'Quokkatronic' WHERE name = 'Auralis'`);
        const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM catalog_word WHERE word = 'quokkatronic'`);
        expect(rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await client.query('ROLLBACK');
        client.release();
      }
    });

    it('short words are not corrected', async () => {
      expect((await page({ search: 'zxq' })).total).toBe(0);
    });
  });

  it('results come by relevance: products named with the word before those that only mention it', async () => {
    const result = await page({ search: 'headphones', per_page: '48' });
    const named = result.data.map((product) => /headphone/i.test(product.name));
    const firstUnnamed = named.indexOf(false);
    if (firstUnnamed >= 0) expect(named.slice(firstUnnamed).every((flag) => !flag)).toBe(true);
    expect(named[0]).toBe(true);
  });

  it('sorting overrides relevance, and a search that matches nothing is an empty first page', async () => {
    const byPrice = await page({ search: 'headphones', sort_field: 'price', sort_direction: 'desc', per_page: '48' });
    const prices = byPrice.data.map((product) => product.prices.actual);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const none = await page({ search: 'zzzyxwv' });
    expect(none).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1, from: null, to: null });
  });

  it('facet counts are the seeded counts: categories by level, brands and promotion groups', async () => {
    const result = await page({});
    const { rows: brands } = await t.db.pool.query<{ name: string; n: number }>(
      `SELECT b.name, count(*)::int AS n FROM product p JOIN brand b ON b.id = p.brand_id JOIN catalog c ON c.id = p.catalog_id
        WHERE c.slug = 'merchandise' AND p.is_active GROUP BY b.name`,
    );
    expect(result.facets.brand).toEqual(Object.fromEntries(brands.map((row) => [row.name, row.n])));
    const { rows: roots } = await t.db.pool.query<{ name: string; n: number }>(
      `SELECT cat.name_en AS name, count(DISTINCT p.id)::int AS n
         FROM product p JOIN catalog c ON c.id = p.catalog_id
         LEFT JOIN product_category pc ON pc.product_id = p.id
         JOIN category leaf ON leaf.id = p.category_id OR leaf.id = pc.category_id
         JOIN category cat ON cat.id = COALESCE((SELECT c2.parent_id FROM category c2 WHERE c2.id = leaf.parent_id), leaf.parent_id, leaf.id)
        WHERE c.slug = 'merchandise' AND p.is_active AND cat.level = 0 GROUP BY cat.name_en`,
    );
    expect(result.facets['category.lvl0']).toEqual(Object.fromEntries(roots.map((row) => [row.name, row.n])));
    expect(Object.keys(result.facets['category.lvl1'] ?? {}).every((path) => path.split(' > ').length === 2)).toBe(true);
    expect(Object.keys(result.facets['category.lvl2'] ?? {}).every((path) => path.split(' > ').length === 3)).toBe(true);
    expect(result.facets.promotion_group?.['on-sale']).toBeGreaterThan(0);
    const values = Object.values(result.facets).reduce((sum, counts) => sum + Object.keys(counts).length, 0);
    expect(result.total_facets).toBe(values);
  });

  it('selecting a brand filters the products but still counts the other brands', async () => {
    const all = await page({});
    const [brand, count] = Object.entries(all.facets.brand ?? {})[0]!;
    const filtered = await page({ facets: `brand:${brand}`, per_page: '48' });
    expect(filtered.total).toBe(count);
    expect(Object.keys(filtered.facets.brand ?? {}).length).toBe(Object.keys(all.facets.brand ?? {}).length);
    const categoryTotal = Object.values(filtered.facets['category.lvl0'] ?? {}).reduce((a, b) => a + b, 0);
    expect(categoryTotal).toBeGreaterThanOrEqual(count);
    // The JSON spelling selects the same.
    expect((await page({ facets: JSON.stringify({ brand: [brand] }) })).total).toBe(count);
  });

  it('a category path selects its subtree in the page locale; facets combine with AND', async () => {
    const all = await page({ locale: 'fr-CA' });
    const [path, count] = Object.entries(all.facets['category.lvl1'] ?? {}).find(([name]) => name.includes('Audio'))!;
    const audio = await page({ locale: 'fr-CA', facets: `category.lvl1:${path}`, per_page: '48' });
    expect(audio.total).toBe(count);
    expect(path).toContain(' > ');
    const [brand, brandCount] = Object.entries(audio.facets.brand ?? {})[0]!;
    const both = await page({ locale: 'fr-CA', facets: [`category.lvl1:${path}`, `brand:${brand}`] });
    expect(both.total).toBe(brandCount);
  });

  it('the promotion group facet selects the group, and GET /promotionGroup names its codes', async () => {
    const sale = await page({ facets: 'promotion_group:on-sale', per_page: '48' });
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.data.every((product) => product.original_prices !== null)).toBe(true);
    const groups = await t.app.inject({ url: '/api/v1/promotionGroup?program_slug=demo&locale=fr-CA' });
    expect(groups.statusCode).toBe(200);
    expect(groups.json<{ data: Array<{ code: string; name: string }> }>().data).toContainEqual(
      expect.objectContaining({ code: 'on-sale', name: 'En solde' }),
    );
    expect((await t.app.inject({ url: '/api/v1/promotionGroup?program_slug=nope' })).statusCode).toBe(404);
  });

  it('min and max bound the points price and sort by price both ways', async () => {
    const ascending = await page({ min: '5000', max: '20000', sort_field: 'price', sort_direction: 'asc', per_page: '48' });
    const prices = ascending.data.map((product) => product.prices.actual);
    expect(prices.every((price) => price >= 5000 && price <= 20000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const { rows } = await t.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM product p JOIN catalog c ON c.id = p.catalog_id
        WHERE c.slug = 'merchandise' AND p.is_active AND p.price_points BETWEEN 5000 AND 20000`,
    );
    expect(ascending.total).toBe(rows[0]!.n);
    const descending = await page({ min: '5000', max: '20000', sort_field: 'price', sort_direction: 'desc' });
    expect(descending.data[0]!.prices.actual).toBe(Math.max(...prices, ...descending.data.map((p) => p.prices.actual)));
  });

  it('sorts by name in the page locale', async () => {
    const names = (await page({ sort_field: 'name', locale: 'fr-CA', per_page: '48' })).data.map((product) => product.name);
    // Accents do not move a name: "Écouteurs" sorts among the E's.
    const initials = names.map((name) => name.normalize('NFD').charAt(0).toLowerCase());
    expect(initials).toEqual([...initials].sort());
    const reversed = (await page({ sort_field: 'name', sort_direction: 'desc', locale: 'fr-CA' })).data[0]!.name;
    expect(reversed.normalize('NFD').charAt(0).toLowerCase() >= initials.at(-1)!).toBe(true);
  });

  it('a filtered list pages by 12; a page past the last is empty', async () => {
    const first = await page({ search: 'headphones' });
    expect(first.per_page).toBe(12);
    expect(first.data.length).toBe(Math.min(12, first.total));
    const past = await page({ search: 'headphones', page: String(first.last_page + 1) });
    expect(past).toMatchObject({ data: [], from: null, to: null, total: first.total });
  });

  it.each([
    ['min', { min: '-1' }],
    ['max', { max: '500001' }],
    ['min', { min: '300', max: '200' }],
    ['sort_field', { sort_field: 'popularity' }],
    ['sort_direction', { sort_direction: 'up' }],
    ['facets', { facets: 'colour:red' }],
    ['facets', { facets: 'category.lvl7:Electronics' }],
    ['facets', { facets: '{"brand":' }],
    ['facets', { facets: 'no-colon' }],
    ['page', { page: '0' }],
    ['search', { search: 'x'.repeat(201) }],
  ])('an invalid %s is a 400 naming the field', async (field, query) => {
    const response = await t.app.inject({ url: '/api/v1/guest/product', query: { currency_id: '1', program_slug: 'demo', ...query } });
    expect(response.statusCode, response.body).toBe(400);
    const body = errorBody(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.errors?.map((error) => error.field).join(' ')).toContain(field);
  });
});
