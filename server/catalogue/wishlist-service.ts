import { sortWishlist, type WishlistOrder } from '@rewards-storefront/domain/catalogue/wishlist';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { WishlistItem } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import { ApiError, type FieldError } from '../http/api-error';
import type { MemberRow } from '../account/member-repository';
import { toListItem } from './product-list-item';
import { findProductListRows } from './product-repository';
import {
  deleteWishlistItem,
  findVariantPlacement,
  findWishlist,
  findWishlistItem,
  insertWishlistItem,
  type WishlistRow,
} from './wishlist-repository';

/** The member's wishlist: reading it in an order, adding to it, removing from it. Members only see and change their own. */
export class WishlistService {
  constructor(private readonly pool: Pool) {}

  /** The member's items in `order` (the domain's rule, which the storefront sorts by too), priced and named in `locale`. */
  async wishlist(member: MemberRow, locale: Locale = DEFAULT_LOCALE, order: WishlistOrder = 'newest'): Promise<WishlistItem[]> {
    const rows = await findWishlist(this.pool, member.id);
    const sortable = rows.map((row) => ({
      row,
      createdAt: new Date(row.createdAt),
      productName: (locale === 'fr-CA' ? row.nameFr : null) ?? row.nameEn,
      points: Number(row.pricePoints),
    }));
    return this.toWishlistItems(
      sortWishlist(sortable, order, locale).map((entry) => entry.row),
      locale,
    );
  }

  /**
   * Adds a variant for the member (write access first, like every write).
   * The card must be the member's own (checked by the caller) and the
   * variant an active product of the programme in the catalogue and
   * collection named.
   */
  async addToWishlist(
    member: MemberRow,
    session: SessionClaims,
    input: { variantId: number; productCollectionId: number; catalogId: number; accountId: number; locale?: Locale },
  ): Promise<{ item: WishlistItem; created: boolean }> {
    const placement = await findVariantPlacement(this.pool, member.programmeId, input.variantId);
    if (!placement) throw ApiError.notFound('There is no such product variant.');
    const errors: FieldError[] = [];
    if (Number(placement.catalogId) !== input.catalogId) errors.push({ field: 'catalog_id', message: "must be the product's catalogue" });
    if (Number(placement.productCollectionId) !== input.productCollectionId) {
      errors.push({ field: 'product_collection_id', message: "must be the product's collection" });
    }
    if (errors.length > 0) throw ApiError.validation(errors);
    const { id, created } = await insertWishlistItem(this.pool, { memberId: member.id, ...input });
    const row = await findWishlistItem(this.pool, member.id, id);
    if (!row) throw ApiError.notFound('There is no such wishlist item.');
    const [item] = await this.toWishlistItems([row], input.locale ?? DEFAULT_LOCALE);
    return { item: item!, created };
  }

  /** Removes one of the member's items; another member's item is a 404, exactly like a missing one. */
  async removeFromWishlist(member: MemberRow, session: SessionClaims, id: number): Promise<void> {
    if (!(await deleteWishlistItem(this.pool, member.id, id))) throw ApiError.notFound('There is no such wishlist item.');
  }

  private async toWishlistItems(rows: WishlistRow[], locale: Locale): Promise<WishlistItem[]> {
    const products = await findProductListRows(this.pool, { ids: [...new Set(rows.map((row) => Number(row.productId)))], locale });
    const byId = new Map(products.map((product) => [Number(product.id), product]));
    return rows.flatMap((row) => {
      const product = byId.get(Number(row.productId));
      if (!product) return [];
      return [
        {
          id: Number(row.id),
          created_at: new Date(row.createdAt).toISOString(),
          product: toListItem(product),
          product_variant: { id: Number(row.productVariantId), sku: row.sku, variant_attributes: row.attributes },
        },
      ];
    });
  }
}
