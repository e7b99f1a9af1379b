import type { CatalogueGateway, CataloguePageResult, CatalogueRequest } from '@application/ports/catalogue-gateway';
import { CATALOGUES, type CatalogueSlug } from '@domain/catalogue/catalogue';
import { pickProductImage } from '@domain/catalogue/product-image';
import type { CataloguePage, ProductSummary } from '@domain/catalogue/product-summary';
import { POINTS_CURRENCY } from '@domain/points/points-currency';
import type { components } from '@openapi/programme-api';
import { httpFailure, networkFailure } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';

type ApiProductPage = components['schemas']['ProductPage'];
type ApiProduct = components['schemas']['ProductListItem'];

/**
 * CatalogueGateway over GET /member/product (members, priced for `account_id`)
 * and GET /guest/product (visitors, with the programme's points currency and slug).
 */
export class HttpCatalogueGateway implements CatalogueGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  async listProducts(request: CatalogueRequest): Promise<CataloguePageResult> {
    const common = { catalog: request.catalogue, locale: request.locale, page: request.page, per_page: request.perPage };
    try {
      const { data, error, response } =
        request.audience.kind === 'member'
          ? await this.client.GET('/member/product', {
              params: {
                query: { ...common, ...(request.audience.accountId !== null ? { account_id: request.audience.accountId } : {}) },
              },
            })
          : await this.client.GET('/guest/product', {
              params: { query: { ...common, currency_id: POINTS_CURRENCY.id, program_slug: this.programSlug } },
            });
      return data ? { ok: true, page: toCataloguePage(data, request.catalogue) } : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }
}

export function toCataloguePage(api: ApiProductPage, requested: CatalogueSlug): CataloguePage {
  return {
    products: api.data.map((product) => toProductSummary(product, requested)),
    page: api.current_page,
    lastPage: Math.max(1, api.last_page),
    total: api.total,
    perPage: api.per_page,
  };
}

export function toProductSummary(api: ApiProduct, requested: CatalogueSlug): ProductSummary {
  return {
    id: api.id,
    name: api.name,
    slug: api.slug,
    catalogue: isCatalogueSlug(api.catalog.slug) ? api.catalog.slug : requested,
    catalogId: api.catalog.id,
    productCollectionId: api.product_collection.id,
    imageUrl: pickProductImage(api.images),
    points: api.prices.actual,
    // Only a higher former price is a saving worth striking through.
    originalPoints: api.original_prices && api.original_prices.actual > api.prices.actual ? api.original_prices.actual : null,
    hasSplitPay: api.has_splitpay,
    hideAddToCart: api.hide_add_to_cart,
    isDisclosureConsentMandatory: api.is_disclosure_consent_mandatory,
  };
}

function isCatalogueSlug(slug: string): slug is CatalogueSlug {
  return (CATALOGUES as readonly string[]).includes(slug);
}
