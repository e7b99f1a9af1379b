import { PROMO_CODE_MESSAGES } from '@rewards-storefront/domain/cart/promo-code-error';
import { promotionAmount } from '@rewards-storefront/domain/cart/promotion-amount';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';
import { findCartLines } from './cart-line-repository';
import { isCodeLive, promotionRuleOf } from './cart-pricing';
import { applyCode, findPromotionCode } from './cart-promotion-code-repository';
import { findCartProgramme } from './cart-repository';

/**
 * Applies a promotion code to an open cart (spec §5, §8). Refusals, in order:
 * promotions switched off 409 PROMOTIONS_DISABLED; unknown code 422
 * PROMO_CODE_INVALID; outside its window 422 PROMO_CODE_EXPIRED; a
 * single-product promotion without its product in the cart 409
 * PROMOTION_NOT_ELIGIBLE; applied already 409 PROMOTION_ALREADY_APPLIED.
 * The messages are the spec's.
 */
export async function applyPromotionCode(
  client: Queryable,
  input: { programmeId: number; cartId: number; promoCode: string; now: Date },
): Promise<void> {
  const programme = await findCartProgramme(client, input.programmeId);
  if (!programme?.hasPromotionsEnabled) throw ApiError.conflict('PROMOTIONS_DISABLED', 'Promotion codes are not offered in this programme.');
  const code = await findPromotionCode(client, input.programmeId, input.promoCode);
  if (!code) {
    throw new ApiError(422, 'PROMO_CODE_INVALID', PROMO_CODE_MESSAGES.invalid, {
      errors: [{ field: 'promo_code', message: PROMO_CODE_MESSAGES.invalid }],
    });
  }
  if (!isCodeLive(code, input.now)) {
    throw new ApiError(422, 'PROMO_CODE_EXPIRED', PROMO_CODE_MESSAGES.expired, {
      errors: [{ field: 'promo_code', message: PROMO_CODE_MESSAGES.expired }],
    });
  }
  const lines = await findCartLines(client, input.cartId);
  const promotable = lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    price: line.pricePoints + line.salePoints,
    saleAmount: line.salePoints,
  }));
  if (promotable.length === 0 || (code.productId !== null && promotionAmount(promotionRuleOf(code), promotable) === 0)) {
    throw ApiError.conflict('PROMOTION_NOT_ELIGIBLE', PROMO_CODE_MESSAGES.notEligible);
  }
  if (!(await applyCode(client, input.cartId, code.promotionCodeId))) {
    throw ApiError.conflict('PROMOTION_ALREADY_APPLIED', PROMO_CODE_MESSAGES.alreadyApplied);
  }
}
