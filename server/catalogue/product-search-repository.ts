import type { ProductSortField, SortDirection } from '@rewards-storefront/domain/catalogue/product-sort';
import { SPELLING_MIN_LENGTH } from '@rewards-storefront/domain/catalogue/spelling-variants';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Queryable } from '../database/queryable';

export type SortField = ProductSortField;
export type { SortDirection };

/** A validated catalogue search. Facet selections are OR within a facet and AND across facets. */
export interface ProductSearch {
  catalogId: number;
  programmeId: number;
  locale: Locale;
  /** Words of the search box; empty means no search. */
  words: string[];
  /**
   * Also match names by trigram word similarity (typos). The service asks for
   * it only when the full-text search found nothing: the trigram match is the
   * costly part of a search, and a word that matches needs no correction.
   */
  typoTolerant: boolean;
  /**
   * Per word of `words`, the catalogue words it may have been a misspelling
   * of (see spellingVariants), searched as alternatives to the word typed.
   * Empty lists but in the service's second pass: the typo-tolerant one when
   * the words as typed found nothing, or when they found some products but a
   * word is no catalogue word.
   */
  corrections: string[][];
  /** Selected category paths by level ("Electronics > Audio" at level 1). */
  categoryPaths: Map<number, string[]>;
  brands: string[];
  promotionGroups: string[];
  min: number | null;
  max: number | null;
  sort: { field: SortField; direction: SortDirection } | null;
  limit: number;
  offset: number;
}

export interface FacetRow {
  facet: 'total' | 'category' | 'brand' | 'promotion_group';
  value: string;
  count: number;
}

/** Typos are looked for only in searches long enough for trigrams and corrections to mean something. */
export const TYPO_MIN_LENGTH = SPELLING_MIN_LENGTH;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * `word:*` for every word, joined by AND: prefix matching while typing; a
 * word with corrections is `(word:* | correction:* | …)`. The words are
 * letters and digits only (see searchWords; corrections are letters), so the
 * text cannot carry tsquery operators.
 */
function prefixQuery(words: string[], corrections: string[][]): string {
  return words
    .map((word, index) => {
      const spellings = [word, ...(corrections[index] ?? [])];
      return spellings.length === 1 ? `${word}:*` : `(${spellings.map((spelling) => `${spelling}:*`).join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The distinct words of a catalogue (unaccented, lower-case, both languages:
 * migration 0011), that a misspelt search word is compared with.
 */
export async function catalogueWords(db: Queryable, catalogId: number): Promise<string[]> {
  const { rows } = await db.query<{ word: string }>('SELECT word FROM catalog_word WHERE catalog_id = $1', [catalogId]);
  return rows.map((row) => row.word);
}

/** Letters and digits of the search box, lower-cased; everything else separates words. */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return (search.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

interface Compiled {
  params: Params;
  /** Conditions every row of the base set meets (catalogue, price, search). */
  where: string[];
  matchCategory: string;
  matchBrand: string;
  matchPromotion: string;
  tsqueryEn: string | null;
  tsqueryFr: string | null;
  typo: string | null;
}

function compile(search: ProductSearch): Compiled {
  const params = new Params();
  const where = [`p.catalog_id = ${params.add(search.catalogId)}`, 'p.is_active'];
  if (search.min !== null) where.push(`p.price_points >= ${params.add(search.min)}`);
  if (search.max !== null) where.push(`p.price_points <= ${params.add(search.max)}`);

  let tsqueryEn: string | null = null;
  let tsqueryFr: string | null = null;
  let typo: string | null = null;
  if (search.words.length > 0) {
    const query = params.add(prefixQuery(search.words, search.corrections));
    tsqueryEn = `to_tsquery('english', immutable_unaccent(${query}))`;
    tsqueryFr = `to_tsquery('french', immutable_unaccent(${query}))`;
    // Both languages are searched whatever the page's locale: a French name typed on the English page still finds.
    const alternatives = [`p.search_en @@ ${tsqueryEn}`, `p.search_fr @@ ${tsqueryFr}`];
    const phrase = search.words.join(' ');
    if (search.typoTolerant && phrase.length >= TYPO_MIN_LENGTH) {
      typo = `immutable_unaccent(${params.add(phrase)})`;
      alternatives.push(`${typo} <% p.search_name`);
    }
    where.push(`(${alternatives.join(' OR ')})`);
  }

  const pathsColumn = search.locale === 'fr-CA' ? 'p.category_paths_fr' : 'p.category_paths_en';
  const categoryConditions = [...search.categoryPaths.values()]
    .filter((paths) => paths.length > 0)
    .map((paths) => `${pathsColumn} && ${params.add(paths)}::text[]`);
  const matchCategory = categoryConditions.length > 0 ? categoryConditions.join(' AND ') : 'true';
  const matchBrand =
    search.brands.length > 0
      ? // An array computed once (an InitPlan), not a semi-join: the planner then estimates the brand's
        // share right and walks product_facet_covering_idx in price order, stopping at the page.
        `p.brand_id = ANY((SELECT array_agg(b.id) FROM brand b WHERE b.programme_id = ${params.add(search.programmeId)} AND b.name = ANY(${params.add(search.brands)}::text[]))::bigint[])`
      : 'true';
  const matchPromotion =
    search.promotionGroups.length > 0 ? `p.promotion_group_codes && ${params.add(search.promotionGroups)}::text[]` : 'true';
  return { params, where, matchCategory, matchBrand, matchPromotion, tsqueryEn, tsqueryFr, typo };
}

/**
 * The total and the facet counts of the filtered set in one statement. Each
 * facet is counted with the other facets' selections but not its own, so a
 * shopper sees what choosing another brand (or category, or group) would give.
 * Each count is its own branch with its own conditions (not one materialised
 * set filtered four ways): the planner then uses the GIN and B-tree indexes
 * of the selections for every branch, and nothing spills to disk.
 */
export async function searchFacets(db: Queryable, search: ProductSearch): Promise<FacetRow[]> {
  const c = compile(search);
  const pathsColumn = search.locale === 'fr-CA' ? 'p.category_paths_fr' : 'p.category_paths_en';
  const base = c.where.join(' AND ');
  const { rows } = await db.query<FacetRow>(
    `SELECT 'total' AS facet, '' AS value, count(*)::int AS count FROM product p
      WHERE ${base} AND ${c.matchCategory} AND ${c.matchBrand} AND ${c.matchPromotion}
     UNION ALL
     SELECT 'category', path, count(*)::int FROM product p, unnest(${pathsColumn}) AS path
      WHERE ${base} AND ${c.matchBrand} AND ${c.matchPromotion} GROUP BY path
     UNION ALL
     SELECT 'brand', b.name, count(*)::int FROM product p JOIN brand b ON b.id = p.brand_id
      WHERE ${base} AND ${c.matchCategory} AND ${c.matchPromotion} GROUP BY b.name
     UNION ALL
     SELECT 'promotion_group', code, count(*)::int FROM product p, unnest(p.promotion_group_codes) AS code
      WHERE ${base} AND ${c.matchCategory} AND ${c.matchBrand} GROUP BY code`,
    c.params.values,
  );
  return rows;
}

/** The ids of one page, in order. */
export async function searchPageIds(db: Queryable, search: ProductSearch): Promise<number[]> {
  const c = compile(search);
  const order: string[] = [];
  if (search.sort) {
    const direction = search.sort.direction === 'asc' ? 'ASC' : 'DESC';
    const name =
      search.locale === 'fr-CA' ? 'lower(immutable_unaccent(COALESCE(p.name_fr, p.name_en)))' : 'lower(immutable_unaccent(p.name_en))';
    const column = { created_at: 'p.created_at', price: 'p.price_points', name }[search.sort.field];
    order.push(`${column} ${direction}`);
  } else if (c.tsqueryEn && c.tsqueryFr) {
    // Relevance: full-text rank in the better of the two languages, then trigram closeness of the name.
    order.push(`greatest(ts_rank(p.search_en, ${c.tsqueryEn}), ts_rank(p.search_fr, ${c.tsqueryFr})) DESC`);
    if (c.typo) order.push(`word_similarity(${c.typo}, p.search_name) DESC`);
  }
  // Ties end on a total order, so pages never overlap or skip a product: by price, the id in the
  // same direction (the order of product_facet_covering_idx); otherwise newest first, then the id.
  if (search.sort?.field === 'price') order.push(`p.id ${search.sort.direction === 'asc' ? 'ASC' : 'DESC'}`);
  else if (search.sort?.field === 'created_at' && search.sort.direction === 'asc') order.push('p.created_at ASC, p.id ASC');
  else order.push('p.created_at DESC, p.id DESC');
  const limit = c.params.add(search.limit);
  const offset = c.params.add(search.offset);
  const { rows } = await db.query<{ id: number }>(
    `SELECT p.id FROM product p
      WHERE ${[...c.where, c.matchCategory, c.matchBrand, c.matchPromotion].join(' AND ')}
      ORDER BY ${order.join(', ')}
      LIMIT ${limit} OFFSET ${offset}`,
    c.params.values,
  );
  return rows.map((row) => Number(row.id));
}
