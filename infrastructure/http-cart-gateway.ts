import type { AddCartItemRefusal, AddCartItemRequest, AddCartItemResult, CartGateway, CartResult } from '@application/ports/cart-gateway';
import type { CartSummary } from '@domain/cart/cart-summary';
import type { Locale } from '@domain/locale/locale';
import { POINTS_CURRENCY } from '@domain/points/points-currency';
import type { components } from '@openapi/programme-api';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

type ApiCart = components['schemas']['Cart'];

/**
 * CartGateway over GET and POST /shoppingCart. The open cart is the first
 * entry of the GET's list (none when the list is empty); items are added in
 * the programme's points currency.
 */
export class HttpCartGateway implements CartGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  getCart(request: { accountId: number; locale: Locale }): Promise<CartResult> {
    return callApi(
      () => this.client.GET('/shoppingCart', { params: { query: { account_id: request.accountId, locale: request.locale } } }),
      (data) => {
        const [cart] = data.data;
        return { ok: true, cart: cart ? toCartSummary(cart) : null };
      },
    );
  }

  addItem(request: AddCartItemRequest): Promise<AddCartItemResult> {
    return callApi(
      () =>
        this.client.POST('/shoppingCart', {
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
        }),
      (data) => ({ ok: true, cart: toCartSummary(data.data), quantityAdjustedTo: data.quantity_adjusted_to }),
      addCartItemRefusal,
    );
  }
}

/** 409 PRODUCT_UNAVAILABLE and 400 DISCLOSURE_CONSENT_REQUIRED are the cart's own refusals. */
function addCartItemRefusal(status: number, code: string): AddCartItemRefusal | null {
  if (status === 409 && code === 'PRODUCT_UNAVAILABLE') return { reason: 'product-unavailable' };
  if (status === 400 && code === 'DISCLOSURE_CONSENT_REQUIRED') return { reason: 'consent-required' };
  return null;
}

export function toCartSummary(api: ApiCart): CartSummary {
  return { cartId: api.id, itemCount: api.item_count, points: api.points };
}
