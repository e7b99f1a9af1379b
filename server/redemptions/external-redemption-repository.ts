import type { Queryable } from '../database/queryable';

export type ExternalRedemptionKind = 'cash_back' | 'direct_deposit' | 'miles_transfer';

export interface ExternalGroupRow {
  id: number;
  code: string;
  kind: ExternalRedemptionKind;
  nameEn: string;
  nameFr: string;
}

export interface ExternalFieldRow {
  id: number;
  productId: number;
  code: string;
  titleEn: string;
  titleFr: string;
  validationRegex: string;
}

export interface ExternalProductRow {
  id: number;
  groupCode: string;
  kind: ExternalRedemptionKind;
  slug: string;
  titleEn: string;
  titleFr: string;
  descriptionEn: string;
  descriptionFr: string;
  termsEn: string;
  termsFr: string;
  partnerName: string;
  currencyNameEn: string;
  currencyNameFr: string;
  milesPerPoint: number | null;
  minPoints: number;
  maxPoints: number | null;
  cardTypes: string[] | null;
  imageUrl: string | null;
}

const PRODUCT_COLUMNS = `p.id, g.code AS "groupCode", g.kind, p.slug, p.title_en AS "titleEn", p.title_fr AS "titleFr",
  p.description_en AS "descriptionEn", p.description_fr AS "descriptionFr", p.terms_en AS "termsEn", p.terms_fr AS "termsFr",
  p.partner_name AS "partnerName", p.currency_name_en AS "currencyNameEn", p.currency_name_fr AS "currencyNameFr",
  p.miles_per_point::float8 AS "milesPerPoint", p.min_points::int AS "minPoints", p.max_points::int AS "maxPoints",
  p.card_types AS "cardTypes", p.image_url AS "imageUrl"`;

export async function findGroup(db: Queryable, programmeId: number, code: string): Promise<ExternalGroupRow | null> {
  const { rows } = await db.query<ExternalGroupRow>(
    `SELECT id, code, kind, name_en AS "nameEn", name_fr AS "nameFr"
       FROM external_redemption_product_group WHERE programme_id = $1 AND code = $2`,
    [programmeId, code],
  );
  return rows[0] ?? null;
}

export async function findGroupProducts(db: Queryable, groupId: number): Promise<ExternalProductRow[]> {
  const { rows } = await db.query<ExternalProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM external_redemption_product p JOIN external_redemption_product_group g ON g.id = p.group_id
      WHERE p.group_id = $1 ORDER BY p.position, p.id`,
    [groupId],
  );
  return rows;
}

/** A product of the programme, or null (another programme's is not found). */
export async function findProductOfProgramme(db: Queryable, programmeId: number, productId: number): Promise<ExternalProductRow | null> {
  const { rows } = await db.query<ExternalProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM external_redemption_product p JOIN external_redemption_product_group g ON g.id = p.group_id
      WHERE p.id = $1 AND g.programme_id = $2`,
    [productId, programmeId],
  );
  return rows[0] ?? null;
}

export async function findFields(db: Queryable, productIds: readonly number[]): Promise<ExternalFieldRow[]> {
  const { rows } = await db.query<ExternalFieldRow>(
    `SELECT id, product_id AS "productId", code, title_en AS "titleEn", title_fr AS "titleFr", validation_regex AS "validationRegex"
       FROM external_redemption_field WHERE product_id = ANY($1::bigint[]) ORDER BY position, id`,
    [productIds],
  );
  return rows;
}

/** The programme a slug names, or null. */
export async function findProgrammeIdBySlug(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM programme WHERE slug = $1', [slug]);
  return rows[0]?.id ?? null;
}

/** A card's type (spec §1 card types), for the miles rule of spec §6. */
export async function findCardType(db: Queryable, accountId: number): Promise<string> {
  const { rows } = await db.query<{ cardType: string }>(
    'SELECT cp.card_type AS "cardType" FROM account a JOIN card_product cp ON cp.id = a.card_product_id WHERE a.id = $1',
    [accountId],
  );
  return rows[0]?.cardType ?? '';
}

/** The programme's points-to-dollar rate (dollars per point), or null for no such programme. */
export async function findProgrammeConversionRate(db: Queryable, programmeId: number): Promise<number | null> {
  const { rows } = await db.query<{ rate: number }>('SELECT conversion_rate::float8 AS rate FROM programme WHERE id = $1', [programmeId]);
  return rows[0]?.rate ?? null;
}
