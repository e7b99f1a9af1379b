import type { Cart } from '@rewards-storefront/domain/cart/cart';
import type { PromoCodeFailure } from '@rewards-storefront/domain/cart/promo-code-error';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
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
  /** The charities a gift is shared among, in the order chosen (spec §9); absent or empty for other products. */
  readonly charityIds?: readonly number[];
  readonly locale: Locale;
}

export type CartResult = { readonly ok: true; readonly cart: Cart | null } | GatewayFailure;

/** The cart after an addition; `quantityAdjustedTo` is the line's quantity when the per-order cap cut it down. */
export type AddCartItemResult =
  { readonly ok: true; readonly cart: Cart; readonly quantityAdjustedTo: number | null } | GatewayFailure<AddCartItemRefusal>;

/**
 * Why the cart refused an item: the variant cannot be ordered (off, out of
 * stock, or hidden from the cart), the product's disclosure consent must
 * be accepted first, or the card is on hold or cancelled (checkout would
 * refuse it, so its cart takes nothing).
 */
export type AddCartItemRefusal =
  | { readonly reason: 'product-unavailable' }
  | InsufficientStockRefusal
  | { readonly reason: 'consent-required' }
  | { readonly reason: 'account-not-active' };

/** A change to one line of the cart: its quantity (0 removes it) and, when given, its note (null clears it). */
export interface CartLineChange {
  readonly cartId: number;
  readonly lineId: number;
  readonly quantity: number;
  readonly notes?: string | null;
  readonly locale: Locale;
}

/**
 * The line would hold more of a variant than is left in stock (spec §8
 * 'Item Not Available'); `available` is how many are left (0 when none).
 */
export type InsufficientStockRefusal = { readonly reason: 'insufficient-stock'; readonly available: number };

/** The cart cannot change any more: it was checked out (in another tab, say); or a quantity is more than is left. */
export type CartChangeRefusal = { readonly reason: 'cart-not-open' } | InsufficientStockRefusal;

/** The cart after a line changed; `quantityAdjustedTo` is the line's quantity when the per-order cap cut it down. */
export type CartLineChangeResult =
  { readonly ok: true; readonly cart: Cart; readonly quantityAdjustedTo: number | null } | GatewayFailure<CartChangeRefusal>;

/** The cart after a change. */
export type CartChangeResult = { readonly ok: true; readonly cart: Cart } | GatewayFailure<CartChangeRefusal>;

/**
 * Why a promotion code was not applied, in the server's words (spec §8
 * "Promo add": invalid, expired, not eligible, already applied, promotions
 * switched off), for the domain's `promoCodeErrorDisplay`.
 */
export type PromoCodeRefusal = { readonly reason: 'promo-code-refused'; readonly failure: PromoCodeFailure } | CartChangeRefusal;

export type ApplyPromoCodeResult = { readonly ok: true; readonly cart: Cart } | GatewayFailure<PromoCodeRefusal>;

/**
 * The member's open cart for one card (spec §7 shopping cart calls), in the
 * member's language.
 *
 * Contract: `getCart` answers null when the card has no open cart; every
 * cart's amounts follow spec §4 (subtotal = Σ quantity × (price − sale
 * amount), total = subtotal − promotion codes, never negative). Adding the
 * same variant again adds to its line; a line never holds more than the
 * product's maximum per order (the excess is dropped and
 * `quantityAdjustedTo` says so, null otherwise); quantity 0 removes a line.
 * An unavailable variant fails with `product-unavailable`, more than the
 * variant has left in stock (adding, or changing a quantity) with
 * `insufficient-stock` and how many are left, a refused
 * consent with `consent-required`, a promotion code the cart cannot take
 * with `promo-code-refused`, an item for a card on hold or cancelled with
 * `account-not-active`, a change to a cart already checked out with
 * `cart-not-open`, another member's card or cart with `not-found`.
 * Never throws for HTTP or network failures.
 */
export interface CartGateway {
  getCart(request: { readonly accountId: number; readonly locale: Locale }): Promise<CartResult>;
  addItem(request: AddCartItemRequest): Promise<AddCartItemResult>;
  updateLine(change: CartLineChange): Promise<CartLineChangeResult>;
  removeLine(request: { readonly cartId: number; readonly lineId: number; readonly locale: Locale }): Promise<CartChangeResult>;
  applyPromoCode(request: { readonly cartId: number; readonly code: string; readonly locale: Locale }): Promise<ApplyPromoCodeResult>;
  removePromoCode(request: { readonly cartId: number; readonly codeId: number; readonly locale: Locale }): Promise<CartChangeResult>;
  /**
   * Chooses the optional fees of a line (spec §7 PUT /shoppingCart/{id}
   * {additional_fees}); `feeTypeIds` replaces the earlier choice. Mandatory
   * fees are charged whatever is chosen.
   */
  chooseLineFees(request: {
    readonly cartId: number;
    readonly lineId: number;
    readonly feeTypeIds: readonly number[];
    readonly locale: Locale;
  }): Promise<CartChangeResult>;
}
