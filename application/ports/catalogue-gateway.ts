import type { CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import type { CatalogueAudience } from '@rewards-storefront/domain/catalogue/catalogue-audience';
import type { CatalogueFilters } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import type { ProductGroup } from '@rewards-storefront/domain/catalogue/product-group';
import type { ProductSort } from '@rewards-storefront/domain/catalogue/product-sort';
import type { CataloguePage } from '@rewards-storefront/domain/catalogue/product-summary';
import type { PromotionGroup } from '@rewards-storefront/domain/catalogue/promotion-group';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

export type { CatalogueAudience } from '@rewards-storefront/domain/catalogue/catalogue-audience';

export interface CatalogueRequest {
  readonly catalogue: CatalogueSlug;
  readonly locale: Locale;
  /** 1-based. */
  readonly page: number;
  readonly perPage: number;
  readonly audience: CatalogueAudience;
  /** What to narrow the catalogue by; {@link EMPTY_FILTERS} narrows nothing. */
  readonly filters: CatalogueFilters;
  /** The member's sort; null lets the server choose (relevance when searching, newest first otherwise). */
  readonly sort: ProductSort | null;
}

export type CataloguePageResult = { readonly ok: true; readonly page: CataloguePage } | GatewayFailure;

/** A product's detail page, by the slug in `/shop/:product`. */
export interface ProductRequest {
  readonly slug: string;
  readonly locale: Locale;
  readonly audience: CatalogueAudience;
}

export type ProductResult = { readonly ok: true; readonly product: ProductDetail } | GatewayFailure;

export type PromotionGroupsResult = { readonly ok: true; readonly groups: PromotionGroup[] } | GatewayFailure;

/** A product group, priced for `accountId` (the member's active card; null lets the server pick). */
export interface ProductGroupRequest {
  readonly id: number;
  readonly locale: Locale;
  readonly accountId: number | null;
}

export type ProductGroupResult = { readonly ok: true; readonly group: ProductGroup } | GatewayFailure;

/**
 * The shop's reads: catalogue pages with facet counts, a product's detail,
 * the programme's promotion groups and product groups.
 *
 * Contract: a page past the last resolves with an empty product list (not a
 * failure); an unknown product slug or product group is `not-found`; never
 * throws for HTTP or network failures.
 */
export interface CatalogueGateway {
  listProducts(request: CatalogueRequest): Promise<CataloguePageResult>;
  getProduct(request: ProductRequest): Promise<ProductResult>;
  /** The promotion groups in display order, names in `locale`. */
  listPromotionGroups(locale: Locale): Promise<PromotionGroupsResult>;
  /** Members only. */
  getProductGroup(request: ProductGroupRequest): Promise<ProductGroupResult>;
}
