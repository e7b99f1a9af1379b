import type {
  CatalogueGateway,
  CataloguePageResult,
  CatalogueRequest,
} from '@application/ports/catalogue-gateway';
import type { GatewayError } from '@application/ports/gateway-error';
import type { CataloguePage, ProductSummary } from '@domain/catalogue/product-summary';

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
    ...overrides,
  };
}

/**
 * A CatalogueGateway over an in-memory list of products, paged like the API
 * (a page past the last is empty). Records every request.
 */
export class FakeCatalogueGateway implements CatalogueGateway {
  readonly requests: CatalogueRequest[] = [];
  failure: GatewayError | null = null;

  constructor(public products: ProductSummary[] = []) {}

  async listProducts(request: CatalogueRequest): Promise<CataloguePageResult> {
    this.requests.push(request);
    if (this.failure) return { ok: false, error: this.failure };
    const start = (request.page - 1) * request.perPage;
    const page: CataloguePage = {
      products: this.products.slice(start, start + request.perPage),
      page: request.page,
      lastPage: Math.max(1, Math.ceil(this.products.length / request.perPage)),
      total: this.products.length,
      perPage: request.perPage,
    };
    return { ok: true, page };
  }
}
