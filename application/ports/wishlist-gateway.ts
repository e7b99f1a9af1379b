import type { CardEarning } from '@rewards-storefront/domain/catalogue/points-goal';
import type { WishlistItem } from '@rewards-storefront/domain/catalogue/wishlist';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

/** What saving a product to the wishlist needs: the variant, where it is sold, and the card. */
export interface AddWishlistItemRequest {
  readonly productVariantId: number;
  readonly productCollectionId: number;
  readonly catalogId: number;
  readonly accountId: number;
  readonly locale: Locale;
}

export type WishlistListResult = { readonly ok: true; readonly items: WishlistItem[] } | GatewayFailure;
export type WishlistAddResult = { readonly ok: true; readonly item: WishlistItem } | GatewayFailure;
export type WishlistRemoveResult = { readonly ok: true } | GatewayFailure;
export type CardEarningResult = { readonly ok: true; readonly earning: CardEarning } | GatewayFailure;

/**
 * The signed-in member's wishlist (spec §3 "Wishlist item", §7).
 *
 * Contract: `list` holds only the member's own items, newest first; adding a
 * variant already saved answers the existing item (no duplicate); removing
 * another member's item, or one already gone, fails with `not-found`;
 * `cardEarning` is what one of the member's cards earned over the window the
 * items' points goals estimate from (another member's card: `not-found`).
 * Never throws for HTTP or network failures.
 */
export interface WishlistGateway {
  /** `accountId` prices the items for that card; null lets the server pick. */
  list(request: { readonly locale: Locale; readonly accountId: number | null }): Promise<WishlistListResult>;
  add(request: AddWishlistItemRequest): Promise<WishlistAddResult>;
  remove(id: number): Promise<WishlistRemoveResult>;
  cardEarning(accountId: number): Promise<CardEarningResult>;
}
