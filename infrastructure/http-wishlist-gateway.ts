import type {
  AddWishlistItemRequest,
  CardEarningResult,
  WishlistAddResult,
  WishlistGateway,
  WishlistListResult,
  WishlistRemoveResult,
} from '@application/ports/wishlist-gateway';
import { pickProductImage } from '@rewards-storefront/domain/catalogue/product-image';
import type { WishlistItem } from '@rewards-storefront/domain/catalogue/wishlist';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

/**
 * WishlistGateway over GET/POST /member/wishlist and DELETE
 * /member/wishlist/{id}. The list call takes no card (the API prices the
 * items itself), so `accountId` is not sent for it.
 */
export class HttpWishlistGateway implements WishlistGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  list(request: { locale: Locale; accountId: number | null }): Promise<WishlistListResult> {
    return callApi(
      () => this.client.GET('/member/wishlist', { params: { query: { locale: request.locale } } }),
      (data) => ({ ok: true, items: data.data.map(toWishlistItem) }),
    );
  }

  add(request: AddWishlistItemRequest): Promise<WishlistAddResult> {
    return callApi(
      () =>
        this.client.POST('/member/wishlist', {
          body: {
            product_variant_id: request.productVariantId,
            product_collection_id: request.productCollectionId,
            catalog_id: request.catalogId,
            account_id: request.accountId,
            locale: request.locale,
          },
        }),
      (data) => ({ ok: true, item: toWishlistItem(data.data) }),
    );
  }

  remove(id: number): Promise<WishlistRemoveResult> {
    return callApi(
      () => this.client.DELETE('/member/wishlist/{id}', { params: { path: { id } } }),
      () => ({ ok: true }) as const,
    );
  }

  cardEarning(accountId: number): Promise<CardEarningResult> {
    return callApi(
      () => this.client.GET('/member/account/{id}/earning', { params: { path: { id: accountId } } }),
      ({ data }) => ({ ok: true, earning: { accountId: data.account_id, windowDays: data.window_days, earnedPoints: data.earned_points } }),
    );
  }
}

export function toWishlistItem(api: Api.WishlistItem): WishlistItem {
  return {
    id: api.id,
    productId: api.product.id,
    productSlug: api.product.slug,
    productName: api.product.name,
    productVariantId: api.product_variant.id,
    productCollectionId: api.product.product_collection.id,
    catalogId: api.product.catalog.id,
    imageUrl: pickProductImage(api.product.images),
    points: api.product.prices.actual,
    createdAt: new Date(api.created_at),
  };
}
