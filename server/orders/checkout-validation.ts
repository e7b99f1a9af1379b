import { DELIVERY_RESTRICTION_CODES } from '@rewards-storefront/domain/address-book/shipping-address';
import { checkCartMinimum } from '@rewards-storefront/domain/cart/cart-minimum';
import { splitPayment } from '@rewards-storefront/domain/catalogue/split-pay';
import { stockShortages, type StockLine } from '@rewards-storefront/domain/catalogue/stock';
import { creditCardProblems } from '@rewards-storefront/domain/payment/credit-card';
import type { CheckoutRequest } from '@openapi/schemas';
import type { PoolClient } from 'pg';
import { addressValuesOf, deliveryRestrictionError } from '../address-book/address-service';
import { findAddressOfMember, insertAddress, lockMemberAddresses, type AddressValues } from '../address-book/address-repository';
import { findCartLines } from '../cart/cart-line-repository';
import { findAppliedCodes } from '../cart/cart-promotion-code-repository';
import { findCartOfMember, findCartProgramme } from '../cart/cart-repository';
import { priceCart, type ConsentName } from '../cart/cart-pricing';
import { insufficientStock } from '../catalogue/stock-repository';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { requireBalance } from '../ledger/point-ledger';
import type { MemberRow } from '../account/member-repository';
import { findBinRanges } from '../payment/bin-range-repository';

/** A cart checked and priced for checkout: what the payment and the placement work from. */
export interface PreparedCheckout {
  now: Date;
  cart: NonNullable<Awaited<ReturnType<typeof findCartOfMember>>>;
  lines: Awaited<ReturnType<typeof findCartLines>>;
  programme: NonNullable<Awaited<ReturnType<typeof findCartProgramme>>>;
  priced: ReturnType<typeof priceCart>;
  split: { points: number; cashPoints: number; cashCents: number };
  shippingAddress: AddressValues | null;
}

const CONSENT_MESSAGES: Record<ConsentName, string> = {
  prepaid_card_terms: 'must be true: the prepaid card terms must be accepted',
  irreversible_redemption: 'must be true: this redemption cannot be cancelled once placed',
  program_rules: 'must be true: the programme rules must be accepted',
};

const RESTRICTION_MESSAGES = {
  po_box: 'Merchandise cannot be delivered to a P.O. box. Please choose a street address in Canada.',
  rural_route: 'Merchandise cannot be delivered to a rural route. Please choose a street address in Canada.',
  invalid_country: 'Merchandise can only be delivered to addresses in Canada.',
} as const;

const CARD_MESSAGES: Record<string, string> = {
  'validation.required': 'is required',
  'validation.invalid': 'is invalid',
  'checkout.card.useRewardsCard': 'Please use a rewards credit card',
  'checkout.card.expired': 'is in the past: the card has expired',
  'checkout.card.typeMismatch': 'is not the type of the card number',
  'checkout.billing.postalCodeInvalid': "is not a postal code of the address's country",
  'checkout.billing.regionInvalid': "is not a province or state of the address's country",
};

/** A cart line as the domain's stock rule reads it. */
export function stockLineOf(line: { id: number; productVariantId: number; quantity: number; stockQuantity: number | null }): StockLine {
  return { lineId: line.id, variantId: line.productVariantId, quantity: line.quantity, stockQuantity: line.stockQuantity };
}

function cartMinimumMessage(points: number): string {
  return `You need a minimum of ${points} points to checkout your shopping cart. Please adjust the items in your cart before trying again.`;
}

/**
 * Everything checked before money moves (spec §5): the cart, its lines and
 * price, the minimum, the consents, the split and its card, the address,
 * the eGift email and a first look at the balance. With `lock` the cart row
 * is locked and a new address is saved; without, it only reads (the quote
 * of the cash part).
 */
export async function prepareCheckout(
  client: PoolClient,
  clock: Clock,
  member: MemberRow,
  body: CheckoutRequest,
  options: { lock: boolean },
): Promise<PreparedCheckout> {
  const now = clock.now();
  const cart = await findCartOfMember(client, body.shopping_cart_id, member.id, { forUpdate: options.lock });
  if (!cart) throw ApiError.notFound('There is no such cart.');
  if (cart.accountId !== body.account_id) throw ApiError.validation([{ field: 'account_id', message: "must be the cart's card" }]);
  if (cart.status !== 'open') throw ApiError.conflict('CART_NOT_OPEN', 'This cart was checked out already.');
  if (cart.accountStatus !== 'ACTIVE') throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', 'This card is on hold or cancelled and cannot redeem points.');

  // One connection runs one statement at a time: these go one after the other.
  const lines = await findCartLines(client, cart.id);
  const codes = await findAppliedCodes(client, cart.id);
  const programme = await findCartProgramme(client, member.programmeId);
  if (!programme) throw ApiError.notFound('There is no such programme.');
  if (lines.length === 0) throw ApiError.conflict('CART_EMPTY', 'The cart is empty.');
  const unavailable = lines.filter((line) => !line.isOrderable).map((line) => line.id);
  if (unavailable.length > 0) {
    throw new ApiError(409, 'PRODUCT_UNAVAILABLE', 'Item Not Available', { data: { item_ids: unavailable } });
  }
  // Read here (and so before any card is authorized); taken for real, atomically, by the placement.
  const shortages = stockShortages(lines.map(stockLineOf));
  if (shortages.length > 0) throw insufficientStock(shortages);
  const priced = priceCart(lines, codes, now);
  const minimum = checkCartMinimum(priced.total, programme.cartMinimumPoints);
  if (!minimum.ok) throw new ApiError(422, 'CART_MINIMUM_NOT_MET', cartMinimumMessage(minimum.points), { data: { points: minimum.points } });

  const missingConsents = priced.consentsRequired.filter((name) => body.consents?.[name] !== true);
  if (missingConsents.length > 0) {
    throw new ApiError(400, 'CONSENT_REQUIRED', 'Some consents must be accepted before the order can be placed.', {
      errors: missingConsents.map((name) => ({ field: `consents.${name}`, message: CONSENT_MESSAGES[name] })),
    });
  }

  const split = paymentSplit(priced, body.points ?? priced.total, programme.conversionRate);
  if (split.cashCents > 0) await checkCard(client, clock, member, body);

  const shippingAddress = priced.requiresShipping ? await shippingAddressOf(client, member, body, { save: options.lock }) : null;
  const hasEgift = lines.some((line) => line.productType === 'egiftcard');
  if (hasEgift && !member.email) {
    throw new ApiError(422, 'EGIFT_RECIPIENT_EMAIL_MISSING', 'There is no email on file to send the eGift card to. Please call customer service.');
  }

  await requireBalance(client, cart.accountId, split.points, 'order');
  return { now, cart, lines, programme, priced, split, shippingAddress };
}

/** Points and cash (spec §5): at least the minimum share in points; the card pays the rest. */
function paymentSplit(priced: ReturnType<typeof priceCart>, points: number, conversionRate: number): PreparedCheckout['split'] {
  const split = priced.hasSplitpay
    ? splitPayment({ totalPoints: priced.total, points, conversionRate, percent: priced.minPercentagePoints })
    : points === priced.total
      ? { ok: true as const, points, cashPoints: 0, cashCents: 0 }
      : ({ ok: false, reason: 'points-only' } as const);
  if (split.ok) return { points: split.points, cashPoints: split.cashPoints, cashCents: split.cashCents };
  const message =
    split.reason === 'points-only'
      ? `must be the cart's total (${priced.total}): this cart cannot be paid in part by card`
      : split.reason === 'above-total'
        ? `must be at most the cart's total (${priced.total})`
        : `must be at least ${priced.minPoints} (${priced.minPercentagePoints}% of the total in points)`;
  throw ApiError.validation([{ field: 'points', message }]);
}

/** The card of the cash part (spec §5): present, Luhn-valid, not expired, in the programme's bin ranges. */
async function checkCard(client: PoolClient, clock: Clock, member: MemberRow, body: CheckoutRequest): Promise<void> {
  const card = body.payment_details;
  if (!card) {
    throw ApiError.validation([{ field: 'payment_details', message: 'is required: part of the total is paid by card' }]);
  }
  const ranges = await findBinRanges(client, member.programmeId);
  const problems = creditCardProblems(card, ranges, clock.now());
  if (problems.length > 0) {
    throw ApiError.validation(
      problems.map((problem) => ({ field: `payment_details.${problem.field}`, message: CARD_MESSAGES[problem.key] ?? 'is invalid' })),
      problems.some((problem) => problem.key === 'checkout.card.useRewardsCard')
        ? 'Please use a rewards credit card'
        : 'The entered credit card information is not valid, please provide the valid credit card details',
    );
  }
}

/** The address a cart that ships goes to: one of the member's own, or a new one; Canadian street addresses only. */
async function shippingAddressOf(client: PoolClient, member: MemberRow, body: CheckoutRequest, options: { save: boolean }): Promise<AddressValues> {
  let values: AddressValues;
  if (body.address_id !== undefined) {
    const row = await findAddressOfMember(client, member.id, body.address_id);
    if (!row) throw ApiError.notFound('No such address for this member.');
    values = row;
  } else if (body.address) {
    values = addressValuesOf(body.address, 'address.');
  } else {
    throw ApiError.validation([{ field: 'address_id', message: 'is required: the cart holds items that ship (or send address)' }]);
  }
  // A saved address from before the rule is refused on address_id; a new one on its own field.
  const restricted = deliveryRestrictionError(values, 'address.');
  if (restricted) {
    const error = body.address_id !== undefined ? { ...restricted.error, field: 'address_id' } : restricted.error;
    throw new ApiError(400, DELIVERY_RESTRICTION_CODES[restricted.restriction], RESTRICTION_MESSAGES[restricted.restriction], {
      errors: [error],
    });
  }
  if (options.save && body.address && body.save_address === true) {
    await lockMemberAddresses(client, member.id);
    await insertAddress(client, member.id, values, { isDefault: false, validatedAt: null });
  }
  return values;
}
