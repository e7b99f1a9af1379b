import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Queryable } from '../database/queryable';

/** A charity a gift can be shared among: an active single-charity donation product. */
export interface CharityRow {
  id: number;
  catalogId: number;
  nameEn: string;
  nameFr: string | null;
}

const SELECT_CHARITY = `
  SELECT p.id, p.catalog_id AS "catalogId", p.name_en AS "nameEn", p.name_fr AS "nameFr"
    FROM product p
    JOIN catalog c ON c.id = p.catalog_id
   WHERE p.product_type = 'charitable_donation' AND p.max_charities IS NULL AND p.is_active`;

/** The charities of a catalogue to choose from, by name in the locale. */
export async function findCharitiesOfCatalog(db: Queryable, catalogId: number, locale: Locale): Promise<CharityRow[]> {
  const { rows } = await db.query<CharityRow>(`${SELECT_CHARITY} AND p.catalog_id = $1`, [catalogId]);
  return rows.sort((a, b) => charityName(a, locale).localeCompare(charityName(b, locale), locale));
}

/** The programme's charities among `ids`; another programme's, or any other product, are not found. */
export async function findCharities(db: Queryable, programmeId: number, ids: readonly number[]): Promise<CharityRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CharityRow>(`${SELECT_CHARITY} AND c.programme_id = $1 AND p.id = ANY($2::bigint[])`, [programmeId, ids]);
  return rows;
}

/** Charities by id whatever they are now (a cart line keeps the ones chosen even if one is later withdrawn). */
export async function findCharityNames(db: Queryable, ids: readonly number[]): Promise<Map<number, CharityRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<CharityRow>(
    'SELECT id, catalog_id AS "catalogId", name_en AS "nameEn", name_fr AS "nameFr" FROM product WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

export function charityName(charity: { nameEn: string; nameFr: string | null }, locale: Locale): string {
  return locale === 'fr-CA' ? (charity.nameFr ?? charity.nameEn) : charity.nameEn;
}
