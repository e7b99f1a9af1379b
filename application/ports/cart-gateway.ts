import type { CartSummary } from '@domain/cart/cart-summary';
import type { Locale } from '@domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

/** One product variant to put in the card's open cart. */
export interface AddCartItemRequest {
  readonly productId: number;
  readonly productVariantId: number;
  readonly productCollectionId: number;
  readonly catalogId: number;
  readonly accountId: number;
  readonly quantity: number;
  readonly disclosureConsentAccepted: boolean;
  readonly locale: Locale;
}

export type CartResult = { readonly ok: true; readonly cart: CartSummary | null } | GatewayFailure;

/** The cart after an addition; `quantityAdjustedTo` is the line's quantity when the per-order cap cut it down. */
export type AddCartItemResult =
  | { readonly ok: true; readonly cart: CartSummary; readonly quantityAdjustedTo: number | null }
  | GatewayFailure<AddCartItemRefusal>;

/**
 * Why the cart refused an item: the variant cannot be ordered (off, out of
 * stock, or hidden from the cart), or the product's disclosure consent must
 * be accepted first.
 */
export type AddCartItemRefusal = { readonly reason: 'product-unavailable' } | { readonly reason: 'consent-required' };

/**
 * The member's open cart for one card (spec §7 shopping cart calls).
 *
 * Contract: `getCart` answers null when the card has no open cart; adding the
 * same variant again adds to its line; a line never holds more than the
 * product's maximum per order (the excess is dropped and
 * `quantityAdjustedTo` says so, null otherwise); an unavailable variant fails
 * with `product-unavailable`, a refused consent with `consent-required`,
 * another member's card with `not-found`.
 * Never throws for HTTP or network failures.
 */
export interface CartGateway {
  getCart(request: { readonly accountId: number; readonly locale: Locale }): Promise<CartResult>;
  addItem(request: AddCartItemRequest): Promise<AddCartItemResult>;
}
