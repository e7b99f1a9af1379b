import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMigrations, MIGRATIONS_DIR, runMigrations } from '../../server/database/migrate';
import { seedDemoData } from '../../server/database/seed/seed-demo-data';
import { CONTENT_AREAS } from '../../server/database/seed/seed-demo-content';
import { useScratchDatabases } from './support/scratch-databases';
import type { TestDatabase } from './support/test-database';

const FAST_HASH = { N: 1024, r: 8, p: 1, keyLength: 64 };

describe('migrations', () => {
  const scratch = useScratchDatabases();
  const emptyDatabase = () => scratch.database({ fromTemplate: false });
  const seed = (db: TestDatabase) => seedDemoData(db.pool, { programmeSlug: 'demo', passwordHashParameters: FAST_HASH });
  /** A database migrated and seeded once, as a first start leaves it. */
  const seededDatabase = async () => {
    const db = await emptyDatabase();
    await runMigrations(db.pool);
    await seed(db);
    return db;
  };

  it('migrations are idempotent: a second run applies nothing and changes nothing', async () => {
    const db = await emptyDatabase();
    const first = await runMigrations(db.pool);
    const all = await loadMigrations();
    expect(first.applied).toHaveLength(all.length);
    const second = await runMigrations(db.pool);
    expect(second).toEqual({ applied: [], alreadyApplied: all.length, newerCompatible: [] });
    const { rows } = await db.pool.query('SELECT version FROM schema_migration ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(all.map((migration) => migration.version));
  });

  it('nodes migrating at the same time apply each migration once (advisory lock)', async () => {
    const db = await emptyDatabase();
    const results = await Promise.all([runMigrations(db.pool), runMigrations(db.pool), runMigrations(db.pool)]);
    const total = (await loadMigrations()).length;
    expect(results.reduce((sum, result) => sum + result.applied.length, 0)).toBe(total);
  });

  it('the first migration enables unaccent and pg_trgm', async () => {
    const db = await emptyDatabase();
    await runMigrations(db.pool);
    const { rows } = await db.pool.query<{ extname: string }>('SELECT extname FROM pg_extension ORDER BY extname');
    expect(rows.map((row) => row.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  });

  it('a migration edited after it was applied stops the start', async () => {
    const db = await emptyDatabase();
    await runMigrations(db.pool);
    const folder = await scratch.migrationsFolder();
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    const [first] = await loadMigrations();
    const file = join(folder, `${String(first!.version).padStart(4, '0')}_${first!.name}.sql`);
    await writeFile(file, `${first!.sql}\n-- edited\n`);
    await expect(runMigrations(db.pool, { dir: folder })).rejects.toThrow(/was changed after it was applied/);
  });

  it('a failing migration leaves nothing behind and is not recorded', async () => {
    const db = await emptyDatabase();
    await runMigrations(db.pool);
    const folder = await scratch.migrationsFolder();
    await cp(MIGRATIONS_DIR, folder, { recursive: true });
    await writeFile(join(folder, '9999_broken.sql'), 'CREATE TABLE half_done (id int); SELECT no_such_function();');
    await expect(runMigrations(db.pool, { dir: folder })).rejects.toThrow(/9999/);
    const table = await db.pool.query("SELECT to_regclass('half_done') AS name");
    expect(table.rows[0]?.name).toBeNull();
    const recorded = await db.pool.query('SELECT 1 FROM schema_migration WHERE version = 9999');
    expect(recorded.rows).toHaveLength(0);
  });

  it('seeding is idempotent: a second seed of the same programme does nothing', async () => {
    const db = await emptyDatabase();
    await runMigrations(db.pool);
    const members = async () => (await db.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM member')).rows[0]!.count;
    const first = await seed(db);
    const seededMembers = await members();
    const second = await seed(db);
    expect(first.seeded).toBe(true);
    expect(first.contentSeeded).toEqual([...CONTENT_AREAS]);
    expect(second.seeded).toBe(false);
    expect(second.contentSeeded).toEqual([]);
    // The programme's own members, and those later seed areas add (e.g. the registration cardholders).
    expect(seededMembers).toBeGreaterThanOrEqual(first.counts!.members!);
    expect(await members()).toBe(seededMembers);
  });

  it('a database seeded before the content service gets the demo content on its next start', async () => {
    const db = await seededDatabase();
    // The walking skeleton's database after migration 0002: programme, people and catalogue, no content.
    await db.pool.query(
      `TRUNCATE content_menu_item, content_footer_link, content_footer_list, content_broadcast, content_slide,
                content_section_link, content_section, content_page, content_external_url, content_setting`,
    );
    const next = await seed(db);
    expect(next.seeded).toBe(false);
    expect(next.contentSeeded).toEqual([...CONTENT_AREAS]);
    const { rows } = await db.pool.query<{ slug: string }>('SELECT slug FROM content_page ORDER BY slug');
    expect(rows.map((row) => row.slug)).toEqual(['credit-cards', 'customer-support', 'examples', 'faq', 'home', 'program-rules', 'promotions']);
  });

  it('a database seeded before the credit-card and promotions pages gets them on its next start, the other pages untouched', async () => {
    const db = await seededDatabase();
    await db.pool.query("DELETE FROM content_page WHERE slug IN ('credit-cards', 'promotions')");
    await db.pool.query("UPDATE content_page SET title_en = 'Our FAQ' WHERE slug = 'faq'");
    const next = await seed(db);
    expect(next.contentSeeded).toEqual(['listing-pages']);
    const { rows } = await db.pool.query<{ slug: string; title_en: string }>('SELECT slug, title_en FROM content_page ORDER BY slug');
    expect(rows.map((row) => row.slug)).toEqual(['credit-cards', 'customer-support', 'examples', 'faq', 'home', 'program-rules', 'promotions']);
    expect(rows.find((row) => row.slug === 'faq')?.title_en).toBe('Our FAQ');
  });

  it('content an operator changed or removed is never put back by a later start', async () => {
    const db = await seededDatabase();
    await db.pool.query("DELETE FROM content_menu_item WHERE slug = 'direct-deposit'");
    await db.pool.query('DELETE FROM content_broadcast');
    const next = await seed(db);
    // Only the emptied area is filled again; the navigation keeps its removal.
    expect(next.contentSeeded).toEqual(['broadcasts']);
    const { rows } = await db.pool.query("SELECT 1 FROM content_menu_item WHERE slug = 'direct-deposit'");
    expect(rows).toHaveLength(0);
  });

  it('a database seeded before product groups gets them on its next start, and an operator’s groups are left alone', async () => {
    const db = await seededDatabase();
    // The catalogue as it was before migration 0004 gave it groups.
    await db.pool.query('UPDATE product SET product_group_id = NULL WHERE product_group_id IS NOT NULL');
    await db.pool.query('DELETE FROM product_group');
    await seed(db);
    const grouped = await db.pool.query<{ code: string; products: number }>(
      `SELECT g.code, count(p.id)::int AS products FROM product_group g JOIN product p ON p.product_group_id = g.id
        GROUP BY g.code ORDER BY g.code`,
    );
    expect(grouped.rows).toEqual([
      { code: 'headphones-range', products: 4 },
      { code: 'investment-contributions', products: 4 },
      { code: 'travel-gift-cards', products: 6 },
    ]);
    // An operator took a product out of its group: a later start does not put it back.
    await db.pool.query(`UPDATE product SET product_group_id = NULL WHERE slug = 'tfsa-contribution'`);
    await seed(db);
    const { rows } = await db.pool.query("SELECT product_group_id FROM product WHERE slug = 'tfsa-contribution'");
    expect(rows[0]!.product_group_id).toBeNull();
  });
});
