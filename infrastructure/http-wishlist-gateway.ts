import type {
  AddWishlistItemRequest,
  WishlistAddResult,
  WishlistGateway,
  WishlistListResult,
  WishlistRemoveResult,
} from '@application/ports/wishlist-gateway';
import { pickProductImage } from '@domain/catalogue/product-image';
import type { WishlistItem } from '@domain/catalogue/wishlist';
import type { Locale } from '@domain/locale/locale';
import type { components } from '@openapi/programme-api';
import { httpFailure, networkFailure } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';

type ApiWishlistItem = components['schemas']['WishlistItem'];

/**
 * WishlistGateway over GET/POST /member/wishlist and DELETE
 * /member/wishlist/{id}. The list call takes no card (the API prices the
 * items itself), so `accountId` is not sent for it.
 */
export class HttpWishlistGateway implements WishlistGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  async list(request: { locale: Locale; accountId: number | null }): Promise<WishlistListResult> {
    try {
      const { data, error, response } = await this.client.GET('/member/wishlist', { params: { query: { locale: request.locale } } });
      return data ? { ok: true, items: data.data.map(toWishlistItem) } : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }

  async add(request: AddWishlistItemRequest): Promise<WishlistAddResult> {
    try {
      const { data, error, response } = await this.client.POST('/member/wishlist', {
        body: {
          product_variant_id: request.productVariantId,
          product_collection_id: request.productCollectionId,
          catalog_id: request.catalogId,
          account_id: request.accountId,
          locale: request.locale,
        },
      });
      return data ? { ok: true, item: toWishlistItem(data.data) } : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }

  async remove(id: number): Promise<WishlistRemoveResult> {
    try {
      const { error, response } = await this.client.DELETE('/member/wishlist/{id}', { params: { path: { id } } });
      return response.ok ? { ok: true } : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }
}

export function toWishlistItem(api: ApiWishlistItem): WishlistItem {
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
