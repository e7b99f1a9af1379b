import type {
  AddCartItemRequest,
  AddCartItemResult,
  ApplyPromoCodeResult,
  CartChangeResult,
  CartGateway,
  CartLineChange,
  CartLineChangeResult,
  CartResult,
} from '@application/ports/cart-gateway';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type { AdditionalFeeType, AppliedFee } from '@rewards-storefront/domain/cart/additional-fees';
import type { Cart } from '@rewards-storefront/domain/cart/cart';
import { priceCart, type PricingLine } from '@rewards-storefront/domain/cart/cart-pricing';
import { PROMO_CODE_MESSAGES } from '@rewards-storefront/domain/cart/promo-code-error';
import { promotionAmount, type PromotableLine, type PromotionRule } from '@rewards-storefront/domain/cart/promotion-amount';
import { canAddToCart } from '@rewards-storefront/domain/catalogue/disclosure-consent';
import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { cartQuantityChange, maxQuantity } from '@rewards-storefront/domain/catalogue/product-quantity';
import { checkStock } from '@rewards-storefront/domain/catalogue/stock';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { toCart } from '@infrastructure/http-cart-gateway';
import { apiCart, apiCartItem, apiProductListItem } from './api-fixtures';
import { aProductDetail } from './fake-catalogue-gateway';
import { NOT_FOUND, failed } from './failures';
import { charityChoiceProblem, charityShares } from '@rewards-storefront/domain/donations/charity-shares';

/** Where the fake finds a product by id (the fake catalogue does). */
export interface ProductLookup {
  detailOf(productId: number): ProductDetail | undefined;
}

/** A promotion code the fake programme offers, with its rule; `live` false is outside its validity window. */
export interface FakePromotionCode {
  readonly code: string;
  readonly codeId: number;
  readonly promotionId: number;
  readonly title: Readonly<Record<Locale, string>>;
  readonly rule: PromotionRule;
  readonly live: boolean;
}

/** The demo programme's codes (README): WELCOME10 10% off, EXPIRED2025 expired, AURALIS500 500 points off product 1 only. */
export function demoPromotionCodes(singleProductId = 1): FakePromotionCode[] {
  return [
    {
      code: 'WELCOME10',
      codeId: 1,
      promotionId: 1,
      title: { 'en-CA': 'Welcome offer: 10% off', 'fr-CA': 'Offre de bienvenue : 10 % de rabais' },
      rule: { kind: 'percentage', percentage: 10, productId: null },
      live: true,
    },
    {
      code: 'EXPIRED2025',
      codeId: 2,
      promotionId: 2,
      title: { 'en-CA': 'Holiday 2025: 1,000 points off', 'fr-CA': 'Fêtes 2025 : 1 000 points de rabais' },
      rule: { kind: 'amount', points: 1_000, productId: null },
      live: false,
    },
    {
      code: 'AURALIS500',
      codeId: 3,
      promotionId: 3,
      title: { 'en-CA': '500 points off one product', 'fr-CA': '500 points de rabais sur un produit' },
      rule: { kind: 'amount', points: 500, productId: singleProductId },
      live: true,
    },
  ];
}

interface Line {
  readonly id: number;
  readonly product: ProductDetail;
  readonly variantId: number;
  quantity: number;
  /** What one item costs now (the sale price), as the API's `price`. */
  price: number;
  notes: string | null;
  consentAccepted: boolean;
  /** The charities a gift is shared among, in the order chosen; empty for other lines. */
  charityIds: readonly number[];
  /** The optional fees chosen for the line. */
  chosenFeeIds?: readonly number[];
}

/** A fee of a product in the fake programme (issue 21 item 18), in points per unit, named per locale. */
export interface FakeFeeType extends AdditionalFeeType {
  readonly name: Readonly<Record<Locale, string>>;
}

interface FakeCart {
  readonly id: number;
  readonly accountId: number;
  readonly lines: Line[];
  readonly codeIds: number[];
  open: boolean;
}

/**
 * One member's carts in memory, one open cart per card, behaving like the
 * programme API: adding a variant again adds to its line; a line is capped
 * at the product's maximum per order and the answer says so; quantity 0
 * removes a line; a line on sale carries its sale amount; promotion codes
 * (`promotionCodes`, the demo's by default) are refused as the server
 * refuses them, in its words, and take their points off by the domain's
 * rules; amounts, split pay and consents are priced like the server's
 * cart. Answers are the API's cart bodies (api-fixtures) mapped through the
 * adapter. An unavailable variant or a product hidden from the cart is
 * `product-unavailable`; a line above its variant's `stockQuantity` (adding
 * or changing a quantity) is `insufficient-stock` with how many are left, by
 * the domain's stock rule, as on the server; a mandatory consent not accepted is
 * `consent-required`; an unknown product, variant, cart or line, or a card
 * not in `accountIds` (when given), is 404; a checked-out cart refuses
 * every change. Records every call; `failure` makes every call fail.
 */
export class FakeCartGateway implements CartGateway {
  readonly getRequests: { accountId: number; locale: Locale }[] = [];
  readonly addRequests: AddCartItemRequest[] = [];
  readonly lineChanges: CartLineChange[] = [];
  readonly lineRemovals: { cartId: number; lineId: number; locale: Locale }[] = [];
  readonly promoCodeRequests: { cartId: number; code: string; locale: Locale }[] = [];
  readonly promoCodeRemovals: { cartId: number; codeId: number; locale: Locale }[] = [];
  failure: CommonFailure | null = null;
  /** The member's cards; null accepts any. */
  accountIds: ReadonlySet<number> | null = null;
  /** Cards the bank put on hold or cancelled: their carts take nothing (409 ACCOUNT_NOT_ACTIVE). */
  inactiveAccountIds: ReadonlySet<number> = new Set();
  /** The member's name and email on file: an eGift line's recipient. */
  member = { firstName: 'Alex', lastName: 'Martin', email: 'alex.martin@example.com' as string | null };
  promotionCodes: FakePromotionCode[] = demoPromotionCodes();
  promotionsEnabled = true;
  /** The fees of products, by product id (none for the others). */
  productFees = new Map<number, readonly FakeFeeType[]>();
  cartMinimumPoints = 1_000;
  conversionRate = 0.01;
  private readonly carts: FakeCart[] = [];
  private nextCartId = 500;
  private nextLineId = 1;

  constructor(private readonly catalogue: ProductLookup) {}

  /** Starts the card's cart with `itemCount` items of one product at `points` each (for header tests). */
  withCart(accountId: number, itemCount: number, points = 1_000): this {
    const product = aProductDetail({ id: 9_000 + this.nextLineId, name: 'Item', points });
    return this.withLine(accountId, product, itemCount);
  }

  /** Puts `quantity` of a product's default variant in the card's open cart, as if added before (a gift for `charityIds`). */
  withLine(accountId: number, product: ProductDetail, quantity: number, charityIds: readonly number[] = []): this {
    const cart = this.openCartOf(accountId) ?? this.newCart(accountId);
    const variant = product.variants.find((candidate) => candidate.id === product.defaultVariantId) ?? product.variants[0];
    cart.lines.push({
      id: this.nextLineId++,
      product,
      variantId: variant?.id ?? product.defaultVariantId,
      quantity,
      price: variant?.points ?? product.points,
      notes: null,
      consentAccepted: product.isDisclosureConsentMandatory,
      charityIds,
    });
    return this;
  }

  /** The card's open cart as the API answers it now, or null (for fakes of the checkout). */
  cartOf(accountId: number, locale: Locale = 'en-CA'): Cart | null {
    const cart = this.openCartOf(accountId);
    return cart ? this.answer(cart, locale) : null;
  }

  /** The open cart `cartId` of the card, as the API answers it, or null when it is not open. */
  openCart(cartId: number, accountId: number, locale: Locale = 'en-CA'): Cart | null {
    const cart = this.carts.find((candidate) => candidate.id === cartId && candidate.accountId === accountId && candidate.open);
    return cart ? this.answer(cart, locale) : null;
  }

  /** Whether the cart is open or checked out already; null for a cart the member does not have. */
  statusOf(cartId: number): 'open' | 'closed' | null {
    const cart = this.carts.find((candidate) => candidate.id === cartId && this.ownsCard(candidate.accountId));
    return cart === undefined ? null : cart.open ? 'open' : 'closed';
  }

  /** Closes the cart (it was checked out): a later change is refused, and the card has no open cart. */
  close(cartId: number): void {
    const cart = this.carts.find((candidate) => candidate.id === cartId);
    if (cart) cart.open = false;
  }

  async getCart(request: { accountId: number; locale: Locale }): Promise<CartResult> {
    this.getRequests.push(request);
    if (this.failure) return failed(this.failure);
    if (!this.ownsCard(request.accountId)) return NOT_FOUND;
    return { ok: true, cart: this.cartOf(request.accountId, request.locale) };
  }

  async addItem(request: AddCartItemRequest): Promise<AddCartItemResult> {
    this.addRequests.push(request);
    if (this.failure) return failed(this.failure);
    // The server's order (server/cart/cart-service.ts add): the card, its status, the product and variant,
    // the request's fields, then the domain's canAddToCart (hidden, unavailable, consent), then the stock.
    if (!this.ownsCard(request.accountId)) return NOT_FOUND;
    if (this.inactiveAccountIds.has(request.accountId)) return failed({ reason: 'account-not-active' } as const);
    const product = this.catalogue.detailOf(request.productId);
    const variant = product?.variants.find((candidate) => candidate.id === request.productVariantId);
    if (!product || !variant) return NOT_FOUND;
    const charityIds = request.charityIds ?? [];
    const charityRefusal = charityChoiceRefusal(product, charityIds);
    if (charityRefusal) return failed({ reason: 'invalid', fieldErrors: [{ field: 'charity_ids', message: charityRefusal }] } as const);
    const decision = canAddToCart({
      isDisclosureConsentMandatory: product.isDisclosureConsentMandatory,
      consentAccepted: request.disclosureConsentAccepted,
      hideAddToCart: product.hideAddToCart,
      available: variant.isAvailable,
    });
    if (!decision.ok) return failed({ reason: decision.reason === 'consent-required' ? 'consent-required' : 'product-unavailable' } as const);
    const cart = this.openCartOf(request.accountId) ?? this.newCart(request.accountId);
    // A gift for other charities is a line of its own, as on the server.
    let line = cart.lines.find((candidate) => candidate.variantId === variant.id && sameIds(candidate.charityIds, charityIds));
    if (!line) {
      line = {
        id: this.nextLineId++,
        product,
        variantId: variant.id,
        quantity: 0,
        price: variant.points,
        notes: null,
        consentAccepted: false,
        charityIds,
      };
      cart.lines.push(line);
    }
    const cap = maxQuantity(product.maxQuantity);
    const wanted = line.quantity + request.quantity;
    const stock = checkStock(Math.min(wanted, cap), variant.stockQuantity);
    if (!stock.ok) {
      if (line.quantity === 0) cart.lines.splice(cart.lines.indexOf(line), 1);
      return failed({ reason: 'insufficient-stock', available: stock.available } as const);
    }
    line.quantity = Math.min(wanted, cap);
    line.price = variant.points;
    line.consentAccepted = request.disclosureConsentAccepted;
    return { ok: true, cart: this.answer(cart, request.locale), quantityAdjustedTo: wanted > cap ? cap : null };
  }

  async updateLine(change: CartLineChange): Promise<CartLineChangeResult> {
    this.lineChanges.push(change);
    return this.changeOpenCart(change.cartId, (cart) => {
      const line = cart.lines.find((candidate) => candidate.id === change.lineId);
      if (!line) return NOT_FOUND;
      const decision = cartQuantityChange(change.quantity, line.product.maxQuantity);
      if (decision.kind === 'set') {
        const stock = checkStock(decision.quantity, line.product.variants.find((variant) => variant.id === line.variantId)?.stockQuantity ?? null);
        if (!stock.ok) return failed({ reason: 'insufficient-stock', available: stock.available } as const);
      }
      if (decision.kind === 'remove') {
        cart.lines.splice(cart.lines.indexOf(line), 1);
      } else {
        line.quantity = decision.quantity;
        if (change.notes !== undefined) line.notes = change.notes;
      }
      return {
        ok: true,
        cart: this.answer(cart, change.locale),
        quantityAdjustedTo: decision.kind === 'set' ? decision.adjustedTo : null,
      };
    });
  }

  async removeLine(request: { cartId: number; lineId: number; locale: Locale }): Promise<CartChangeResult> {
    this.lineRemovals.push(request);
    return this.changeOpenCart(request.cartId, (cart) => {
      const index = cart.lines.findIndex((candidate) => candidate.id === request.lineId);
      if (index < 0) return NOT_FOUND;
      cart.lines.splice(index, 1);
      return { ok: true, cart: this.answer(cart, request.locale) };
    });
  }

  async applyPromoCode(request: { cartId: number; code: string; locale: Locale }): Promise<ApplyPromoCodeResult> {
    this.promoCodeRequests.push(request);
    return this.changeOpenCart(request.cartId, (cart): ApplyPromoCodeResult => {
      if (!this.promotionsEnabled) return refusedPromo('Promotion codes are not offered in this programme.');
      const code = this.promotionCodes.find((candidate) => candidate.code === request.code.trim().toUpperCase());
      if (!code) return refusedPromo(PROMO_CODE_MESSAGES.invalid, true);
      if (!code.live) return refusedPromo(PROMO_CODE_MESSAGES.expired, true);
      const lines = promotable(cart.lines);
      if (lines.length === 0 || (code.rule.productId !== null && promotionAmount(code.rule, lines) === 0)) {
        return refusedPromo(PROMO_CODE_MESSAGES.notEligible);
      }
      if (cart.codeIds.includes(code.codeId)) return refusedPromo(PROMO_CODE_MESSAGES.alreadyApplied);
      cart.codeIds.push(code.codeId);
      return { ok: true, cart: this.answer(cart, request.locale) };
    });
  }

  readonly feeChoices: { cartId: number; lineId: number; feeTypeIds: readonly number[]; locale: Locale }[] = [];

  async chooseLineFees(request: { cartId: number; lineId: number; feeTypeIds: readonly number[]; locale: Locale }): Promise<CartChangeResult> {
    this.feeChoices.push(request);
    return this.changeOpenCart(request.cartId, (cart) => {
      const line = cart.lines.find((candidate) => candidate.id === request.lineId);
      if (!line) return NOT_FOUND;
      const known = new Set((this.productFees.get(line.product.id) ?? []).map((fee) => fee.id));
      if (!request.feeTypeIds.every((id) => known.has(id))) {
        return failed({ reason: 'invalid', fieldErrors: [{ field: 'additional_fees[0].additional_fee_type_ids', message: 'unknown fee' }] } as const);
      }
      const optional = new Set((this.productFees.get(line.product.id) ?? []).filter((fee) => !fee.isMandatory).map((fee) => fee.id));
      line.chosenFeeIds = request.feeTypeIds.filter((id) => optional.has(id));
      return { ok: true, cart: this.answer(cart, request.locale) };
    });
  }

  async removePromoCode(request: { cartId: number; codeId: number; locale: Locale }): Promise<CartChangeResult> {
    this.promoCodeRemovals.push(request);
    return this.changeOpenCart(request.cartId, (cart) => {
      const index = cart.codeIds.indexOf(request.codeId);
      if (index < 0) return NOT_FOUND;
      cart.codeIds.splice(index, 1);
      return { ok: true, cart: this.answer(cart, request.locale) };
    });
  }

  private async changeOpenCart<R>(
    cartId: number,
    change: (cart: FakeCart) => R,
  ): Promise<R | typeof NOT_FOUND | ReturnType<typeof notOpen>> {
    if (this.failure) return failed(this.failure);
    const cart = this.carts.find((candidate) => candidate.id === cartId && this.ownsCard(candidate.accountId));
    if (!cart) return NOT_FOUND;
    if (!cart.open) return notOpen();
    return change(cart);
  }

  private openCartOf(accountId: number): FakeCart | undefined {
    return this.carts.find((cart) => cart.accountId === accountId && cart.open);
  }

  private newCart(accountId: number): FakeCart {
    this.nextCartId += 1;
    const cart: FakeCart = { id: this.nextCartId, accountId, lines: [], codeIds: [], open: true };
    this.carts.push(cart);
    return cart;
  }

  private ownsCard(accountId: number): boolean {
    return this.accountIds === null || this.accountIds.has(accountId);
  }

  /** A line's fee types as the API answers them, the charged ones marked. */
  private feeTypeBodies(line: Line, charged: readonly AppliedFee[], locale: Locale) {
    return (this.productFees.get(line.product.id) ?? []).map((fee) => ({
      id: fee.id,
      code: fee.code,
      name: fee.name[locale],
      amount: fee.amount,
      is_mandatory: fee.isMandatory,
      is_selected: charged.some((applied) => applied.feeTypeId === fee.id),
    }));
  }

  /** The cart as the programme API would answer it, priced by the domain's rule the server uses, mapped by the adapter. */
  private answer(cart: FakeCart, locale: Locale): Cart {
    const codes = cart.codeIds.flatMap((id) => this.promotionCodes.filter((code) => code.codeId === id));
    const priced = priceCart(
      cart.lines.map((line) => this.pricingLine(line)),
      codes.map((code) => ({ promotion: code, rule: code.rule, isLive: code.live })),
    );
    const items = priced.lines.map(({ line: { line }, lineTotal, promotionAmount, promotions, fees, feeAmount }) => {
      const variant = line.product.variants.find((candidate) => candidate.id === line.variantId);
      const isEgift = line.product.type === 'egiftcard';
      return apiCartItem(line.id, {
        product: apiProductListItem(line.product.id, {
          name: line.product.name,
          slug: line.product.slug,
          default_variant_id: line.product.defaultVariantId,
          catalog: { id: line.product.catalogId, slug: line.product.catalogue },
          product_collection: { id: line.product.productCollectionId },
          images: { large: line.product.imageUrl, medium: null, small: null },
          has_splitpay: line.product.saleChannel.hasSplitPay,
          prices: { min: line.product.points, actual: line.product.points },
          original_prices:
            line.product.originalPoints === null ? null : { min: line.product.originalPoints, actual: line.product.originalPoints },
          is_disclosure_consent_mandatory: line.product.isDisclosureConsentMandatory,
        }),
        product_variant_id: line.variantId,
        variant_attributes: Object.fromEntries(
          Object.entries(variant?.attributes ?? {}).map(([name, attribute]) => [
            name,
            { value: attribute.value, label: { 'en-CA': attribute.label, 'fr-CA': attribute.label } },
          ]),
        ),
        quantity: line.quantity,
        price: line.price,
        is_disclosure_consent_accepted: line.consentAccepted,
        product_type: line.product.type,
        sale_amount: saleAmountOf(line),
        line_total: lineTotal,
        promotion_amount: promotionAmount,
        applied_promotions: promotions.map(({ code: { promotion }, amount }) => ({
          promotion_code_id: promotion.codeId,
          promotion_code_name: promotion.code,
          promotion_title: promotion.title,
          promotion_amount: amount,
        })),
        max_quantity: maxQuantity(line.product.maxQuantity),
        additional_fee_types: this.feeTypeBodies(line, fees, locale),
        additional_fee: feeAmount,
        notes: line.notes,
        is_egift: isEgift,
        charities: charityShareBodies(line, lineTotal),
        address: isEgift ? { first_name: this.member.firstName, last_name: this.member.lastName, email: this.member.email } : null,
      });
    });
    const api = apiCart(cart.id, items, {
      account_id: cart.accountId,
      has_splitpay: priced.hasSplitpay,
      min_points: priced.minPoints,
      min_percentage_points: priced.minPercentagePoints,
      conversion_rate: this.conversionRate,
      has_promotions_enabled: this.promotionsEnabled,
      promotion_codes: priced.codes.map(({ code: { promotion }, amount, itemCount }) => ({
        promotion_amount: amount,
        promotion_code_id: promotion.codeId,
        promotion_code_name: promotion.code,
        promotion_id: promotion.promotionId,
        promotion_item_count: itemCount,
        promotion_title: promotion.title,
      })),
      promotion_amount: priced.promotionAmount,
      total: priced.total,
      cart_minimum_points: this.cartMinimumPoints,
      requires_shipping: priced.requiresShipping,
      consents_required: [...priced.consentsRequired],
    });
    return toCart(api, locale);
  }

  /** A line as the domain's pricing reads it, with the line itself for the answer. */
  private pricingLine(line: Line): PricingLine & { readonly line: Line } {
    return {
      line,
      productId: line.product.id,
      productType: line.product.type,
      quantity: line.quantity,
      pricePoints: line.price,
      salePoints: saleAmountOf(line),
      feeTypes: this.productFees.get(line.product.id) ?? [],
      selectedFeeIds: line.chosenFeeIds ?? [],
      hasSplitpay: line.product.saleChannel.hasSplitPay,
      minPercentagePoints: line.product.saleChannel.minPercentagePoints,
      isDisclosureConsentMandatory: line.product.isDisclosureConsentMandatory,
    };
  }
}

/** What the sale takes off one item of the line: the product's original price less its price now. */
function saleAmountOf(line: Line): number {
  const { originalPoints, points } = line.product;
  return originalPoints === null ? 0 : Math.max(0, originalPoints - points);
}

/** The lines as the promotion rules read them: the regular price and the sale's discount on one. */
function promotable(lines: readonly Line[]): PromotableLine[] {
  return lines.map((line) => {
    const saleAmount = saleAmountOf(line);
    return { productId: line.product.id, quantity: line.quantity, price: line.price + saleAmount, saleAmount };
  });
}

/** A refused code in the server's words; invalid and expired codes name the promo_code field too. */
function refusedPromo(message: string, onField = false) {
  return failed({
    reason: 'promo-code-refused',
    failure: { message, errors: onField ? [{ field: 'promo_code', message }] : [] },
  } as const);
}

function notOpen() {
  return failed({ reason: 'cart-not-open' } as const);
}

/** The server's charity rule (server/donations/charity-choice.ts): none for other products, 1..N known distinct charities for a shared gift. */
function charityChoiceRefusal(product: ProductDetail, charityIds: readonly number[]): string | null {
  if (product.charityChoice === null) return charityIds.length === 0 ? null : 'this product is not shared among charities';
  const problem = charityChoiceProblem(charityIds, product.charityChoice.maxCharities);
  if (problem !== null) return problem;
  const known = new Set(product.charityChoice.charities.map((charity) => charity.id));
  const unknown = charityIds.filter((id) => !known.has(id));
  return unknown.length === 0 ? null : `unknown charity: ${unknown.join(', ')}`;
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

function charityShareBodies(line: { product: ProductDetail; charityIds: readonly number[] }, lineTotal: number) {
  const shares = charityShares(lineTotal, line.charityIds.length);
  const names = new Map((line.product.charityChoice?.charities ?? []).map((charity) => [charity.id, charity.name]));
  return line.charityIds.map((id, index) => ({ id, name: names.get(id) ?? '', points: shares[index]! }));
}
