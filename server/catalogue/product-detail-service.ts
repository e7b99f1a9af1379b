import { productPrice } from '@rewards-storefront/domain/catalogue/product-price';
import { maxQuantity } from '@rewards-storefront/domain/catalogue/product-quantity';
import { isVariantOrderable } from '@rewards-storefront/domain/catalogue/variant-availability';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { ProductDetail, ProductVariant } from '@openapi/schemas';
import type { Pool } from 'pg';
import { ApiError } from '../http/api-error';
import type { MemberRow } from '../account/member-repository';
import { PATH_JOINER } from './facet-selection';
import { findProductDetail, findVariants, type VariantRow } from './product-detail-repository';
import { toListItem } from './product-list-item';
import { findProductListRows } from './product-repository';
import { findWishlistIdForProduct } from './wishlist-repository';
import { charityName, findCharitiesOfCatalog } from '../donations/charity-repository';

function toVariant(variant: VariantRow, productPoints: number): ProductVariant {
  return {
    id: Number(variant.id),
    sku: variant.sku,
    variant_attributes: variant.attributes as ProductVariant['variant_attributes'],
    prices: { actual: productPrice({ points: Number(productPoints) }, { points: variant.pricePoints === null ? null : Number(variant.pricePoints) }, 1).unitPoints },
    is_available: isVariantOrderable(variant),
    stock_quantity: variant.stockQuantity,
    retail_value_cents: variant.retailValueCents === null ? null : Number(variant.retailValueCents),
  };
}

/** A product's detail page, for members (with their wishlist item) and guests. */
export class ProductDetailService {
  constructor(private readonly pool: Pool) {}

  /**
   * A product's detail by slug, in the programme's catalogue. Unknown or
   * inactive slugs, and products of another programme, are a 404. `member`
   * adds the member's own wishlist item, never another member's.
   */
  async productDetail(programmeId: number, slug: string, locale: Locale = DEFAULT_LOCALE, member?: MemberRow): Promise<ProductDetail> {
    const detail = await findProductDetail(this.pool, programmeId, slug);
    if (!detail) throw ApiError.notFound(`There is no product "${slug}".`);
    const productId = Number(detail.id);
    const [listRows, variants, wishlistId, charities] = await Promise.all([
      findProductListRows(this.pool, { ids: [productId], locale }),
      findVariants(this.pool, productId),
      member ? findWishlistIdForProduct(this.pool, member.id, productId) : Promise.resolve(null),
      detail.maxCharities === null ? Promise.resolve([]) : findCharitiesOfCatalog(this.pool, Number(detail.catalogId), locale),
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
      charity_choice:
        detail.maxCharities === null
          ? null
          : {
              max_charities: detail.maxCharities,
              charities: charities.map((charity) => ({ id: Number(charity.id), name: charityName(charity, locale) })),
            },
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
      // The domain's per-order maximum: the product's own, never more than 100 of one item (spec §9).
      max_quantity: maxQuantity(detail.maxQuantity),
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
}
