import type { AddCartItemRequest, AddCartItemResult, CartGateway, CartResult } from '@application/ports/cart-gateway';
import type { CartSummary } from '@domain/cart/cart-summary';
import type { Locale } from '@domain/locale/locale';
import { POINTS_CURRENCY } from '@domain/points/points-currency';
import type { components } from '@openapi/programme-api';
import { httpFailure, networkFailure } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';

type ApiCart = components['schemas']['Cart'];

/**
 * CartGateway over GET and POST /shoppingCart. The open cart is the first
 * entry of the GET's list (none when the list is empty); items are added in
 * the programme's points currency.
 */
export class HttpCartGateway implements CartGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  async getCart(request: { accountId: number; locale: Locale }): Promise<CartResult> {
    try {
      const { data, error, response } = await this.client.GET('/shoppingCart', {
        params: { query: { account_id: request.accountId, locale: request.locale } },
      });
      if (!data) return httpFailure(response, error);
      const [cart] = data.data;
      return { ok: true, cart: cart ? toCartSummary(cart) : null };
    } catch (cause) {
      return networkFailure(cause);
    }
  }

  async addItem(request: AddCartItemRequest): Promise<AddCartItemResult> {
    try {
      const { data, error, response } = await this.client.POST('/shoppingCart', {
        body: {
          product_id: request.productId,
          product_variant_id: request.productVariantId,
          product_collection_id: request.productCollectionId,
          catalog_id: request.catalogId,
          currency_id: POINTS_CURRENCY.id,
          account_id: request.accountId,
          quantity: request.quantity,
          is_disclosure_consent_accepted: request.disclosureConsentAccepted,
          locale: request.locale,
        },
      });
      return data
        ? { ok: true, cart: toCartSummary(data.data), quantityAdjustedTo: data.quantity_adjusted_to }
        : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }
}

export function toCartSummary(api: ApiCart): CartSummary {
  return { cartId: api.id, itemCount: api.item_count, points: api.points };
}
