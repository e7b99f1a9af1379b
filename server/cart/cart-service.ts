import { canAddToCart } from '@domain/catalogue/disclosure-consent';
import { maxQuantity } from '@domain/catalogue/product-quantity';
import { DEFAULT_LOCALE, type Locale } from '@domain/locale/locale';
import type { components } from '@openapi/programme-api';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import { requireWriteAccess } from '../auth/write-access-guard';
import { findProductListRows } from '../catalogue/product-repository';
import { toListItem } from '../catalogue/product-list-item';
import { isVariantOrderable } from '@domain/catalogue/variant-availability';
import { withTransaction } from '../database/create-pool';
import { ApiError, type FieldError } from '../http/api-error';
import { findProgrammeById, type MemberRow } from '../members/member-repository';
import {
  addToLine,
  findCartById,
  findCartLines,
  findCartProduct,
  findCartVariant,
  findLineQuantity,
  findOpenCart,
  lockOpenCart,
  type CartRow,
} from './cart-repository';

type Cart = components['schemas']['Cart'];

/** What a member adds (POST /shoppingCart); the card is already known to be the member's own. */
export interface AddToCartInput {
  productId: number;
  /** The variant chosen; the product's default variant when null. */
  productVariantId: number | null;
  productCollectionId: number;
  catalogId: number;
  currencyId: number;
  accountId: number;
  quantity: number;
  disclosureConsentAccepted: boolean;
  locale?: Locale;
}

export interface AddToCartResult {
  cart: Cart;
  /** The line's quantity when the per-order cap cut the requested total down (spec §8); null otherwise. */
  quantityAdjustedTo: number | null;
}

/**
 * The member's open cart per card: reading it and adding to it (spec §7).
 * A line's quantity never exceeds the product's max_quantity per order, and
 * concurrent adds to one card are serialised on its cart row.
 */
export class CartService {
  constructor(private readonly pool: Pool) {}

  /** The card's open cart, or null when it has none. */
  async openCart(accountId: number, locale: Locale = DEFAULT_LOCALE): Promise<Cart | null> {
    const cart = await findOpenCart(this.pool, accountId);
    return cart ? this.toCart(cart, locale) : null;
  }

  /**
   * Adds a variant to the card's open cart, creating the cart. Refusals, in
   * order: read-only access 403; unknown product or variant 404; catalogue,
   * collection or currency not the product's 400 VALIDATION_ERROR; hidden
   * or unavailable 409 PRODUCT_UNAVAILABLE; consent not accepted 400
   * DISCLOSURE_CONSENT_REQUIRED (the domain's canAddToCart order).
   */
  async add(member: MemberRow, session: SessionClaims, input: AddToCartInput): Promise<AddToCartResult> {
    requireWriteAccess(session);
    const [product, programme] = await Promise.all([
      findCartProduct(this.pool, member.programmeId, input.productId),
      findProgrammeById(this.pool, member.programmeId),
    ]);
    if (!product || !programme) throw ApiError.notFound('There is no such product.');
    const variant = await findCartVariant(this.pool, product.id, input.productVariantId);
    if (!variant) throw ApiError.notFound('There is no such product variant.');

    const errors: FieldError[] = [];
    if (product.catalogId !== input.catalogId) errors.push({ field: 'catalog_id', message: "must be the product's catalogue" });
    if (product.productCollectionId !== input.productCollectionId) {
      errors.push({ field: 'product_collection_id', message: "must be the product's collection" });
    }
    if (programme.pointsCurrencyId !== input.currencyId) {
      errors.push({ field: 'currency_id', message: `must be the programme's points currency (${programme.pointsCurrencyId})` });
    }
    if (errors.length > 0) throw ApiError.validation(errors);

    const decision = canAddToCart({
      isDisclosureConsentMandatory: product.isDisclosureConsentMandatory,
      consentAccepted: input.disclosureConsentAccepted,
      hideAddToCart: product.hideAddToCart,
      available: isVariantOrderable(variant),
    });
    if (!decision.ok && decision.reason === 'consent-required') {
      throw new ApiError(400, 'DISCLOSURE_CONSENT_REQUIRED', 'The disclosure consent of this product must be accepted first.', {
        errors: [{ field: 'is_disclosure_consent_accepted', message: 'must be true for this product' }],
      });
    }
    if (!decision.ok) throw ApiError.conflict('PRODUCT_UNAVAILABLE', 'This item is not available.');

    const cap = maxQuantity(product.maxQuantity);
    const { cartId, quantityAdjustedTo } = await withTransaction(this.pool, async (client) => {
      const id = await lockOpenCart(client, { memberId: member.id, accountId: input.accountId, currencyId: input.currencyId });
      // Read under the cart's lock: no other add to this card can change the line before the upsert below.
      const before = await findLineQuantity(client, id, variant.id);
      await addToLine(client, {
        cartId: id,
        variantId: variant.id,
        productCollectionId: product.productCollectionId,
        catalogId: product.catalogId,
        quantity: input.quantity,
        cap,
        pricePoints: variant.pricePoints,
        consentAccepted: input.disclosureConsentAccepted,
      });
      return { cartId: id, quantityAdjustedTo: before + input.quantity > cap ? cap : null };
    });
    const cart = await findCartById(this.pool, cartId);
    if (!cart) throw ApiError.notFound('There is no such cart.');
    return { cart: await this.toCart(cart, input.locale ?? DEFAULT_LOCALE), quantityAdjustedTo };
  }

  private async toCart(cart: CartRow, locale: Locale): Promise<Cart> {
    const lines = await findCartLines(this.pool, cart.id);
    const products = await findProductListRows(this.pool, { ids: [...new Set(lines.map((line) => line.productId))], locale });
    const byId = new Map(products.map((product) => [product.id, product]));
    const items = lines.flatMap((line) => {
      const product = byId.get(line.productId);
      if (!product) return [];
      return [
        {
          id: line.id,
          product: toListItem(product),
          product_variant_id: line.productVariantId,
          quantity: line.quantity,
          price: line.pricePoints,
          is_disclosure_consent_accepted: line.isDisclosureConsentAccepted,
        },
      ];
    });
    return {
      id: cart.id,
      account_id: cart.accountId,
      currency: { id: cart.currencyId, code: cart.currencyCode, symbol: cart.currencySymbol },
      item_count: items.reduce((sum, item) => sum + item.quantity, 0),
      points: items.reduce((sum, item) => sum + item.quantity * item.price, 0),
      shopping_cart_items: items,
    };
  }
}
