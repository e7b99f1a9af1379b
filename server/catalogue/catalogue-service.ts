import { DEFAULT_CATALOGUE, PRODUCTS_PER_PAGE, type CatalogueSlug } from '@domain/catalogue/catalogue';
import { DEFAULT_LOCALE, type Locale } from '@domain/locale/locale';
import type { components } from '@openapi/programme-api';
import type { Pool } from 'pg';
import { ApiError } from '../http/api-error';
import { findProgrammeBySlug } from '../members/member-repository';
import { countActiveProducts, findCatalog, findProductPage, type LabelRow, type ProductListRow } from './product-repository';

type ProductPage = components['schemas']['ProductPage'];
type ProductListItem = components['schemas']['ProductListItem'];
type ProductLabel = components['schemas']['ProductLabel'];

export const IMAGE_SIZES = ['large', 'medium', 'small'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export function productImageUrl(slug: string, size: ImageSize): string {
  return `/media/products/${slug}/${size}.svg`;
}

export interface ProductQuery {
  catalog?: CatalogueSlug;
  locale?: Locale;
  page?: number;
  perPage?: number;
}

function toLabel(label: LabelRow): ProductLabel {
  return {
    display_name: { 'en-CA': label.display_name_en, 'fr-CA': label.display_name_fr ?? label.display_name_en },
    label_text: label.label_text,
    position: label.position,
    priority_index: label.priority_index,
    product_label_type: label.product_label_type,
    // Expired labels are sent with their end date; the client hides them (spec §3).
    end_at: label.end_at === null ? null : new Date(label.end_at).toISOString(),
    color: { background: label.background_color, text: label.text_color },
    image: label.image,
  };
}

function toListItem(row: ProductListRow): ProductListItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    catalog: { id: row.catalogId, slug: row.catalogSlug },
    product_collection: { id: row.productCollectionId },
    images: row.hasImage
      ? {
          large: productImageUrl(row.slug, 'large'),
          medium: productImageUrl(row.slug, 'medium'),
          small: productImageUrl(row.slug, 'small'),
        }
      : { large: null, medium: null, small: null },
    options_available: row.variantCount > 1,
    has_splitpay: row.hasSplitpay,
    prices: { min: row.minPricePoints, actual: row.pricePoints },
    original_prices:
      row.originalPricePoints === null ? null : { min: row.originalPricePoints, actual: row.originalPricePoints },
    product_labels: (row.labels ?? []).map(toLabel),
    promotion_end_date: row.promotionEndDate ? row.promotionEndDate.toISOString() : null,
    hide_add_to_cart: row.hideAddToCart,
    is_disclosure_consent_mandatory: row.isDisclosureConsentMandatory,
  };
}

/** Catalogue browsing for members and guests. Facets come with the search issue; until then they are empty. */
export class CatalogueService {
  constructor(private readonly pool: Pool) {}

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

    const catalog = await findCatalog(this.pool, programmeId, catalogSlug);
    if (!catalog) throw ApiError.notFound(`This programme has no "${catalogSlug}" catalogue.`);

    const total = await countActiveProducts(this.pool, catalog.id);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const offset = (page - 1) * perPage;
    const rows =
      page > lastPage ? [] : await findProductPage(this.pool, { catalogId: catalog.id, locale, limit: perPage, offset });
    return {
      data: rows.map(toListItem),
      facets: {},
      total_facets: 0,
      current_page: page,
      last_page: lastPage,
      per_page: perPage,
      from: rows.length > 0 ? offset + 1 : null,
      to: rows.length > 0 ? offset + rows.length : null,
      total,
    };
  }
}
