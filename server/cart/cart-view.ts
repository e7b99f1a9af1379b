import { maxQuantity } from '@rewards-storefront/domain/catalogue/product-quantity';
import { charityShares } from '@rewards-storefront/domain/donations/charity-shares';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Cart, CharityShare } from '@openapi/schemas';
import { toListItem } from '../catalogue/product-list-item';
import { findProductListRows } from '../catalogue/product-repository';
import type { Queryable } from '../database/queryable';
import { charityName, findCharityNames } from '../donations/charity-repository';
import { ApiError } from '../http/api-error';
import type { MemberRow } from '../account/member-repository';
import { findCartLines } from './cart-line-repository';
import { findAppliedCodes } from './cart-promotion-code-repository';
import { findCartProgramme, type CartRow } from './cart-repository';
import { priceCart } from './cart-pricing';

/** The charities of a gift with their shares of `points`, by the domain's rule, named in the locale. */
export function charityShareBodies(
  ids: readonly number[],
  points: number,
  charities: ReadonlyMap<number, { nameEn: string; nameFr: string | null }>,
  locale: Locale,
): CharityShare[] {
  const shares = charityShares(points, ids.length);
  return ids.map((id, index) => {
    const charity = charities.get(id);
    return { id, name: charity ? charityName(charity, locale) : '', points: shares[index]! };
  });
}

/** What a member adds (POST /shoppingCart); the card is already known to be the member's own. */
/** The cart body of the API: lines with their products, priced by the domain's rules (cart-pricing.ts). */
export async function cartBody(db: Queryable, now: Date, cart: CartRow, member: MemberRow, locale: Locale): Promise<Cart> {
  const [lines, codes, programme] = await Promise.all([
    findCartLines(db, cart.id),
    findAppliedCodes(db, cart.id),
    findCartProgramme(db, member.programmeId),
  ]);
  if (!programme) throw ApiError.notFound('There is no such programme.');
  const [products, charities] = await Promise.all([
    findProductListRows(db, { ids: [...new Set(lines.map((line) => line.productId))], locale }),
    findCharityNames(db, [...new Set(lines.flatMap((line) => line.charityProductIds))]),
  ]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const priced = priceCart(lines, codes, now);
  const titleOf = (code: { titleEn: string; titleFr: string | null }) => ({ 'en-CA': code.titleEn, 'fr-CA': code.titleFr ?? code.titleEn });
  const items = priced.lines.flatMap(({ line, lineTotal, promotionAmount: linePromotion, promotions, fees, feeAmount }) => {
    const product = byId.get(line.productId);
    if (!product) return [];
    const isEgift = line.productType === 'egiftcard';
    return [
      {
        id: line.id,
        product: toListItem(product),
        product_variant_id: line.productVariantId,
        variant_attributes: line.variantAttributes,
        quantity: line.quantity,
        price: line.pricePoints,
        is_disclosure_consent_accepted: line.isDisclosureConsentAccepted,
        product_type: line.productType,
        sale_amount: line.salePoints,
        line_total: lineTotal,
        promotion_amount: linePromotion,
        applied_promotions: promotions.map(({ code, amount }) => ({
          promotion_code_id: code.promotionCodeId,
          promotion_code_name: code.code,
          promotion_title: titleOf(code),
          promotion_amount: amount,
        })),
        max_quantity: maxQuantity(line.maxQuantity),
        additional_fee_types: line.feeTypes.map((fee) => ({
          id: fee.id,
          code: fee.code,
          name: locale === 'fr-CA' ? (fee.nameFr ?? fee.nameEn) : fee.nameEn,
          amount: fee.amount,
          is_mandatory: fee.isMandatory,
          is_selected: fees.some((charged) => charged.feeType.id === fee.id),
        })),
        additional_fee: feeAmount,
        notes: line.notes,
        is_egift: isEgift,
        charities: charityShareBodies(line.charityProductIds, lineTotal, charities, locale),
        // Only the email on file receives eGift cards (spec §5).
        address: isEgift ? { first_name: member.firstName, last_name: member.lastName, email: member.email } : null,
      },
    ];
  });
  return {
    id: cart.id,
    account_id: cart.accountId,
    currency: { id: cart.currencyId, code: cart.currencyCode, symbol: cart.currencySymbol },
    item_count: priced.itemCount,
    points: priced.subtotal,
    shopping_cart_items: items,
    has_splitpay: priced.hasSplitpay,
    min_points: priced.minPoints,
    min_percentage_points: priced.minPercentagePoints,
    conversion_rate: programme.conversionRate,
    fiat_currency: { code: 'CAD', symbol: '$' },
    has_promotions_enabled: programme.hasPromotionsEnabled,
    promotion_codes: priced.codes.map(({ code, amount, itemCount }) => ({
      promotion_amount: amount,
      promotion_code_id: code.promotionCodeId,
      promotion_code_name: code.code,
      promotion_id: code.promotionId,
      promotion_item_count: itemCount,
      promotion_title: titleOf(code),
    })),
    subtotal: priced.subtotal,
    promotion_amount: priced.promotionAmount,
    additional_fee: priced.feeAmount,
    total: priced.total,
    cart_minimum_points: programme.cartMinimumPoints,
    comment: cart.comment,
    requires_shipping: priced.requiresShipping,
    consents_required: priced.consentsRequired,
  };
}
