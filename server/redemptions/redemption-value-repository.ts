import type { Queryable } from '../database/queryable';

/** The catalogue product whose points buy the most retail value, per catalogue. */
export interface BestCatalogueValueRow {
  catalogSlug: string;
  slug: string;
  nameEn: string;
  nameFr: string;
  cents: number;
  points: number;
}

/**
 * Per catalogue of `catalogSlugs`, the orderable variant of an active product whose retail value over its price is
 * highest (ties: the older product id, then the variant's position). The ratio is a numeric division, exact to
 * far more digits than any price or retail value has.
 */
export async function findBestCatalogueValues(
  db: Queryable,
  programmeId: number,
  catalogSlugs: readonly string[],
): Promise<BestCatalogueValueRow[]> {
  const { rows } = await db.query<BestCatalogueValueRow>(
    `SELECT DISTINCT ON (c.slug)
            c.slug AS "catalogSlug", p.slug, p.name_en AS "nameEn", COALESCE(p.name_fr, p.name_en) AS "nameFr",
            COALESCE(v.retail_value_cents, p.retail_value_cents)::float8 AS cents,
            COALESCE(v.price_points, p.price_points)::float8 AS points
       FROM product p
       JOIN catalog c ON c.id = p.catalog_id
       JOIN product_variant v ON v.product_id = p.id
      WHERE c.programme_id = $1 AND c.slug = ANY($2::text[]) AND p.is_active AND v.is_available
        AND COALESCE(v.retail_value_cents, p.retail_value_cents) IS NOT NULL
      ORDER BY c.slug,
               COALESCE(v.retail_value_cents, p.retail_value_cents)::numeric / COALESCE(v.price_points, p.price_points) DESC,
               p.id, v.position, v.id`,
    [programmeId, catalogSlugs],
  );
  return rows;
}

/** An external redemption a card may make (cash back, direct deposit, a miles partner). */
export interface ExternalWayRow {
  kind: 'cash_back' | 'direct_deposit' | 'miles_transfer';
  groupCode: string;
  slug: string;
  titleEn: string;
  titleFr: string;
  /** Miles per point as stored (four decimals); null for cash. */
  milesPerPoint: number | null;
}

/** The programme's external redemption products open to cards of `cardType` (spec §6), in their groups' order. */
export async function findExternalWays(db: Queryable, programmeId: number, cardType: string): Promise<ExternalWayRow[]> {
  const { rows } = await db.query<ExternalWayRow>(
    `SELECT g.kind, g.code AS "groupCode", p.slug, p.title_en AS "titleEn", p.title_fr AS "titleFr",
            p.miles_per_point::float8 AS "milesPerPoint"
       FROM external_redemption_product p JOIN external_redemption_product_group g ON g.id = p.group_id
      WHERE g.programme_id = $1 AND (p.card_types IS NULL OR $2 = ANY(p.card_types))
      ORDER BY g.id, p.position, p.id`,
    [programmeId, cardType],
  );
  return rows;
}

/** The programme's reference value of one airline mile, in hundredths of a cent (migration 0028). */
export async function findMileReferenceValue(db: Queryable, programmeId: number): Promise<number> {
  const { rows } = await db.query<{ value: number }>(
    'SELECT mile_reference_value_hundredths_cent AS value FROM programme WHERE id = $1',
    [programmeId],
  );
  return rows[0]?.value ?? 150;
}
