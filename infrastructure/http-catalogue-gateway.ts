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
import { CATALOGUES, DEFAULT_CATALOGUE, type CatalogueSlug } from '@rewards-storefront/domain/catalogue/catalogue';
import { POINTS_FILTER_MAX } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { parseCategoryPath } from '@rewards-storefront/domain/catalogue/category-path';
import { facetSelections } from '@rewards-storefront/domain/catalogue/facet-selection';
import type { ProductDetail, ProductVariant } from '@rewards-storefront/domain/catalogue/product-detail';
import { pickProductImage } from '@rewards-storefront/domain/catalogue/product-image';
import type { ProductLabel } from '@rewards-storefront/domain/catalogue/product-label';
import { sortToQuery } from '@rewards-storefront/domain/catalogue/product-sort';
import { struckOutPrice } from '@rewards-storefront/domain/catalogue/struck-out-price';
import type { CataloguePage, ProductSummary } from '@rewards-storefront/domain/catalogue/product-summary';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { CASH_CURRENCY, DEFAULT_CONVERSION_RATE, POINTS_CURRENCY } from '@rewards-storefront/domain/points/points-currency';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

/**
 * CatalogueGateway over the programme API: catalogue pages from
 * GET /member/product (members, priced for `account_id`) and
 * GET /guest/product (visitors, with the programme's points currency and
 * slug), product details from /member/product/{slug} and
 * /guest/product/{slug}, promotion groups from /promotionGroup and product
 * groups from /member/product-group/{id}. Filters become `search`, repeated
 * `facets`, `min` and `max` (only when they narrow the range) and the sort
 * `sort_field` + `sort_direction` (nothing for the server's default).
 */
export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  listProducts(request: CatalogueRequest): Promise<CataloguePageResult> {
    const common = {
      ...listQuery(request),
      catalog: request.catalogue,
      locale: request.locale,
      page: request.page,
      per_page: request.perPage,
    };
    const { audience } = request;
    return callApi(
      () =>
        audience.kind === 'member'
          ? this.client.GET('/member/product', { params: { query: { ...common, ...accountQuery(audience.accountId) } } })
          : this.client.GET('/guest/product', {
              params: { query: { ...common, currency_id: POINTS_CURRENCY.id, program_slug: this.programSlug } },
            }),
      (data) => ({ ok: true, page: toCataloguePage(data, request.catalogue, request.locale) }),
    );
  }

  getProduct(request: ProductRequest): Promise<ProductResult> {
    const { audience } = request;
    return callApi(
      () =>
        audience.kind === 'member'
          ? this.client.GET('/member/product/{id}', {
              params: { path: { id: request.slug }, query: { locale: request.locale, ...accountQuery(audience.accountId) } },
            })
          : this.client.GET('/guest/product/{id}', {
              params: {
                path: { id: request.slug },
                query: { locale: request.locale, currency_id: POINTS_CURRENCY.id, program_slug: this.programSlug },
              },
            }),
      (data) => ({ ok: true, product: toProductDetail(data.data, request.locale) }),
    );
  }

  listPromotionGroups(locale: Locale): Promise<PromotionGroupsResult> {
    return callApi(
      () => this.client.GET('/promotionGroup', { params: { query: { program_slug: this.programSlug, locale } } }),
      (data) => ({ ok: true, groups: data.data.map((group) => ({ id: group.id, code: group.code, name: group.name })) }),
    );
  }

  getProductGroup(request: ProductGroupRequest): Promise<ProductGroupResult> {
    return callApi(
      () =>
        this.client.GET('/member/product-group/{id}', {
          params: { path: { id: request.id }, query: { locale: request.locale, ...accountQuery(request.accountId) } },
        }),
      ({ data: group }) => ({
        ok: true,
        group: {
          id: group.id,
          code: group.code,
          name: group.name,
          products: group.products.map((product) => toProductSummary(product, DEFAULT_CATALOGUE, request.locale)),
        },
      }),
    );
  }
}

function accountQuery(accountId: number | null): { account_id?: number } {
  return accountId !== null ? { account_id: accountId } : {};
}

/** The filter and sort part of a product-list query; parameters at their defaults are left out. */
export function listQuery(request: Pick<CatalogueRequest, 'filters' | 'sort'>): {
  search?: string;
  facets?: string[];
  min?: number;
  max?: number;
  sort_field?: 'created_at' | 'price' | 'name';
  sort_direction?: 'asc' | 'desc';
} {
  const { filters, sort } = request;
  const facets = facetSelections(filters);
  const sortQuery = sort === null ? null : sortToQuery(sort);
  return {
    ...(filters.search !== '' ? { search: filters.search } : {}),
    ...(facets.length > 0 ? { facets } : {}),
    ...(filters.minPoints > 0 ? { min: filters.minPoints } : {}),
    ...(filters.maxPoints < POINTS_FILTER_MAX ? { max: filters.maxPoints } : {}),
    ...(sortQuery ? { sort_field: sortQuery.sortField, sort_direction: sortQuery.sortDirection } : {}),
  };
}

export function toCataloguePage(api: Api.ProductPage, requested: CatalogueSlug, locale: Locale): CataloguePage {
  return {
    products: api.data.map((product) => toProductSummary(product, requested, locale)),
    page: api.current_page,
    lastPage: Math.max(1, api.last_page),
    total: api.total,
    perPage: api.per_page,
    facets: api.facets,
  };
}

export function toProductSummary(api: Api.ProductListItem, requested: CatalogueSlug, locale: Locale): ProductSummary {
  return {
    id: api.id,
    name: api.name,
    slug: api.slug,
    catalogue: isCatalogueSlug(api.catalog.slug) ? api.catalog.slug : requested,
    catalogId: api.catalog.id,
    productCollectionId: api.product_collection.id,
    imageUrl: pickProductImage(api.images),
    points: api.prices.actual,
    originalPoints: struckOutPrice(api.prices.actual, api.original_prices?.actual ?? null),
    hasSplitPay: api.has_splitpay,
    hideAddToCart: api.hide_add_to_cart,
    isDisclosureConsentMandatory: api.is_disclosure_consent_mandatory,
    defaultVariantId: api.default_variant_id,
    labels: api.product_labels.map((label) => toProductLabel(label, locale)),
    promotionEndDate: toDate(api.promotion_end_date),
    optionsAvailable: api.options_available,
  };
}

export function toProductLabel(api: Api.ProductLabel, locale: Locale): ProductLabel {
  return {
    displayName: api.display_name[locale],
    text: api.label_text,
    position: api.position,
    priority: api.priority_index,
    backgroundColor: api.color.background,
    textColor: api.color.text,
    // An unreadable end date becomes an invalid Date, which visibleLabels hides rather than shows for ever.
    endAt: api.end_at === null ? null : new Date(api.end_at),
    imageUrl: api.image ?? null,
  };
}

export function toProductDetail(api: Api.ProductDetail, locale: Locale): ProductDetail {
  const cashRate = api.sale_channel.rates.find((rate) => rate.currency.code === CASH_CURRENCY.code);
  return {
    ...toProductSummary(api, DEFAULT_CATALOGUE, locale),
    categoryPath: parseCategoryPath(api.category.path),
    description: api.description,
    model: api.model,
    sku: api.sku,
    brand: api.brand?.name ?? null,
    type: api.type,
    variants: api.variants.map((variant) => toProductVariant(variant, locale)),
    disclosureConsent: api.disclosure_consent?.[locale] ?? null,
    saleChannel: {
      hasSplitPay: api.sale_channel.has_splitpay,
      minPercentagePoints: api.sale_channel.min_percentage_points,
      minPercentageFiat: api.sale_channel.min_percentage_fiat,
      // Spec §9: the client's default when the server sends no cash rate.
      pointsToCashRate: cashRate?.program_to_currency ?? DEFAULT_CONVERSION_RATE,
    },
    wishlistId: api.wishlist_id,
    maxQuantity: api.max_quantity,
    charityChoice:
      api.charity_choice === null
        ? null
        : {
            maxCharities: api.charity_choice.max_charities,
            charities: api.charity_choice.charities.map((charity) => ({ id: charity.id, name: charity.name })),
          },
    isAvailable: api.is_available,
    productGroup: api.product_group ? { id: api.product_group.id, code: api.product_group.code, name: api.product_group.name } : null,
  };
}

function toProductVariant(api: Api.ProductVariant, locale: Locale): ProductVariant {
  return {
    id: api.id,
    sku: api.sku,
    attributes: Object.fromEntries(
      Object.entries(api.variant_attributes).map(([name, attribute]) => [name, { value: attribute.value, label: attribute.label[locale] }]),
    ),
    points: api.prices.actual,
    isAvailable: api.is_available,
    stockQuantity: api.stock_quantity,
    retailValueCents: api.retail_value_cents,
  };
}

function toDate(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

function isCatalogueSlug(slug: string): slug is CatalogueSlug {
  return (CATALOGUES as readonly string[]).includes(slug);
}
