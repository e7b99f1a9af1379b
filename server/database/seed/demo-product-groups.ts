import type { PoolClient } from 'pg';
import type { Pair } from './catalogue-word-lists';

/** A product group of the demo programme and the slugs of its products (demo-catalogue.ts makes them). */
export interface SeedProductGroup {
  code: string;
  name: Pair;
  productSlugs: readonly string[];
}

/**
 * The demo families shown as "More in this range": a headphones range in
 * merchandise, a gift-card family of travel partners, and the investment
 * family of the financial rewards. Every slug is a demo product (checked by
 * demo-catalogue.test.ts), each group has 3 to 6 products, and no product is
 * in two groups.
 */
export const DEMO_PRODUCT_GROUPS: readonly SeedProductGroup[] = [
  {
    code: 'headphones-range',
    name: ['Headphones Range', 'Gamme de casques d’écoute'],
    productSlugs: [
      'auralis-pulse-wireless-headphones',
      'lumio-drift-noise-cancelling-headphones',
      'nordika-sierra-studio-headphones',
      'zenith-labs-echo-kids-headphones',
    ],
  },
  {
    code: 'travel-gift-cards',
    name: ['Travel Partner Gift Cards', 'Cartes-cadeaux des partenaires voyage'],
    productSlugs: [
      'skyway-hotels-egift-card',
      'skyway-hotels-gift-card',
      'coastline-car-rental-egift-card',
      'coastline-car-rental-gift-card',
      'via-nord-rail-egift-card',
      'via-nord-rail-gift-card',
    ],
  },
  {
    code: 'investment-contributions',
    name: ['Investment Contributions', 'Cotisations de placement'],
    productSlugs: ['rrsp-contribution', 'tfsa-contribution', 'resp-contribution', 'investment-account-deposit'],
  },
];

/**
 * Creates the demo product groups and places their products, while the
 * programme has no product group yet: a database seeded before groups
 * existed gets them on its next start, and an operator's own groups are
 * never touched. Runs inside the caller's transaction. Returns whether
 * anything was added.
 */
export async function seedDemoProductGroups(client: PoolClient, programmeId: number): Promise<boolean> {
  const existing = await client.query('SELECT 1 FROM product_group WHERE programme_id = $1 LIMIT 1', [programmeId]);
  if (existing.rows.length > 0) return false;
  for (const group of DEMO_PRODUCT_GROUPS) {
    const { rows } = await client.query<{ id: string }>(
      'INSERT INTO product_group (programme_id, code, name_en, name_fr) VALUES ($1, $2, $3, $4) RETURNING id',
      [programmeId, group.code, group.name[0], group.name[1]],
    );
    await client.query(
      `UPDATE product p SET product_group_id = $2
         FROM catalog c
        WHERE c.id = p.catalog_id AND c.programme_id = $1 AND p.slug = ANY($3::text[])`,
      [programmeId, rows[0]!.id, group.productSlugs],
    );
  }
  return true;
}
