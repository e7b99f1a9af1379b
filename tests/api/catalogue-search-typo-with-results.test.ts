import type { ProductPage } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

/**
 * Issue 21: the one-typo tolerance also applies when the words as typed
 * found some products but a word is no catalogue word. Two products are
 * renamed before any search: the English stemmer reads "lamping" as
 * "lamp", so the words as typed find the lamp; "lamping" is one letter
 * from "damping", so the mat is found too.
 */
describe('a word the catalogue does not know is corrected even when the words as typed found some products', () => {
  const t = useTestApp();
  const token = useSignedIn(t, 'elite');
  beforeAll(async () => {
    const { rows } = await t.db.pool.query<{ id: string }>(
      `SELECT p.id FROM product p JOIN catalog c ON c.id = p.catalog_id WHERE c.slug = 'merchandise' ORDER BY p.id LIMIT 2`,
    );
    const [lamp, mat] = rows.map((row) => row.id);
    await t.db.pool.query(`UPDATE product SET name_en = 'Quokka Desk Lamp', name_fr = 'Lampe de bureau Quokka' WHERE id = $1`, [lamp]);
    await t.db.pool.query(`UPDATE product SET name_en = 'Quokka Damping Mat', name_fr = 'Tapis amortisseur Quokka' WHERE id = $1`, [mat]);
  });

  async function names(search: string, locale = 'en-CA'): Promise<string[]> {
    const response = await t.app.inject({ url: '/api/v1/member/product', query: { search, locale, per_page: '48' }, headers: bearer(token()) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductPage>().data.map((product) => product.name);
  }

  it('the words spelt right find the lamp only', async () => {
    expect(await names('quokka lamp')).toEqual(['Quokka Desk Lamp']);
  });

  it('"quokka lamping" keeps the lamp the words as typed found and adds the mat one letter away', async () => {
    expect((await names('quokka lamping')).sort()).toEqual(['Quokka Damping Mat', 'Quokka Desk Lamp']);
  });

  it('on the French page too', async () => {
    expect((await names('quokka lamping', 'fr-CA')).sort()).toEqual(['Lampe de bureau Quokka', 'Tapis amortisseur Quokka']);
  });

  it('a search whose every word is a catalogue word is not corrected: "quokka damping" finds the mat only', async () => {
    expect(await names('quokka damping')).toEqual(['Quokka Damping Mat']);
  });
});
