import { DEFAULT_CATALOGUE, PRODUCTS_PER_PAGE, type CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { CATEGORY_FACET_PREFIX } from '@rewards-storefront/domain/catalogue/category-path';
import { defaultSortDirection } from '@rewards-storefront/domain/catalogue/product-sort';
import { spellingVariants } from '@rewards-storefront/domain/catalogue/spelling-variants';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { ProductPage, PromotionGroup } from '@openapi/schemas';
import type { Pool } from 'pg';
import { ApiError } from '../http/api-error';
import { findProgrammeBySlug, type ProgrammeRow } from '../account/member-repository';
import type { ContentVersionSource } from '../content/content-version-source';
import { GuestContentCache } from '../content/guest-content-cache';
import { levelOf, parseFacets } from './facet-selection';
import { findPromotionGroups } from './product-detail-repository';
import { toListItem } from './product-list-item';
import { findCatalog, findProductListRows, type CatalogRow } from './product-repository';
import {
  catalogueWords,
  searchFacets,
  searchPageIds,
  searchWords,
  TYPO_MIN_LENGTH,
  type FacetRow,
  type ProductSearch,
  type SortDirection,
  type SortField,
} from './product-search-repository';

export interface ProductQuery {
  catalog?: CatalogueSlug;
  locale?: Locale;
  page?: number;
  perPage?: number;
  search?: string;
  /** Raw `facets` values: `facet:value` entries or JSON objects (see parseFacets). */
  facets?: string[];
  min?: number;
  max?: number;
  sortField?: SortField;
  sortDirection?: SortDirection;
}

/** How long facet counts are reused on one node, and how many searches are kept. */
const FACET_CACHE_MS = 10_000;
const FACET_CACHE_ENTRIES = 500;
/** Programmes (and their promotion groups per language) kept at most: slugs are the client's to choose. */
const KEPT_PROGRAMMES = 64;

function isEmpty(rows: readonly FacetRow[]): boolean {
  return rows.every((row) => row.facet !== 'total' || row.count === 0);
}

/**
 * Catalogue browsing for members and guests: product pages with their facet
 * counts (search, filters, sort), the promotion groups, and a guest's
 * programme.
 */
export class CatalogueSearchService {
  /**
   * Facet counts (and the total) per search, for a short time: they are the
   * costly half of a list page (every filtered product is counted, four
   * ways) and a shop's first pages are the same few queries over and over.
   * Identical requests in flight share one query. Counts may lag a catalogue
   * change by `facetCacheMs` on this node; the page of products itself is
   * always read fresh. 0 turns the cache off.
   */
  private readonly facetCache = new Map<string, { expiresAt: number; value: Promise<FacetRow[]> }>();
  private readonly searchCache = new Map<string, { expiresAt: number; value: Promise<number[]> }>();
  /** The words of each catalogue, read only when a search found nothing, and kept as long as facet counts. */
  private readonly vocabularyCache = new Map<string, { expiresAt: number; value: Promise<string[]> }>();
  /** Catalogues are created by the seed and never renamed or removed, so their ids are kept once read. */
  private readonly catalogs = new Map<string, CatalogRow>();

  /**
   * Programmes and their promotion groups by slug (and language), kept under
   * the content's version: both tables count content changes (migrations 0027
   * and 0031), so a change shows as soon as the node knows the new version.
   * Slugs are the client's to choose: a bounded number is kept, the oldest
   * going first.
   */
  private readonly programmes = new GuestContentCache<ProgrammeRow | null>(KEPT_PROGRAMMES);
  private readonly promotionGroupLists = new GuestContentCache<PromotionGroup[]>(KEPT_PROGRAMMES);
  private readonly facetCacheMs: number;
  private readonly contentVersion: ContentVersionSource | null;

  constructor(
    private readonly pool: Pool,
    /** Facet counts' time on this node (0: none); the content's version, under which programmes are kept (none: read each time). */
    { facetCacheMs = FACET_CACHE_MS, contentVersion }: { facetCacheMs?: number; contentVersion?: ContentVersionSource } = {},
  ) {
    this.facetCacheMs = facetCacheMs;
    this.contentVersion = contentVersion ?? null;
  }

  /** A guest names the programme and its points currency; anything else is not this programme's catalogue. */
  async guestProgrammeId(programSlug: string, currencyId: number): Promise<number> {
    const programme = await this.programme(programSlug);
    if (!programme) throw ApiError.notFound(`There is no programme "${programSlug}".`);
    if (programme.pointsCurrencyId !== currencyId) {
      throw ApiError.validation([{ field: 'currency_id', message: `must be the programme's points currency (${programme.pointsCurrencyId})` }]);
    }
    return programme.id;
  }

  async listProducts(programmeId: number, query: ProductQuery): Promise<ProductPage> {
    const catalogSlug = query.catalog ?? DEFAULT_CATALOGUE;
    const locale = query.locale ?? DEFAULT_LOCALE;
    const page = query.page ?? 1;
    const perPage = query.perPage ?? PRODUCTS_PER_PAGE;
    if (query.min !== undefined && query.max !== undefined && query.min > query.max) {
      throw ApiError.validation([{ field: 'min', message: 'must not be above max' }]);
    }
    const selection = parseFacets(query.facets ?? []);

    const catalog = await this.catalog(programmeId, catalogSlug);

    const offset = (page - 1) * perPage;
    const exact = {
      catalogId: catalog.id,
      programmeId,
      locale,
      words: searchWords(query.search),
      typoTolerant: false,
      corrections: [],
      ...selection,
      min: query.min ?? null,
      max: query.max ?? null,
      sort: query.sortField ? { field: query.sortField, direction: query.sortDirection ?? defaultSortDirection(query.sortField) } : null,
      limit: perPage,
      offset,
    } satisfies ProductSearch;
    // The facets and the page are two statements run side by side (no waterfall).
    let [facetRows, ids] = await Promise.all([this.facets(exact), this.pageIds(exact)]);
    if (exact.words.join(' ').length >= TYPO_MIN_LENGTH) {
      const vocabulary = await this.vocabulary(catalog.id);
      const corrections = exact.words.map((word) => spellingVariants(word, vocabulary));
      if (isEmpty(facetRows)) {
        // Nothing matched the words as typed: look again allowing for typos, both the catalogue words
        // within one edit of a typed word ("aurlais" for "auralis") and names of similar trigrams.
        const tolerant = { ...exact, typoTolerant: true, corrections };
        [facetRows, ids] = await Promise.all([this.facets(tolerant), this.pageIds(tolerant)]);
      } else if (corrections.some((variants) => variants.length > 0)) {
        // The words as typed found some products, but a word is no catalogue word (the stemmer matched it):
        // its one-edit corrections are searched beside it, so what was found stays and the meant word is added.
        const corrected = { ...exact, corrections };
        [facetRows, ids] = await Promise.all([this.facets(corrected), this.pageIds(corrected)]);
      }
    }
    const rows = await findProductListRows(this.pool, { ids, locale });

    let total = 0;
    const facets: Record<string, Record<string, number>> = {};
    let totalFacets = 0;
    for (const row of facetRows) {
      if (row.facet === 'total') {
        total = row.count;
        continue;
      }
      const name = row.facet === 'category' ? `${CATEGORY_FACET_PREFIX}${levelOf(row.value)}` : row.facet;
      (facets[name] ??= {})[row.value] = row.count;
      totalFacets += 1;
    }
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    return {
      data: rows.map(toListItem),
      facets,
      total_facets: totalFacets,
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      from: rows.length > 0 ? offset + 1 : null,
      to: rows.length > 0 ? offset + rows.length : null,
      total,
    };
  }

  async promotionGroups(programSlug: string, locale: Locale = DEFAULT_LOCALE): Promise<PromotionGroup[]> {
    return this.keptUnderContentVersion(this.promotionGroupLists, `${programSlug}\n${locale}`, async () => {
      const programme = await this.programme(programSlug);
      if (!programme) throw ApiError.notFound(`There is no programme "${programSlug}".`);
      const groups = await findPromotionGroups(this.pool, programme.id);
      return groups.map((group) => ({
        id: Number(group.id),
        code: group.code,
        name: (locale === 'fr-CA' ? group.nameFr : null) ?? group.nameEn,
      }));
    });
  }

  private programme(slug: string): Promise<ProgrammeRow | null> {
    return this.keptUnderContentVersion(this.programmes, slug, () => findProgrammeBySlug(this.pool, slug));
  }

  /** `read()`'s value, kept for `key` while the content's version stays the one it was read under. */
  private async keptUnderContentVersion<T>(cache: GuestContentCache<T>, key: string, read: () => Promise<T>): Promise<T> {
    if (this.contentVersion === null) return read();
    const version = await this.contentVersion.version();
    const now = Date.now();
    const kept = cache.get(key, version, now);
    if (kept !== undefined) return kept;
    const value = await read();
    cache.set(key, version, value, now, Number.POSITIVE_INFINITY);
    return value;
  }

  private async catalog(programmeId: number, slug: CatalogueSlug): Promise<CatalogRow> {
    const key = `${programmeId}:${slug}`;
    const known = this.catalogs.get(key);
    if (known) return known;
    const catalog = await findCatalog(this.pool, programmeId, slug);
    if (!catalog) throw ApiError.notFound(`This programme has no "${slug}" catalogue.`);
    this.catalogs.set(key, catalog);
    return catalog;
  }

  private vocabulary(catalogId: number): Promise<string[]> {
    return this.cached(this.vocabularyCache, { catalogId }, () => catalogueWords(this.pool, catalogId));
  }

  private facets(search: ProductSearch): Promise<FacetRow[]> {
    const { limit: _limit, offset: _offset, sort: _sort, ...counted } = search;
    return this.cached(this.facetCache, { ...counted, categoryPaths: [...counted.categoryPaths] }, () => searchFacets(this.pool, search));
  }

  /**
   * The ids of a page. Searches (ranked over every match, in two languages)
   * are reused like the facets; the products' fields are always read fresh.
   * Browsing without words is cheap (index order) and never cached.
   */
  private pageIds(search: ProductSearch): Promise<number[]> {
    if (search.words.length === 0) return searchPageIds(this.pool, search);
    return this.cached(this.searchCache, { ...search, categoryPaths: [...search.categoryPaths] }, () => searchPageIds(this.pool, search));
  }

  private cached<T>(cache: Map<string, { expiresAt: number; value: Promise<T> }>, keyParts: object, load: () => Promise<T>): Promise<T> {
    if (this.facetCacheMs <= 0) return load();
    const key = JSON.stringify(keyParts);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    if (cache.size >= FACET_CACHE_ENTRIES) {
      // Oldest first (a Map keeps insertion order).
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.delete(key);
    cache.set(key, { expiresAt: now + this.facetCacheMs, value });
    value.catch(() => cache.delete(key));
    return value;
  }
}
