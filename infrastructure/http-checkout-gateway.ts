import type { CardType } from '@rewards-storefront/domain/payment/credit-card';
import type {
  AddressValidationResult,
  BinRangesResult,
  CheckoutGateway,
  CheckoutRefusal,
  CheckoutRequest,
  PlaceOrderResult,
  SavedAddressesResult,
} from '@application/ports/checkout-gateway';
import type { AddressValidationAnswer } from '@rewards-storefront/domain/address-book/address-validation-outcome';
import type { ShippingAddress } from '@rewards-storefront/domain/address-book/shipping-address-form';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import { toSavedAddress } from './http-address-book-gateway';
import type { ErrorDetails } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';

/**
 * CheckoutGateway over the programme API: GET /address, POST
 * /validateAddress, GET /member/program/binrange and POST
 * /shoppingCart/checkout with its Idempotency-Key header. The card's
 * number goes into the request body and nowhere else: it is neither kept
 * nor logged.
 */
export class HttpCheckoutGateway implements CheckoutGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  listAddresses(_request: { locale: Locale }): Promise<SavedAddressesResult> {
    return callApi(
      () => this.client.GET('/address'),
      (data) => ({ ok: true, addresses: data.data.map(toSavedAddress) }),
    );
  }

  validateAddress(address: ShippingAddress): Promise<AddressValidationResult> {
    return callApi(
      () => this.client.POST('/validateAddress', { body: { ...address } }),
      (data) => ({ ok: true, answer: toAddressValidationAnswer(data.data, address) }),
    );
  }

  listBinRanges(): Promise<BinRangesResult> {
    return callApi(
      () => this.client.GET('/member/program/binrange'),
      (data) => ({ ok: true, binRanges: data.data.map(({ start, end }) => ({ start, end })) }),
    );
  }

  placeOrder(request: CheckoutRequest, idempotencyKey: string): Promise<PlaceOrderResult> {
    return callApi(
      () =>
        this.client.POST('/shoppingCart/checkout', {
          params: { header: { 'Idempotency-Key': idempotencyKey } },
          body: toCheckoutBody(request),
        }),
      (data) => ({ ok: true, orderId: data.data.id, referenceIdentifier: data.data.reference_identifier }),
      checkoutRefusal,
    );
  }
}

export function toCheckoutBody(request: CheckoutRequest): Api.CheckoutRequest {
  const { shipTo, card } = request;
  return {
    shopping_cart_id: request.cartId,
    account_id: request.accountId,
    kount_session_id: request.kountSessionId,
    ...(request.points !== null ? { points: request.points } : {}),
    // The card type was checked against CARD_TYPES by the use case (creditCardProblems); the server checks it again.
    ...(card !== null
      ? { payment_details: { ...card, card_type: card.card_type as CardType, billing_address: { ...card.billing_address } } }
      : {}),
    ...(shipTo?.kind === 'saved' ? { address_id: shipTo.addressId } : {}),
    ...(shipTo?.kind === 'new' ? { address: { ...shipTo.address }, save_address: shipTo.save } : {}),
    consents: { ...request.consents },
    locale: request.locale,
  };
}

// Refusals the member (or the cart) caused, each answered with its code and the server's message (spec §8).
const REFUSAL_STATUSES = new Set([400, 402, 409, 422]);

/**
 * Every 400, 402, 409 and 422 of the checkout is the checkout's own
 * refusal: its code, message, field errors and the numbers it carries.
 */
function checkoutRefusal(status: number, code: string, { message, fieldErrors, data }: ErrorDetails): CheckoutRefusal | null {
  if (!REFUSAL_STATUSES.has(status)) return null;
  const numbers: Record<string, number> = {};
  // `data` is as received: only an object's number fields count.
  if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    for (const [name, value] of Object.entries(data)) {
      if (typeof value === 'number') numbers[name] = value;
    }
  }
  return { reason: 'checkout-refused', code, message: message ?? '', fieldErrors, numbers };
}

/** The verifier's answer for the `entered` address: its suggestion, if any, and its errors. */
export function toAddressValidationAnswer(api: Api.AddressValidation, entered: ShippingAddress): AddressValidationAnswer<ShippingAddress> {
  return { suggestion: api.suggestion === null ? null : toShippingAddress(api.suggestion, entered), errors: api.errors };
}

/** A suggested address; the verifier may leave out the names, which are then the entered ones. */
function toShippingAddress(api: Api.AddressLines, entered: ShippingAddress): ShippingAddress {
  return {
    first_name: api.first_name ?? entered.first_name,
    last_name: api.last_name ?? entered.last_name,
    address1: api.address1,
    address2: api.address2,
    city: api.city,
    region_code: api.region_code,
    postal_code: api.postal_code,
    country: api.country,
  };
}
