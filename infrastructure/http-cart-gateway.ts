import type {
  AddCartItemRefusal,
  AddCartItemRequest,
  AddCartItemResult,
  ApplyPromoCodeResult,
  CartChangeRefusal,
  CartChangeResult,
  CartGateway,
  CartLineChange,
  CartLineChangeResult,
  CartResult,
  InsufficientStockRefusal,
  PromoCodeRefusal,
} from '@application/ports/cart-gateway';
import { cartAmounts, type Cart, type CartLine } from '@rewards-storefront/domain/cart/cart';
import { pickProductImage } from '@rewards-storefront/domain/catalogue/product-image';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { POINTS_CURRENCY } from '@rewards-storefront/domain/points/points-currency';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ErrorDetails } from './gateway-failure';
import { toProductLabel } from './http-catalogue-gateway';
import type { ProgrammeApiClient } from './openapi-client';

/**
 * CartGateway over the programme API's /shoppingCart calls, in the
 * member's language. The open cart is the first entry of the GET's list
 * (none when the list is empty); items are added in the programme's
 * points currency. A line's regular price is the API's (sale) price plus
 * its sale amount, and the cart's amounts are recomputed from its lines by
 * the rule of spec §4.
 */
export class HttpCartGateway implements CartGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  getCart(request: { accountId: number; locale: Locale }): Promise<CartResult> {
    return callApi(
      () => this.client.GET('/shoppingCart', { params: { query: { account_id: request.accountId, locale: request.locale } } }),
      (data) => {
        const [cart] = data.data;
        return { ok: true, cart: cart ? toCart(cart, request.locale) : null };
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
            ...(request.charityIds && request.charityIds.length > 0 ? { charity_ids: [...request.charityIds] } : {}),
            locale: request.locale,
          },
        }),
      (data) => ({ ok: true, cart: toCart(data.data, request.locale), quantityAdjustedTo: data.quantity_adjusted_to }),
      addCartItemRefusal,
    );
  }

  updateLine(change: CartLineChange): Promise<CartLineChangeResult> {
    return callApi(
      () =>
        this.client.PUT('/shoppingCart/{cartId}/item/{itemId}', {
          params: { path: { cartId: change.cartId, itemId: change.lineId }, query: { locale: change.locale } },
          body: { quantity: change.quantity, ...(change.notes !== undefined ? { notes: change.notes } : {}) },
        }),
      (data) => ({ ok: true, cart: toCart(data.data, change.locale), quantityAdjustedTo: data.quantity_adjusted_to }),
      cartChangeRefusal,
    );
  }

  removeLine(request: { cartId: number; lineId: number; locale: Locale }): Promise<CartChangeResult> {
    return callApi(
      () =>
        this.client.DELETE('/shoppingCart/{cartId}/item/{itemId}', {
          params: { path: { cartId: request.cartId, itemId: request.lineId }, query: { locale: request.locale } },
        }),
      (data) => ({ ok: true, cart: toCart(data.data, request.locale) }),
      cartChangeRefusal,
    );
  }

  applyPromoCode(request: { cartId: number; code: string; locale: Locale }): Promise<ApplyPromoCodeResult> {
    return callApi(
      () =>
        this.client.POST('/shoppingCart/{cartId}/promotionCode', {
          params: { path: { cartId: request.cartId }, query: { locale: request.locale } },
          body: { promo_code: request.code },
        }),
      (data) => ({ ok: true, cart: toCart(data.data, request.locale) }),
      promoCodeRefusal,
    );
  }

  chooseLineFees(request: { cartId: number; lineId: number; feeTypeIds: readonly number[]; locale: Locale }): Promise<CartChangeResult> {
    return callApi(
      () =>
        this.client.PUT('/shoppingCart/{cartId}', {
          params: { path: { cartId: request.cartId }, query: { locale: request.locale } },
          body: { additional_fees: [{ item_id: request.lineId, additional_fee_type_ids: [...request.feeTypeIds] }] },
        }),
      (data) => ({ ok: true, cart: toCart(data.data, request.locale) }),
      cartChangeRefusal,
    );
  }

  removePromoCode(request: { cartId: number; codeId: number; locale: Locale }): Promise<CartChangeResult> {
    return callApi(
      () =>
        this.client.DELETE('/shoppingCart/{cartId}/promotionCode/{codeId}', {
          params: { path: { cartId: request.cartId, codeId: request.codeId }, query: { locale: request.locale } },
        }),
      (data) => ({ ok: true, cart: toCart(data.data, request.locale) }),
      cartChangeRefusal,
    );
  }
}

/**
 * 409 INSUFFICIENT_STOCK: more than the variant has left; how many are left
 * is the least `available` of the body's shortages (0 when it names none).
 */
function stockRefusal(status: number, code: string, data: unknown): InsufficientStockRefusal | null {
  if (status !== 409 || code !== 'INSUFFICIENT_STOCK') return null;
  const shortages = (data as { shortages?: Array<{ available?: unknown }> } | null)?.shortages ?? [];
  const left = shortages.map((shortage) => shortage.available).filter((available): available is number => typeof available === 'number');
  return { reason: 'insufficient-stock', available: left.length > 0 ? Math.max(0, Math.min(...left)) : 0 };
}

/** 409 PRODUCT_UNAVAILABLE, 409 INSUFFICIENT_STOCK, 409 ACCOUNT_NOT_ACTIVE and 400 DISCLOSURE_CONSENT_REQUIRED are the cart's own refusals. */
function addCartItemRefusal(status: number, code: string, { data }: ErrorDetails): AddCartItemRefusal | null {
  if (status === 409 && code === 'PRODUCT_UNAVAILABLE') return { reason: 'product-unavailable' };
  const stock = stockRefusal(status, code, data);
  if (stock) return stock;
  if (status === 409 && code === 'ACCOUNT_NOT_ACTIVE') return { reason: 'account-not-active' };
  if (status === 400 && code === 'DISCLOSURE_CONSENT_REQUIRED') return { reason: 'consent-required' };
  return null;
}

/** 409 CART_NOT_OPEN: the cart was checked out already; 409 INSUFFICIENT_STOCK: a quantity above what is left. */
function cartChangeRefusal(status: number, code: string, details?: ErrorDetails): CartChangeRefusal | null {
  if (status === 409 && code === 'CART_NOT_OPEN') return { reason: 'cart-not-open' };
  return stockRefusal(status, code, details?.data);
}

const PROMO_CODE_REFUSALS = new Set([
  'PROMO_CODE_INVALID',
  'PROMO_CODE_EXPIRED',
  'PROMOTION_NOT_ELIGIBLE',
  'PROMOTION_ALREADY_APPLIED',
  'PROMOTIONS_DISABLED',
]);

/** The promotion code refusals of spec §8, with the server's message and details for the domain's mapping. */
function promoCodeRefusal(status: number, code: string, { message, fieldErrors }: ErrorDetails): PromoCodeRefusal | null {
  if (PROMO_CODE_REFUSALS.has(code)) return { reason: 'promo-code-refused', failure: { message: message ?? '', errors: fieldErrors } };
  return cartChangeRefusal(status, code);
}

export function toCart(api: Api.Cart, locale: Locale): Cart {
  const lines = api.shopping_cart_items.map((item) => toCartLine(item, locale));
  const amounts = cartAmounts(lines);
  return {
    cartId: api.id,
    itemCount: amounts.itemCount,
    points: amounts.subtotal,
    lines,
    promotionCodes: api.promotion_codes.map((code) => ({
      codeId: code.promotion_code_id,
      codeName: code.promotion_code_name,
      title: code.promotion_title[locale],
      points: code.promotion_amount,
      itemCount: code.promotion_item_count,
    })),
    hasPromotionsEnabled: api.has_promotions_enabled,
    subtotal: amounts.subtotal,
    promotionAmount: amounts.promotionAmount,
    feeAmount: amounts.feeAmount,
    total: amounts.total,
    hasSplitPay: api.has_splitpay,
    minPoints: api.min_points,
    minPercentagePoints: api.min_percentage_points,
    conversionRate: api.conversion_rate,
    cartMinimumPoints: api.cart_minimum_points,
    comment: api.comment,
    requiresShipping: api.requires_shipping,
    consentsRequired: api.consents_required,
  };
}

function toCartLine(api: Api.CartItem, locale: Locale): CartLine {
  return {
    id: api.id,
    productId: api.product.id,
    productSlug: api.product.slug,
    productName: api.product.name,
    imageUrl: pickProductImage(api.product.images),
    productVariantId: api.product_variant_id,
    variant: Object.entries(api.variant_attributes).map(([name, attribute]) => ({
      name,
      value: attribute.value,
      label: attribute.label[locale],
    })),
    productType: api.product_type,
    labels: api.product.product_labels.map((label) => toProductLabel(label, locale)),
    promotionEndDate: api.product.promotion_end_date === null ? null : new Date(api.product.promotion_end_date),
    quantity: api.quantity,
    // The API's price is what one item costs now; spec §4 counts from the regular price less the sale.
    price: api.price + api.sale_amount,
    saleAmount: api.sale_amount,
    promotionAmount: api.promotion_amount,
    promotions: api.applied_promotions.map((promotion) => ({
      codeId: promotion.promotion_code_id,
      codeName: promotion.promotion_code_name,
      title: promotion.promotion_title[locale],
      points: promotion.promotion_amount,
    })),
    maxQuantity: api.max_quantity,
    notes: api.notes,
    isEgift: api.is_egift,
    egiftRecipient:
      api.is_egift && api.address !== null
        ? { firstName: api.address.first_name, lastName: api.address.last_name, email: api.address.email }
        : null,
    charities: api.charities.map((charity) => ({ id: charity.id, name: charity.name, points: charity.points })),
    fees: api.additional_fee_types.map((fee) => ({
      id: fee.id,
      code: fee.code,
      name: fee.name,
      amount: fee.amount,
      isMandatory: fee.is_mandatory,
      isSelected: fee.is_selected,
    })),
  };
}
