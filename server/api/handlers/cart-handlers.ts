import type { operations } from '@openapi/programme-api';
import type { MemberService } from '../../account/member-service';
import type { CartService } from '../../cart/cart-service';
import { memberOf } from '../operation-access';
import { callerOf, localeOf, type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface CartHandlerServices {
  members: MemberService;
  carts: CartService;
}

/** The shopping cart, its lines and promotion codes (spec §7). Access is each operation's `x-access`, enforced before these run. */
export function cartHandlers({ members, carts }: CartHandlerServices) {
  return {
    async getShoppingCart(request) {
      const member = memberOf(request);
      const query = request.query as Query<'getShoppingCart'>;
      await members.requireOwnAccount(member, query.account_id);
      const cart = await carts.openCart(member, query.account_id, query.locale);
      // A list whose first entry is the cart (spec §7), empty when the card has none.
      return { data: cart ? [cart] : [] };
    },
    async addToShoppingCart(request, reply) {
      const { member, session } = callerOf(request);
      const body = request.body as JsonBody<'addToShoppingCart'>;
      await members.requireOwnAccount(member, body.account_id);
      const { cart, quantityAdjustedTo } = await carts.add(member, session, {
        productId: body.product_id,
        productVariantId: body.product_variant_id ?? null,
        productCollectionId: body.product_collection_id,
        catalogId: body.catalog_id,
        currencyId: body.currency_id,
        accountId: body.account_id,
        quantity: body.quantity,
        disclosureConsentAccepted: body.is_disclosure_consent_accepted === true,
        charityIds: body.charity_ids ?? [],
        locale: body.locale,
      });
      return reply.code(201).send({ data: cart, quantity_adjusted_to: quantityAdjustedTo });
    },
    async updateShoppingCart(request) {
      const { member, session } = callerOf(request);
      const { cartId } = request.params as Path<'updateShoppingCart'>;
      const body = request.body as JsonBody<'updateShoppingCart'>;
      const locale = localeOf(request.query as Query<'updateShoppingCart'>, member);
      return {
        data: await carts.updateCart(member, session, {
          cartId,
          ...(body.comment !== undefined ? { comment: body.comment } : {}),
          ...(body.additional_fees !== undefined
            ? { additionalFees: body.additional_fees.map((entry) => ({ itemId: entry.item_id, feeTypeIds: entry.additional_fee_type_ids })) }
            : {}),
          locale,
        }),
      };
    },
    async updateShoppingCartItem(request) {
      const { member, session } = callerOf(request);
      const { cartId, itemId } = request.params as Path<'updateShoppingCartItem'>;
      const body = request.body as JsonBody<'updateShoppingCartItem'>;
      const locale = localeOf(request.query as Query<'updateShoppingCartItem'>, member);
      const { cart, quantityAdjustedTo } = await carts.updateItem(member, session, {
        cartId,
        itemId,
        quantity: body.quantity,
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        locale,
      });
      return { data: cart, quantity_adjusted_to: quantityAdjustedTo };
    },
    async removeShoppingCartItem(request) {
      const { member, session } = callerOf(request);
      const { cartId, itemId } = request.params as Path<'removeShoppingCartItem'>;
      const locale = localeOf(request.query as Query<'removeShoppingCartItem'>, member);
      return { data: await carts.removeItem(member, session, { cartId, itemId, locale }) };
    },
    async addPromotionCode(request, reply) {
      const { member, session } = callerOf(request);
      const { cartId } = request.params as Path<'addPromotionCode'>;
      const body = request.body as JsonBody<'addPromotionCode'>;
      const locale = localeOf(request.query as Query<'addPromotionCode'>, member);
      const cart = await carts.addPromotionCode(member, session, { cartId, promoCode: body.promo_code, locale });
      return reply.code(201).send({ data: cart });
    },
    async removePromotionCode(request) {
      const { member, session } = callerOf(request);
      const { cartId, codeId } = request.params as Path<'removePromotionCode'>;
      const locale = localeOf(request.query as Query<'removePromotionCode'>, member);
      return { data: await carts.removePromotionCode(member, session, { cartId, codeId, locale }) };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
