import type {
  CatalogueGateway,
  CataloguePageResult,
  CatalogueRequest,
  ProductGroupRequest,
  ProductGroupResult,
  ProductRequest,
  ProductResult,
  PromotionGroupsResult,
} from '@application/ports/catalogue-gateway';
import type { CommonFailure } from '@application/ports/gateway-failure';
import { NOT_FOUND, failed } from './failures';
import type { CatalogueFilters } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { categoryFacetName, formatCategoryPath } from '@rewards-storefront/domain/catalogue/category-path';
import { BRAND_FACET, PROMOTION_GROUP_FACET, type FacetCounts } from '@rewards-storefront/domain/catalogue/facet-counts';
import type { ProductDetail, ProductVariant } from '@rewards-storefront/domain/catalogue/product-detail';
import type { ProductGroup } from '@rewards-storefront/domain/catalogue/product-group';
import { sortToQuery } from '@rewards-storefront/domain/catalogue/product-sort';
import type { CataloguePage, ProductSummary } from '@rewards-storefront/domain/catalogue/product-summary';
import type { PromotionGroup } from '@rewards-storefront/domain/catalogue/promotion-group';
import { foldWord, spellingVariants, vocabularyWords } from '@rewards-storefront/domain/catalogue/spelling-variants';
import type { Locale } from '@rewards-storefront/domain/locale/locale';

export function aProduct(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    catalogue: 'merchandise',
    catalogId: 1,
    productCollectionId: 1,
    imageUrl: `/media/products/${id}.svg`,
    points: 10_000,
    originalPoints: null,
    hasSplitPay: false,
    hideAddToCart: false,
    isDisclosureConsentMandatory: false,
    defaultVariantId: id * 100 + 1,
    labels: [],
    promotionEndDate: null,
    optionsAvailable: false,
    ...overrides,
  };
}

export function aVariant(overrides: Partial<ProductVariant> = {}): ProductVariant {
  const id = overrides.id ?? 101;
  return { id, sku: `SKU-${id}`, attributes: {}, points: 10_000, isAvailable: true, stockQuantity: null, ...overrides };
}

/** A product's detail; its one variant is its `defaultVariantId` unless `variants` are given. */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const summary = aProduct(overrides);
  return {
    categoryPath: ['Electronics'],
    description: `<p>${summary.name}</p>`,
    model: null,
    sku: `SKU-${summary.defaultVariantId}`,
    brand: null,
    type: 'merchandise',
    variants: [aVariant({ id: summary.defaultVariantId, points: summary.points })],
    disclosureConsent: null,
    saleChannel: { hasSplitPay: summary.hasSplitPay, minPercentagePoints: 100, minPercentageFiat: 0, pointsToCashRate: 0.01 },
    wishlistId: null,
    maxQuantity: 10,
    isAvailable: true,
    productGroup: null,
    charityChoice: null,
    ...summary,
    ...overrides,
  };
}

/** What the fake knows of a product beyond its detail: the promotion groups it is in. */
export interface FakeProductExtras {
  readonly promotionGroups?: readonly string[];
}

/** Per word of the search: the word, then the words it may have been a misspelling of. */
type Spellings = readonly (readonly string[])[];

/**
 * A CatalogueGateway over in-memory products, filtered, counted, sorted and
 * paged like the programme API (a page past the last is empty; each facet
 * counted without its own selection; search matches the name ignoring case
 * and accents and, when nothing matches, also the name words within one
 * edit of a search word, by the server's rule (spellingVariants); unknown slugs and groups are 404). Products given as
 * summaries get a default detail (category Electronics, no brand). Records
 * every request; `failure` makes every call fail.
 */
export class FakeCatalogueGateway implements CatalogueGateway {
  readonly requests: CatalogueRequest[] = [];
  readonly productRequests: ProductRequest[] = [];
  readonly promotionGroupRequests: Locale[] = [];
  readonly productGroupRequests: ProductGroupRequest[] = [];
  failure: CommonFailure | null = null;
  promotionGroups: PromotionGroup[] = [];
  productGroups: ProductGroup[] = [];
  /** Product id -> promotion group codes. */
  readonly promotionGroupsOf = new Map<number, readonly string[]>();

  constructor(public products: (ProductSummary | ProductDetail)[] = []) {}

  /** Adds a product (as a detail) with its promotion groups. */
  withProduct(product: ProductDetail, extras: FakeProductExtras = {}): this {
    this.products.push(product);
    if (extras.promotionGroups) this.promotionGroupsOf.set(product.id, extras.promotionGroups);
    return this;
  }

  detailOf(productId: number): ProductDetail | undefined {
    const product = this.products.find((candidate) => candidate.id === productId);
    return product ? this.toDetail(product) : undefined;
  }

  /** The product one of whose variants is `variantId` (its default one included). */
  productOfVariant(variantId: number): ProductDetail | undefined {
    return this.products
      .map((product) => this.toDetail(product))
      .find((product) => product.defaultVariantId === variantId || product.variants.some((variant) => variant.id === variantId));
  }

  async listProducts(request: CatalogueRequest): Promise<CataloguePageResult> {
    this.requests.push(request);
    if (this.failure) return failed(this.failure);
    const inCatalogue = this.products.map((product) => this.toDetail(product)).filter((product) => product.catalogue === request.catalogue);
    const spellings = this.spellings(inCatalogue, request.filters);
    const matching = this.sorted(
      inCatalogue.filter((product) => this.matches(product, request.filters, spellings, null)),
      request,
    );
    const start = (request.page - 1) * request.perPage;
    const page: CataloguePage = {
      products: matching.slice(start, start + request.perPage).map((product) => this.toSummary(product)),
      page: request.page,
      lastPage: Math.max(1, Math.ceil(matching.length / request.perPage)),
      total: matching.length,
      perPage: request.perPage,
      facets: this.facets(inCatalogue, request.filters, spellings),
    };
    return { ok: true, page };
  }

  async getProduct(request: ProductRequest): Promise<ProductResult> {
    this.productRequests.push(request);
    if (this.failure) return failed(this.failure);
    const product = this.products.find((candidate) => candidate.slug === request.slug);
    if (!product) return NOT_FOUND;
    const detail = this.toDetail(product);
    // A visitor never has a wishlist item.
    return { ok: true, product: request.audience.kind === 'guest' ? { ...detail, wishlistId: null } : detail };
  }

  async listPromotionGroups(locale: Locale): Promise<PromotionGroupsResult> {
    this.promotionGroupRequests.push(locale);
    if (this.failure) return failed(this.failure);
    return { ok: true, groups: [...this.promotionGroups] };
  }

  async getProductGroup(request: ProductGroupRequest): Promise<ProductGroupResult> {
    this.productGroupRequests.push(request);
    if (this.failure) return failed(this.failure);
    const group = this.productGroups.find((candidate) => candidate.id === request.id);
    return group ? { ok: true, group } : NOT_FOUND;
  }

  private toDetail(product: ProductSummary | ProductDetail): ProductDetail {
    return 'variants' in product ? product : aProductDetail(product);
  }

  private toSummary(product: ProductDetail): ProductSummary {
    const summary: ProductSummary = {
      id: product.id,
      name: product.name,
      slug: product.slug,
      catalogue: product.catalogue,
      catalogId: product.catalogId,
      productCollectionId: product.productCollectionId,
      imageUrl: product.imageUrl,
      points: product.points,
      originalPoints: product.originalPoints,
      hasSplitPay: product.hasSplitPay,
      hideAddToCart: product.hideAddToCart,
      isDisclosureConsentMandatory: product.isDisclosureConsentMandatory,
      defaultVariantId: product.defaultVariantId,
      labels: product.labels,
      promotionEndDate: product.promotionEndDate,
      optionsAvailable: product.optionsAvailable,
    };
    return summary;
  }

  /**
   * The search words, each with its corrections when no product passes the
   * filters with the words as typed (the server's second pass).
   */
  private spellings(products: readonly ProductDetail[], filters: CatalogueFilters): Spellings {
    const words = foldWord(filters.search)
      .split(/\s+/)
      .filter((word) => word !== '');
    const exact = words.map((word) => [word]);
    if (products.some((product) => this.matches(product, filters, exact, null))) return exact;
    const vocabulary = [...new Set(products.flatMap((product) => vocabularyWords(product.name)))];
    return words.map((word) => [word, ...spellingVariants(word, vocabulary)]);
  }

  /** Whether the product passes the filters, leaving out the selection of facet group `except`. */
  private matches(
    product: ProductDetail,
    filters: CatalogueFilters,
    spellings: Spellings,
    except: 'category' | 'brand' | 'promotion' | null,
  ): boolean {
    const name = foldWord(product.name);
    if (!spellings.every((alternatives) => alternatives.some((spelling) => name.includes(spelling)))) return false;
    if (product.points < filters.minPoints || product.points > filters.maxPoints) return false;
    if (except !== 'category' && !filters.categoryPath.every((name, index) => product.categoryPath[index] === name)) return false;
    if (except !== 'brand' && filters.brands.length > 0 && !filters.brands.includes(product.brand ?? '')) return false;
    const groups = this.promotionGroupsOf.get(product.id) ?? [];
    if (except !== 'promotion' && filters.promotionGroups.length > 0 && !filters.promotionGroups.some((code) => groups.includes(code))) {
      return false;
    }
    return true;
  }

  private facets(products: readonly ProductDetail[], filters: CatalogueFilters, spellings: Spellings): FacetCounts {
    const counts: Record<string, Record<string, number>> = {};
    const count = (facet: string, value: string) => {
      const values = (counts[facet] ??= {});
      values[value] = (values[value] ?? 0) + 1;
    };
    for (const product of products) {
      if (this.matches(product, filters, spellings, 'category')) {
        product.categoryPath.forEach((_, level) =>
          count(categoryFacetName(level), formatCategoryPath(product.categoryPath.slice(0, level + 1))),
        );
      }
      if (this.matches(product, filters, spellings, 'brand') && product.brand !== null) count(BRAND_FACET, product.brand);
      if (this.matches(product, filters, spellings, 'promotion')) {
        for (const code of this.promotionGroupsOf.get(product.id) ?? []) count(PROMOTION_GROUP_FACET, code);
      }
    }
    return counts;
  }

  private sorted(products: ProductDetail[], request: CatalogueRequest): ProductDetail[] {
    // The list's order stands for creation order, oldest first; the default is newest first.
    const indexed = products.map((product, index) => ({ product, index }));
    const query = request.sort === null ? { sortField: 'created_at', sortDirection: 'desc' } : sortToQuery(request.sort);
    const direction = query.sortDirection === 'asc' ? 1 : -1;
    const collator = new Intl.Collator(request.locale, { sensitivity: 'base', numeric: true });
    indexed.sort((a, b) => {
      const order =
        query.sortField === 'price'
          ? a.product.points - b.product.points
          : query.sortField === 'name'
            ? collator.compare(a.product.name, b.product.name)
            : a.index - b.index;
      return direction * order || a.index - b.index;
    });
    return indexed.map(({ product }) => product);
  }
}
