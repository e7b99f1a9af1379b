import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/database/migrate';
import type { TestDatabase } from './support/test-database';
import { useTestDatabase } from './support/use-test-database';

/** The stored content a member can follow, in display order, without ids or positions (a migration may leave gaps). */
async function contentLinks(db: TestDatabase) {
  const query = async (sql: string) => (await db.pool.query(sql)).rows;
  return {
    menu: await query(
      `SELECT parent.slug AS parent, item.slug, item.title_en, item.title_fr, item.description_en, item.description_fr, item.route
         FROM content_menu_item item LEFT JOIN content_menu_item parent ON parent.id = item.parent_id
        ORDER BY item.menu_kind, parent.position NULLS FIRST, item.position`,
    ),
    footer: await query(
      `SELECT list.title_en AS list, link.title_en, link.title_fr, link.url_en, link.url_fr
         FROM content_footer_link link LEFT JOIN content_footer_list list ON list.id = link.list_id
        ORDER BY link.section, list.position, link.position`,
    ),
    sections: await query(
      `SELECT page.slug, section.position AS section, link.label_en, link.label_fr, link.url
         FROM content_section_link link JOIN content_section section ON section.id = link.section_id
         JOIN content_page page ON page.id = section.page_id
        ORDER BY page.slug, section.position, link.position`,
    ),
    slides: await query('SELECT heading_en, button_url_en, button_url_fr FROM content_slide ORDER BY page_id, position'),
    broadcasts: await query(
      `SELECT slug, description_en, description_fr, link_label_en, link_label_fr, link_url FROM content_broadcast ORDER BY position`,
    ),
  };
}

/** Puts the demo content back as the seed wrote it before migration 0018 (issue 21: ?catalog=, no cash back, no broadcast links). */
async function contentAsSeededBefore0018(db: TestDatabase): Promise<void> {
  await db.pool.query(`
    ALTER TABLE content_broadcast DROP CONSTRAINT content_broadcast_link,
      DROP COLUMN link_label_en, DROP COLUMN link_label_fr, DROP COLUMN link_url;
    DELETE FROM schema_migration WHERE version = 18;
    DELETE FROM content_menu_item WHERE slug = 'cash-back';
    DELETE FROM content_footer_link WHERE url_en = '/redeem/cash-back';
    UPDATE content_menu_item SET route = '/shop?catalog=gift-cards' WHERE route = '/shop?catalogue=gift-cards';
    UPDATE content_footer_link SET url_en = '/shop?catalog=gift-cards' WHERE url_en = '/shop?catalogue=gift-cards';
    UPDATE content_section_link SET url = '/shop?catalog=gift-cards' WHERE url = '/shop?catalogue=gift-cards';
    UPDATE content_section_link SET url = '/financial-rewards', label_en = 'See financial rewards',
           label_fr = 'Voir les récompenses financières' WHERE url = '/redeem/cash-back';
    UPDATE content_slide SET button_url_en = '/shop?catalog=gift-cards', button_url_fr = '/shop?catalog=gift-cards'
     WHERE button_url_en = '/shop?catalogue=gift-cards';
    UPDATE content_broadcast
       SET description_en = 'Redeem your points as a statement credit on your business account from the Financial rewards page.',
           description_fr = 'Échangez vos points contre un crédit au relevé de votre compte d’entreprise à la page Récompenses financières.'
     WHERE slug = 'business_statement_credit_2025';
  `);
}

describe('migration 0018: stored content links (issue 21 items 1 and 3)', () => {
  const db = useTestDatabase();
  let migration: string;

  beforeAll(async () => {
    migration = await readFile(join(MIGRATIONS_DIR, '0018_content_links.sql'), 'utf8');
  });

  it('a database seeded before it ends with the links a fresh seed has: ?catalogue=, cash back in the menu, footer, examples and broadcast', async () => {
    const fresh = await contentLinks(db);
    await contentAsSeededBefore0018(db);
    const old = JSON.stringify(await db.pool.query("SELECT route FROM content_menu_item WHERE route LIKE '%catalog=%'"));
    expect(old).toContain('catalog=gift-cards');
    await db.pool.query(migration);
    expect(await contentLinks(db)).toEqual(fresh);
  });

  it('rewrites ?catalog= in every stored in-store link, leaving external addresses and content an operator changed alone', async () => {
    await db.pool.query(`
      UPDATE content_menu_item SET route = '/shop?q=tv&catalog=charitable-donations' WHERE slug = 'merchandise';
      UPDATE content_footer_link SET url_en = 'https://bank.example/offers?catalog=gift-cards' WHERE title_en = 'Privacy';
      UPDATE content_broadcast SET description_en = 'Our own words.', link_label_en = NULL, link_label_fr = NULL, link_url = NULL
       WHERE slug = 'business_statement_credit_2025';
      ALTER TABLE content_broadcast DROP CONSTRAINT content_broadcast_link,
        DROP COLUMN link_label_en, DROP COLUMN link_label_fr, DROP COLUMN link_url;
    `);
    await db.pool.query(migration);
    const { rows: menu } = await db.pool.query("SELECT route FROM content_menu_item WHERE slug = 'merchandise'");
    expect(menu[0]?.route).toBe('/shop?q=tv&catalogue=charitable-donations');
    const { rows: privacy } = await db.pool.query("SELECT url_en FROM content_footer_link WHERE title_en = 'Privacy'");
    expect(privacy[0]?.url_en).toBe('https://bank.example/offers?catalog=gift-cards');
    const { rows: business } = await db.pool.query(
      "SELECT description_en, link_url FROM content_broadcast WHERE slug = 'business_statement_credit_2025'",
    );
    expect(business[0]).toEqual({ description_en: 'Our own words.', link_url: null });
    const { rows: cashBack } = await db.pool.query("SELECT count(*)::int AS count FROM content_menu_item WHERE slug = 'cash-back'");
    expect(cashBack[0]?.count).toBe(1);
  });

  it('refuses a broadcast link that is not an in-store path, or a label without a link', async () => {
    const insert = (url: string | null, label: string | null) =>
      db.pool.query(
        `INSERT INTO content_broadcast (programme_id, slug, title_en, description_en, link_label_en, link_url)
         SELECT id, 'link_check', 'T', 'D', $1, $2 FROM programme WHERE slug = 'demo'`,
        [label, url],
      );
    await expect(insert('//evil.example/x', 'Go')).rejects.toThrow(/content_broadcast_link/);
    await expect(insert('javascript:alert(1)', 'Go')).rejects.toThrow(/content_broadcast_link/);
    await expect(insert(null, 'Go')).rejects.toThrow(/content_broadcast_link/);
    await expect(insert('/redeem/cash-back', null)).rejects.toThrow(/content_broadcast_link/);
  });
});
