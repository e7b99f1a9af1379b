import type { CommonFailure } from '@application/ports/gateway-failure';
import { NOT_FOUND, failed } from './failures';
import type {
  AddWishlistItemRequest,
  CardEarningResult,
  WishlistAddResult,
  WishlistGateway,
  WishlistListResult,
  WishlistRemoveResult,
} from '@application/ports/wishlist-gateway';
import { EARNING_WINDOW_DAYS } from '@rewards-storefront/domain/catalogue/points-goal';
import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import type { WishlistItem } from '@rewards-storefront/domain/catalogue/wishlist';
import type { Locale } from '@rewards-storefront/domain/locale/locale';

export function aWishlistItem(overrides: Partial<WishlistItem> = {}): WishlistItem {
  const id = overrides.id ?? 1;
  const productId = overrides.productId ?? id;
  return {
    id,
    productId,
    productSlug: `product-${productId}`,
    productName: `Product ${productId}`,
    productVariantId: productId * 100,
    productCollectionId: 1,
    catalogId: 1,
    imageUrl: `/media/products/${productId}.svg`,
    points: 10_000,
    createdAt: new Date('2026-01-01T12:00:00Z'),
    ...overrides,
  };
}

/** Where the fake finds the product of a variant (the fake catalogue does). */
export interface VariantLookup {
  productOfVariant(variantId: number): ProductDetail | undefined;
}

/**
 * One member's wishlist in memory, behaving like the programme API: newest
 * first, adding a saved variant again answers the existing item, removing an
 * unknown item (another member's, or one already gone) is 404, and a variant
 * no product has is 404; a card's earning is what `earnedByCard` holds (a
 * card not in it is another member's: 404). Records every call; `failure`
 * makes every call fail.
 */
export class FakeWishlistGateway implements WishlistGateway {
  readonly listRequests: { locale: Locale; accountId: number | null }[] = [];
  readonly addRequests: AddWishlistItemRequest[] = [];
  readonly removeRequests: number[] = [];
  readonly earningRequests: number[] = [];
  /** Points each of the member's cards earned over the window. */
  earnedByCard = new Map<number, number>([[101, 4_500]]);
  failure: CommonFailure | null = null;
  private nextId = 1000;
  /** Variant id of each item the fake added (items given directly have none). */
  private readonly variantOfItem = new Map<number, number>();

  constructor(
    private readonly catalogue: VariantLookup,
    public items: WishlistItem[] = [],
  ) {}

  async list(request: { locale: Locale; accountId: number | null }): Promise<WishlistListResult> {
    this.listRequests.push(request);
    if (this.failure) return failed(this.failure);
    return { ok: true, items: [...this.items].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()) };
  }

  async add(request: AddWishlistItemRequest): Promise<WishlistAddResult> {
    this.addRequests.push(request);
    if (this.failure) return failed(this.failure);
    const product = this.catalogue.productOfVariant(request.productVariantId);
    if (!product) return NOT_FOUND;
    const existing = this.items.find((item) => this.variantOfItem.get(item.id) === request.productVariantId);
    if (existing) return { ok: true, item: existing };
    this.nextId += 1;
    const item: WishlistItem = {
      id: this.nextId,
      productId: product.id,
      productSlug: product.slug,
      productName: product.name,
      productVariantId: request.productVariantId,
      productCollectionId: request.productCollectionId,
      catalogId: request.catalogId,
      imageUrl: product.imageUrl,
      points: product.points,
      // A second after the newest item, so newest first is well defined.
      createdAt: new Date(Math.max(Date.UTC(2026, 0, 1), ...this.items.map((existing) => existing.createdAt.getTime())) + 1000),
    };
    this.variantOfItem.set(item.id, request.productVariantId);
    this.items = [item, ...this.items];
    return { ok: true, item };
  }

  async remove(id: number): Promise<WishlistRemoveResult> {
    this.removeRequests.push(id);
    if (this.failure) return failed(this.failure);
    if (!this.items.some((item) => item.id === id)) return NOT_FOUND;
    this.items = this.items.filter((item) => item.id !== id);
    return { ok: true };
  }

  async cardEarning(accountId: number): Promise<CardEarningResult> {
    this.earningRequests.push(accountId);
    if (this.failure) return failed(this.failure);
    const earnedPoints = this.earnedByCard.get(accountId);
    if (earnedPoints === undefined) return NOT_FOUND;
    return { ok: true, earning: { accountId, windowDays: EARNING_WINDOW_DAYS, earnedPoints } };
  }
}
