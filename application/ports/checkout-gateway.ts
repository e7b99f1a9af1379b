import type { AddressValidationAnswer } from '@rewards-storefront/domain/address-book/address-validation-outcome';
import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import type { ShippingAddress } from '@rewards-storefront/domain/address-book/shipping-address-form';
import type { CheckoutConsent } from '@rewards-storefront/domain/cart/cart';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { BinRange, CreditCardFields } from '@rewards-storefront/domain/payment/credit-card';
import type { FieldError, GatewayFailure } from './gateway-failure';

/** Where a checkout ships: an address of the member's book, or a new one (saved to the book when `save`). */
export type ShipTo =
  | { readonly kind: 'saved'; readonly addressId: number }
  | { readonly kind: 'new'; readonly address: ShippingAddress; readonly save: boolean };

/**
 * One checkout of a cart (spec §7 POST /shoppingCart/checkout): `points`
 * is the points share (null: the whole total in points), `card` pays the
 * rest (null when there is no cash part), `shipTo` is null for a cart
 * that ships nothing; `kountSessionId` is the fraud check's session id of
 * this checkout.
 */
export interface CheckoutRequest {
  readonly cartId: number;
  readonly accountId: number;
  readonly kountSessionId: string;
  readonly points: number | null;
  readonly card: CreditCardFields | null;
  readonly shipTo: ShipTo | null;
  readonly consents: Readonly<Partial<Record<CheckoutConsent, boolean>>>;
  readonly locale: Locale;
}

/**
 * Why a checkout was not placed, as the server said it (spec §8 maps the
 * code and message with `checkoutFailureResult`): the error code, the
 * message, the field errors, and the numbers some codes carry (`balance`
 * and `required` for INSUFFICIENT_POINTS, `points` for
 * CART_MINIMUM_NOT_MET).
 */
export interface CheckoutRefusal {
  readonly reason: 'checkout-refused';
  readonly code: string;
  readonly message: string;
  readonly fieldErrors: readonly FieldError[];
  readonly numbers: Readonly<Record<string, number>>;
}

export type PlaceOrderResult =
  { readonly ok: true; readonly orderId: number; readonly referenceIdentifier: string } | GatewayFailure<CheckoutRefusal>;

export type SavedAddressesResult = { readonly ok: true; readonly addresses: readonly SavedAddress[] } | GatewayFailure;
export type BinRangesResult = { readonly ok: true; readonly binRanges: readonly BinRange[] } | GatewayFailure;
export type AddressValidationResult = { readonly ok: true; readonly answer: AddressValidationAnswer<ShippingAddress> } | GatewayFailure;

/**
 * What the checkout asks of the programme API: the member's address book,
 * the address verification, the programme's card ranges, and the checkout
 * itself.
 *
 * Contract: `placeOrder` places the cart's order, debits its points and
 * charges the card in one step, or does nothing and answers why
 * (`checkout-refused`). The same `idempotencyKey` with the same request
 * answers what the first answered (one order, one debit); with another
 * request it is refused (IDEMPOTENCY_KEY_REUSED). Addresses come default
 * first. Another member's cart or address is `not-found`. Never throws for
 * HTTP or network failures.
 */
export interface CheckoutGateway {
  listAddresses(request: { readonly locale: Locale }): Promise<SavedAddressesResult>;
  validateAddress(address: ShippingAddress): Promise<AddressValidationResult>;
  listBinRanges(): Promise<BinRangesResult>;
  placeOrder(request: CheckoutRequest, idempotencyKey: string): Promise<PlaceOrderResult>;
}
