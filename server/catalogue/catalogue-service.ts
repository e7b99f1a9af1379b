import { DEFAULT_CATALOGUE, PRODUCTS_PER_PAGE, type CatalogueSlug } from '@domain/catalogue/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@domain/locale/locale';
import type { components } from '@openapi/programme-api';
import type { Pool } from 'pg';
import { ApiError } from '../http/api-error';
import { findProgrammeBySlug } from '../members/member-repository';
import { CATEGORY_FACET_PREFIX, CATEGORY_DELIMITER } from '@domain/catalogue/category-path';
import type { SessionClaims } from '../auth/token-service';
import { requireWriteAccess } from '../auth/write-access-guard';
import type { MemberRow } from '../members/member-repository';
import { findProductDetail, findPromotionGroups, findVariants, type VariantRow } from './product-detail-repository';
import { findCatalog, findProductListRows, type CatalogRow } from './product-repository';
import { toListItem } from './product-list-item';
import { isVariantOrderable } from './variant-availability';
import { searchFacets, searchPageIds, searchWords, TYPO_MIN_LENGTH, type FacetRow, type ProductSearch, type SortDirection, type SortField } from './product-search';
import {
  deleteWishlistItem,
  findVariantPlacement,
  findWishlist,
  findWishlistIdForProduct,
  findWishlistItem,
  insertWishlistItem,
  type WishlistRow,
} from './wishlist-repository';

type ProductPage = components['schemas']['ProductPage'];
type ProductDetail = components['schemas']['ProductDetail'];
type ProductVariant = components['schemas']['ProductVariant'];
type WishlistItem = components['schemas']['WishlistItem'];
type PromotionGroup = components['schemas']['PromotionGroup'];
export type WishlistSort = 'newest' | 'oldest' | 'name-a-z' | 'name-z-a' | 'price-low-high' | 'price-high-low';

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

/** The facets a shopper can select, beyond the category levels. */
const FACET_BRAND = 'brand';
const FACET_PROMOTION_GROUP = 'promotion_group';
/** Categories have three levels (0, 1, 2). */
const CATEGORY_LEVELS = 3;
const PATH_JOINER = ` ${CATEGORY_DELIMITER} `;

export interface FacetSelection {
  categoryPaths: Map<number, string[]>;
  brands: string[];
  promotionGroups: string[];
}

function facetError(message: string): ApiError {
  return ApiError.validation([{ field: 'facets', message }]);
}

/**
 * `facets` arrives as repeated `facet:value` entries or as JSON objects of
 * facet to value (or values); both spellings may be mixed. Unknown facets and
 * malformed entries are a 400, never silently ignored.
 */
export function parseFacets(entries: readonly string[]): FacetSelection {
  const selection: FacetSelection = { categoryPaths: new Map(), brands: [], promotionGroups: [] };
  const add = (facet: string, value: string): void => {
    const trimmed = value.trim();
    if (trimmed === '') throw facetError(`"${facet}" needs a value`);
    if (facet === FACET_BRAND) selection.brands.push(trimmed);
    else if (facet === FACET_PROMOTION_GROUP) selection.promotionGroups.push(trimmed);
    else if (facet.startsWith(CATEGORY_FACET_PREFIX)) {
      const level = Number(facet.slice(CATEGORY_FACET_PREFIX.length));
      if (!Number.isInteger(level) || level < 0 || level >= CATEGORY_LEVELS || facet !== `${CATEGORY_FACET_PREFIX}${level}`) {
        throw facetError(`unknown facet "${facet}"`);
      }
      // Normalise the spacing around the delimiter so "A>B" and "A > B" select the same path.
      const path = trimmed.split(CATEGORY_DELIMITER).map((name) => name.trim()).join(PATH_JOINER);
      selection.categoryPaths.set(level, [...(selection.categoryPaths.get(level) ?? []), path]);
    } else throw facetError(`unknown facet "${facet}"`);
  };
  for (const entry of entries) {
    const text = entry.trim();
    if (text.startsWith('{')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw facetError('is not valid JSON');
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw facetError('must be a JSON object');
      for (const [facet, value] of Object.entries(parsed)) {
        const values: unknown[] = Array.isArray(value) ? value : [value];
        for (const one of values) {
          if (typeof one !== 'string') throw facetError(`values of "${facet}" must be strings`);
          add(facet, one);
        }
      }
    } else {
      const colon = text.indexOf(':');
      if (colon <= 0) throw facetError(`"${text}" is not of the form facet:value`);
      add(text.slice(0, colon), text.slice(colon + 1));
    }
  }
  return selection;
}

function isEmpty(rows: readonly FacetRow[]): boolean {
  return rows.every((row) => row.facet !== 'total' || row.count === 0);
}

function levelOf(path: string): number {
  return path.split(PATH_JOINER).length - 1;
}

/** How long facet counts are reused on one node, and how many searches are kept. */
const FACET_CACHE_MS = 10_000;
const FACET_CACHE_ENTRIES = 500;

/** Spec §9: the most of one item in a cart. */
const MAX_QUANTITY = 100;

function toVariant(variant: VariantRow, productPrice: number): ProductVariant {
  return {
    id: Number(variant.id),
    sku: variant.sku,
    variant_attributes: variant.attributes as ProductVariant['variant_attributes'],
    prices: { actual: variant.pricePoints === null ? Number(productPrice) : Number(variant.pricePoints) },
    is_available: isVariantOrderable(variant),
    stock_quantity: variant.stockQuantity,
  };
}

function sortWishlist(rows: WishlistRow[], locale: Locale, sort: WishlistSort): WishlistRow[] {
  const name = (row: WishlistRow) => ((locale === 'fr-CA' ? row.nameFr : null) ?? row.nameEn);
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const sorted = [...rows];
  switch (sort) {
    case 'oldest':
      return sorted.reverse();
    case 'name-a-z':
      return sorted.sort((a, b) => collator.compare(name(a), name(b)));
    case 'name-z-a':
      return sorted.sort((a, b) => collator.compare(name(b), name(a)));
    case 'price-low-high':
      return sorted.sort((a, b) => Number(a.pricePoints) - Number(b.pricePoints));
    case 'price-high-low':
      return sorted.sort((a, b) => Number(b.pricePoints) - Number(a.pricePoints));
    default:
      return sorted;
  }
}

/** Catalogue browsing (search, facets, detail) and the member's wishlist, for members and guests. */
export class CatalogueService {
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

  constructor(
    private readonly pool: Pool,
    private readonly facetCacheMs: number = FACET_CACHE_MS,
  ) {}

  /** Catalogues are created by the seed and never renamed or removed, so their ids are kept once read. */
  private readonly catalogs = new Map<string, CatalogRow>();

  private async catalog(programmeId: number, slug: CatalogueSlug): Promise<CatalogRow> {
    const key = `${programmeId}:${slug}`;
    const known = this.catalogs.get(key);
    if (known) return known;
    const catalog = await findCatalog(this.pool, programmeId, slug);
    if (!catalog) throw ApiError.notFound(`This programme has no "${slug}" catalogue.`);
    this.catalogs.set(key, catalog);
    return catalog;
  }

  private facets(search: ProductSearch): Promise<FacetRow[]> {
    const { limit: _limit, offset: _offset, sort: _sort, ...counted } = search;
    return this.cached(this.facetCache, { ...counted, categoryPaths: [...counted.categoryPaths] }, () =>
      searchFacets(this.pool, search),
    );
  }

  /**
   * The ids of a page. Searches (ranked over every match, in two languages)
   * are reused like the facets; the products' fields are always read fresh.
   * Browsing without words is cheap (index order) and never cached.
   */
  private pageIds(search: ProductSearch): Promise<number[]> {
    if (search.words.length === 0) return searchPageIds(this.pool, search);
    return this.cached(this.searchCache, { ...search, categoryPaths: [...search.categoryPaths] }, () =>
      searchPageIds(this.pool, search),
    );
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

  /** A guest names the programme and its points currency; anything else is not this programme's catalogue. */
  async guestProgrammeId(programSlug: string, currencyId: number): Promise<number> {
    const programme = await findProgrammeBySlug(this.pool, programSlug);
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
      ...selection,
      min: query.min ?? null,
      max: query.max ?? null,
      sort: query.sortField
        ? { field: query.sortField, direction: query.sortDirection ?? (query.sortField === 'created_at' ? 'desc' : 'asc') }
        : null,
      limit: perPage,
      offset,
    } satisfies ProductSearch;
    // The facets and the page are two statements run side by side (no waterfall).
    let [facetRows, ids] = await Promise.all([this.facets(exact), this.pageIds(exact)]);
    if (isEmpty(facetRows) && exact.words.join(' ').length >= TYPO_MIN_LENGTH) {
      // Nothing matched the words as typed: look again allowing for typos.
      const tolerant = { ...exact, typoTolerant: true };
      [facetRows, ids] = await Promise.all([this.facets(tolerant), this.pageIds(tolerant)]);
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

  /** A product's detail by slug; `member` adds the wishlist item. Unknown or inactive slugs are a 404. */
  async productDetail(programmeId: number, slug: string, locale: Locale = DEFAULT_LOCALE, member?: MemberRow): Promise<ProductDetail> {
    const detail = await findProductDetail(this.pool, programmeId, slug);
    if (!detail) throw ApiError.notFound(`There is no product "${slug}".`);
    const productId = Number(detail.id);
    const [listRows, variants, wishlistId] = await Promise.all([
      findProductListRows(this.pool, { ids: [productId], locale }),
      findVariants(this.pool, productId),
      member ? findWishlistIdForProduct(this.pool, member.id, productId) : Promise.resolve(null),
    ]);
    const listRow = listRows[0];
    if (!listRow) throw ApiError.notFound(`There is no product "${slug}".`);
    const french = locale === 'fr-CA';
    const path = french ? detail.categoryPathFr : detail.categoryPathEn;
    const fullPath = path[path.length - 1] ?? '';
    const variantItems = variants.map((variant) => toVariant(variant, listRow.pricePoints));
    return {
      ...toListItem(listRow),
      category: { id: Number(detail.categoryId), name: fullPath.split(PATH_JOINER).pop() ?? '', path: fullPath },
      description: (french ? detail.descriptionFr : null) ?? detail.descriptionEn,
      model: detail.model,
      sku: variants[0]?.sku ?? '',
      brand: detail.brandId === null || detail.brandName === null ? null : { id: Number(detail.brandId), name: detail.brandName },
      type: detail.productType as ProductDetail['type'],
      variants: variantItems,
      disclosure_consent:
        detail.disclosureConsentEn === null
          ? null
          : { 'en-CA': detail.disclosureConsentEn, 'fr-CA': detail.disclosureConsentFr ?? detail.disclosureConsentEn },
      sale_channel: {
        has_splitpay: detail.hasSplitpay,
        min_percentage_points: detail.minPercentagePoints,
        min_percentage_fiat: detail.minPercentageFiat,
        rates: [
          {
            program_to_currency: Number(detail.conversionRate),
            currency: { id: detail.fiatCurrencyId, code: detail.fiatCurrencyCode, symbol: detail.fiatCurrencySymbol },
          },
        ],
      },
      wishlist_id: wishlistId,
      // Spec §9: never more than 100 of one item.
      max_quantity: Math.min(detail.maxQuantity, MAX_QUANTITY),
      is_available: variantItems.some((variant) => variant.is_available),
      product_group:
        detail.productGroupId === null || detail.productGroupCode === null || detail.productGroupNameEn === null
          ? null
          : {
              id: detail.productGroupId,
              code: detail.productGroupCode,
              name: (french ? detail.productGroupNameFr : null) ?? detail.productGroupNameEn,
            },
    };
  }

  async promotionGroups(programSlug: string, locale: Locale = DEFAULT_LOCALE): Promise<PromotionGroup[]> {
    const programme = await findProgrammeBySlug(this.pool, programSlug);
    if (!programme) throw ApiError.notFound(`There is no programme "${programSlug}".`);
    const groups = await findPromotionGroups(this.pool, programme.id);
    return groups.map((group) => ({
      id: Number(group.id),
      code: group.code,
      name: (locale === 'fr-CA' ? group.nameFr : null) ?? group.nameEn,
    }));
  }

  async wishlist(member: MemberRow, locale: Locale = DEFAULT_LOCALE, sort: WishlistSort = 'newest'): Promise<WishlistItem[]> {
    const items = await findWishlist(this.pool, member.id);
    return this.toWishlistItems(sortWishlist(items, locale, sort), locale);
  }

  /**
   * Adds a variant for the member (write access first, like every write).
   * The card must be the member's own (checked by the caller) and the
   * variant an active product of the programme in the catalogue and
   * collection named.
   */
  async addToWishlist(
    member: MemberRow,
    session: SessionClaims,
    input: { variantId: number; productCollectionId: number; catalogId: number; accountId: number; locale?: Locale },
  ): Promise<{ item: WishlistItem; created: boolean }> {
    requireWriteAccess(session);
    const placement = await findVariantPlacement(this.pool, member.programmeId, input.variantId);
    if (!placement) throw ApiError.notFound('There is no such product variant.');
    const errors = [];
    if (Number(placement.catalogId) !== input.catalogId) errors.push({ field: 'catalog_id', message: "must be the product's catalogue" });
    if (Number(placement.productCollectionId) !== input.productCollectionId) {
      errors.push({ field: 'product_collection_id', message: "must be the product's collection" });
    }
    if (errors.length > 0) throw ApiError.validation(errors);
    const { id, created } = await insertWishlistItem(this.pool, { memberId: member.id, ...input });
    const row = await findWishlistItem(this.pool, member.id, id);
    if (!row) throw ApiError.notFound('There is no such wishlist item.');
    const [item] = await this.toWishlistItems([row], input.locale ?? DEFAULT_LOCALE);
    return { item: item!, created };
  }

  /** Removes one of the member's items; another member's item is a 404, exactly like a missing one. */
  async removeFromWishlist(member: MemberRow, session: SessionClaims, id: number): Promise<void> {
    requireWriteAccess(session);
    if (!(await deleteWishlistItem(this.pool, member.id, id))) throw ApiError.notFound('There is no such wishlist item.');
  }

  private async toWishlistItems(rows: WishlistRow[], locale: Locale): Promise<WishlistItem[]> {
    const products = await findProductListRows(this.pool, { ids: [...new Set(rows.map((row) => Number(row.productId)))], locale });
    const byId = new Map(products.map((product) => [Number(product.id), product]));
    return rows.flatMap((row) => {
      const product = byId.get(Number(row.productId));
      if (!product) return [];
      return [
        {
          id: Number(row.id),
          created_at: new Date(row.createdAt).toISOString(),
          product: toListItem(product),
          product_variant: { id: Number(row.productVariantId), sku: row.sku, variant_attributes: row.attributes },
        },
      ];
    });
  }
}
