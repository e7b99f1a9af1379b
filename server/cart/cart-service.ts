import { canAddToCart } from '@rewards-storefront/domain/catalogue/disclosure-consent';
import { cartQuantityChange, maxQuantity } from '@rewards-storefront/domain/catalogue/product-quantity';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { Cart, CharityShare } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { isVariantOrderable } from '@rewards-storefront/domain/catalogue/variant-availability';
import { checkStock } from '@rewards-storefront/domain/catalogue/stock';
import { insufficientStock } from '../catalogue/stock-repository';
import { withTransaction } from '../database/create-pool';
import type { Queryable } from '../database/queryable';
import { ApiError, type FieldError } from '../http/api-error';
import { findCardMembership } from '../account/card-membership-repository';
import { findProgrammeById, type MemberRow } from '../account/member-repository';
import { addToLine, deleteLine, findCartLines, findLinePricing, findLineQuantity, setLineFees, setLineQuantity } from './cart-line-repository';
import { findCartProduct, findCartVariant } from './cart-product-repository';
import { removeCode } from './cart-promotion-code-repository';
import { applyPromotionCode } from './apply-promotion-code';
import { findCartById, findCartOfMember, findOpenCart, lockOpenCart, touchCart, updateCartComment } from './cart-repository';
import { cartBody } from './cart-view';
import { feeChoiceProblem } from '@rewards-storefront/domain/cart/additional-fees';

/** Checkout's refusal of the same card (409 ACCOUNT_NOT_ACTIVE), said at the first item instead of the last step. */
const ACCOUNT_NOT_ACTIVE_MESSAGE = 'This card is on hold or cancelled and cannot redeem points.';
import { charityChoiceErrors } from '../donations/charity-choice';

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
  /** The charities a gift is shared among, in the order chosen (spec §9); empty for other products. */
  charityIds?: readonly number[];
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
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** The member's open cart on the card, or null when there is none. */
  async openCart(member: MemberRow, accountId: number, locale: Locale = DEFAULT_LOCALE): Promise<Cart | null> {
    const cart = await findOpenCart(this.pool, accountId, member.id);
    return cart ? cartBody(this.pool, this.clock.now(), cart, member, locale) : null;
  }

  /**
   * Adds a variant to the card's open cart, creating the cart. Refusals, in
   * order: read-only access 403; a card on hold or cancelled 409
   * ACCOUNT_NOT_ACTIVE (checkout would refuse it anyway, so the cart does
   * not take what can never be checked out); unknown product or variant 404; catalogue,
   * collection or currency not the product's 400 VALIDATION_ERROR; hidden
   * or unavailable 409 PRODUCT_UNAVAILABLE; consent not accepted 400
   * DISCLOSURE_CONSENT_REQUIRED (the domain's canAddToCart order); then,
   * under the cart's lock, more than the variant has left (the line's new
   * quantity) 409 INSUFFICIENT_STOCK.
   */
  async add(member: MemberRow, session: SessionClaims, input: AddToCartInput): Promise<AddToCartResult> {
    const card = await findCardMembership(this.pool, member.id, input.accountId);
    if (!card) throw ApiError.notFound('No such card for this member.');
    if (card.status !== 'ACTIVE') throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', ACCOUNT_NOT_ACTIVE_MESSAGE);
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
    const charityIds = input.charityIds ?? [];
    errors.push(
      ...(await charityChoiceErrors(this.pool, {
        programmeId: member.programmeId,
        catalogId: product.catalogId,
        maxCharities: product.maxCharities,
        charityIds,
      })),
    );
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
      const before = await findLineQuantity(client, id, variant.id, charityIds);
      // More than is left is refused before it reaches the cart (spec §8 'Item Not Available'); checkout checks again.
      const wanted = Math.min(before + input.quantity, cap);
      const stock = checkStock(wanted, variant.stockQuantity);
      if (!stock.ok) throw insufficientStock([{ variantId: variant.id, lineIds: [], requested: wanted, available: stock.available }]);
      await addToLine(client, {
        cartId: id,
        variantId: variant.id,
        productCollectionId: product.productCollectionId,
        catalogId: product.catalogId,
        quantity: input.quantity,
        cap,
        pricePoints: variant.pricePoints,
        salePoints: variant.salePoints,
        consentAccepted: input.disclosureConsentAccepted,
        charityIds,
      });
      return { cartId: id, quantityAdjustedTo: before + input.quantity > cap ? cap : null };
    });
    const cart = await findCartById(this.pool, cartId);
    if (!cart) throw ApiError.notFound('There is no such cart.');
    return { cart: await cartBody(this.pool, this.clock.now(), cart, member, input.locale ?? DEFAULT_LOCALE), quantityAdjustedTo };
  }

  /**
   * Sets a line's quantity (0 removes it) and optionally its note (spec §4,
   * §8): over the product's per-order cap the line is set to the cap and
   * quantityAdjustedTo says so. More than the variant has left is 409
   * INSUFFICIENT_STOCK. The line is repriced at today's price.
   */
  async updateItem(
    member: MemberRow,
    session: SessionClaims,
    input: { cartId: number; itemId: number; quantity: number; notes?: string | null; locale: Locale },
  ): Promise<AddToCartResult> {
    const adjusted = await this.changeOpenCart(member, input.cartId, async (client) => {
      const pricing = await findLinePricing(client, input.cartId, input.itemId);
      if (!pricing) throw ApiError.notFound('There is no such line in this cart.');
      const change = cartQuantityChange(input.quantity, pricing.maxQuantity);
      if (change.kind === 'remove') {
        await deleteLine(client, input.cartId, input.itemId);
        return null;
      }
      const stock = checkStock(change.quantity, pricing.stockQuantity);
      if (!stock.ok) {
        throw insufficientStock([
          { variantId: pricing.productVariantId, lineIds: [input.itemId], requested: change.quantity, available: stock.available },
        ]);
      }
      await setLineQuantity(client, {
        cartId: input.cartId,
        lineId: input.itemId,
        quantity: change.quantity,
        pricePoints: pricing.pricePoints,
        salePoints: pricing.salePoints,
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
      });
      return change.adjustedTo;
    });
    return { cart: await this.cartById(input.cartId, member, input.locale), quantityAdjustedTo: adjusted };
  }

  /** Removes a line from the member's open cart. */
  async removeItem(member: MemberRow, session: SessionClaims, input: { cartId: number; itemId: number; locale: Locale }): Promise<Cart> {
    await this.changeOpenCart(member, input.cartId, async (client) => {
      if (!(await deleteLine(client, input.cartId, input.itemId))) throw ApiError.notFound('There is no such line in this cart.');
    });
    return this.cartById(input.cartId, member, input.locale);
  }

  /**
   * PUT /shoppingCart/{id}: sets (or with null clears) the cart's comment,
   * and/or replaces the optional fees chosen for some of its lines (spec §7
   * `additional_fees`, issue 21 item 18). A line not in the cart is 404; a
   * fee type not the line's is 400 on its field (domain `feeChoiceProblem`).
   */
  async updateCart(
    member: MemberRow,
    session: SessionClaims,
    input: { cartId: number; comment?: string | null; additionalFees?: ReadonlyArray<{ itemId: number; feeTypeIds: readonly number[] }>; locale: Locale },
  ): Promise<Cart> {
    await this.changeOpenCart(member, input.cartId, async (client) => {
      if (input.comment !== undefined) await updateCartComment(client, input.cartId, input.comment?.trim() || null);
      if (input.additionalFees === undefined) return;
      const lines = await findCartLines(client, input.cartId);
      const errors: FieldError[] = [];
      const chosen = input.additionalFees.map((entry, index) => {
        const line = lines.find((candidate) => candidate.id === entry.itemId);
        if (!line) throw ApiError.notFound('There is no such line in this cart.');
        if (feeChoiceProblem(line.feeTypes, entry.feeTypeIds) !== null) {
          errors.push({ field: `additional_fees[${index}].additional_fee_type_ids`, message: "must be fee types of the line's product" });
        }
        // Mandatory fees are charged anyway: only the optional ones are kept as the member's choice.
        const optional = new Set(line.feeTypes.filter((fee) => !fee.isMandatory).map((fee) => fee.id));
        return { lineId: line.id, feeTypeIds: entry.feeTypeIds.filter((id) => optional.has(id)) };
      });
      if (errors.length > 0) throw ApiError.validation(errors);
      for (const { lineId, feeTypeIds } of chosen) await setLineFees(client, lineId, feeTypeIds);
    });
    return this.cartById(input.cartId, member, input.locale);
  }

  /** Applies a promotion code to the member's open cart ({@link applyPromotionCode} says its refusals). */
  async addPromotionCode(
    member: MemberRow,
    session: SessionClaims,
    input: { cartId: number; promoCode: string; locale: Locale },
  ): Promise<Cart> {
    await this.changeOpenCart(member, input.cartId, async (client) => {
      await applyPromotionCode(client, { programmeId: member.programmeId, cartId: input.cartId, promoCode: input.promoCode, now: this.clock.now() });
    });
    return this.cartById(input.cartId, member, input.locale);
  }

  /** Removes an applied code; one the cart does not have answers 404. */
  async removePromotionCode(
    member: MemberRow,
    session: SessionClaims,
    input: { cartId: number; codeId: number; locale: Locale },
  ): Promise<Cart> {
    await this.changeOpenCart(member, input.cartId, async (client) => {
      if (!(await removeCode(client, input.cartId, input.codeId))) throw ApiError.notFound('This promotion code is not applied to this cart.');
    });
    return this.cartById(input.cartId, member, input.locale);
  }

  /**
   * Runs a change on the member's own open cart, its row locked: another
   * member's cart is a 404, a checked-out one 409 CART_NOT_OPEN.
   */
  private async changeOpenCart<T>(member: MemberRow, cartId: number, change: (client: Queryable) => Promise<T>): Promise<T> {
    return withTransaction(this.pool, async (client) => {
      const cart = await findCartOfMember(client, cartId, member.id, { forUpdate: true });
      if (!cart) throw ApiError.notFound('There is no such cart.');
      if (cart.status !== 'open') throw ApiError.conflict('CART_NOT_OPEN', 'This cart was checked out already.');
      const result = await change(client);
      await touchCart(client, cartId);
      return result;
    });
  }

  private async cartById(cartId: number, member: MemberRow, locale: Locale): Promise<Cart> {
    const cart = await findCartById(this.pool, cartId);
    if (!cart) throw ApiError.notFound('There is no such cart.');
    return cartBody(this.pool, this.clock.now(), cart, member, locale);
  }
}
