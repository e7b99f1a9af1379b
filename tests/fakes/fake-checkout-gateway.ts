import type {
  AddressValidationResult,
  BinRangesResult,
  CheckoutGateway,
  CheckoutRefusal,
  CheckoutRequest,
  PlaceOrderResult,
  SavedAddressesResult,
} from '@application/ports/checkout-gateway';
import type { CommonFailure, FieldError } from '@application/ports/gateway-failure';
import { shippingAddressOf, type SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import { DELIVERY_RESTRICTION_CODES, deliveryRestriction } from '@rewards-storefront/domain/address-book/shipping-address';
import type { ShippingAddress } from '@rewards-storefront/domain/address-book/shipping-address-form';
import { checkCartMinimum } from '@rewards-storefront/domain/cart/cart-minimum';
import { cartPayment } from '@rewards-storefront/domain/cart/cart-payment';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { cardDigits, creditCardProblems, type BinRange } from '@rewards-storefront/domain/payment/credit-card';
import { toSavedAddress } from '@infrastructure/http-address-book-gateway';
import { toAddressValidationAnswer } from '@infrastructure/http-checkout-gateway';
import { SandboxAddressVerifier } from '../../server/address-book/address-verifier';
import { apiAddress } from './account-api-fixtures';
import { apiOrder, apiOrderItem } from './api-fixtures';
import type { FakeCartGateway } from './fake-cart-gateway';
import type { FakeOrderGateway } from './fake-order-gateway';
import { NOT_FOUND, failed } from './failures';

/** The sandbox's test cards (README). */
export const TEST_CARDS = {
  approved: '4512 3400 0000 0003',
  declined: '4512 3400 0000 0011',
  fraud: '4512 3400 0000 0029',
  outsideBinRange: '4111 1111 1111 1111',
} as const;

/** The demo programme's card ranges (GET /member/program/binrange). */
export const DEMO_BIN_RANGES: readonly BinRange[] = [
  { start: '451234', end: '451239' },
  { start: '54545400', end: '54545499' },
];

/** Alex's address book in the demo data: the Toronto office (default) and a Montréal address. */
export function alexAddresses(): SavedAddress[] {
  return [
    toSavedAddress(apiAddress(11, { is_default: true })),
    toSavedAddress(
      apiAddress(12, {
        address1: '1250 Rue Sainte-Catherine',
        address2: null,
        city: 'Montréal',
        region_code: 'QC',
        region_name: 'Quebec',
        postal_code: 'H3G 1P1',
        is_default: false,
        type: 'shipping',
      }),
    ),
  ];
}

function refused(code: string, message: string, extra: { fieldErrors?: FieldError[]; numbers?: Record<string, number> } = {}) {
  const refusal: CheckoutRefusal = {
    reason: 'checkout-refused',
    code,
    message,
    fieldErrors: extra.fieldErrors ?? [],
    numbers: extra.numbers ?? {},
  };
  return failed(refusal);
}

/**
 * The checkout side of the programme API in memory, over a FakeCartGateway
 * (the member's carts) and a FakeOrderGateway (where placed orders go),
 * behaving like the server: the address verifier is the sandbox's own; an
 * Idempotency-Key replays its first answer for the same request and is
 * refused for another; checks run in the server's order (cart, minimum,
 * consents, split, card, address, balance); the test cards decline or
 * flag fraud with the processor's messages; a placed order debits the
 * card's balance (`balances`, 152,300 points unless set), closes the cart
 * and becomes an order. Records every call; `failure` makes every call fail.
 */
export class FakeCheckoutGateway implements CheckoutGateway {
  readonly placeRequests: { request: CheckoutRequest; key: string }[] = [];
  readonly validationRequests: ShippingAddress[] = [];
  addresses: SavedAddress[] = alexAddresses();
  binRanges: BinRange[] = [...DEMO_BIN_RANGES];
  readonly balances = new Map<number, number>();
  failure: CommonFailure | null = null;
  /** Answers for the next `placeOrder` calls, before any check (e.g. no answer at all). */
  readonly scriptedPlacements: PlaceOrderResult[] = [];
  now = new Date('2026-03-02T15:00:00.000Z');
  private readonly answered = new Map<string, { body: string; result: PlaceOrderResult }>();
  private nextOrderId = 7_000;

  constructor(
    private readonly carts: FakeCartGateway,
    private readonly orders: FakeOrderGateway,
  ) {}

  async listAddresses(_request: { locale: Locale }): Promise<SavedAddressesResult> {
    if (this.failure) return failed(this.failure);
    return { ok: true, addresses: [...this.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)) };
  }

  async validateAddress(address: ShippingAddress): Promise<AddressValidationResult> {
    this.validationRequests.push(address);
    if (this.failure) return failed(this.failure);
    const answer = await new SandboxAddressVerifier().verify({ ...address });
    return { ok: true, answer: toAddressValidationAnswer(answer, address) };
  }

  async listBinRanges(): Promise<BinRangesResult> {
    if (this.failure) return failed(this.failure);
    return { ok: true, binRanges: this.binRanges };
  }

  async placeOrder(request: CheckoutRequest, key: string): Promise<PlaceOrderResult> {
    this.placeRequests.push({ request, key });
    const scripted = this.scriptedPlacements.shift();
    if (scripted) return scripted;
    if (this.failure) return failed(this.failure);
    const body = JSON.stringify(request);
    const earlier = this.answered.get(key);
    if (earlier)
      return earlier.body === body
        ? earlier.result
        : refused('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another request.');
    const result = this.place(request);
    // Refusals are kept and replayed too, as the server does; only a failure without an answer is not.
    this.answered.set(key, { body, result });
    return result;
  }

  private place(request: CheckoutRequest): PlaceOrderResult {
    const status = this.carts.statusOf(request.cartId);
    if (status === null) return NOT_FOUND;
    if (status === 'closed') return refused('CART_NOT_OPEN', 'This cart was checked out already.');
    const cart = this.carts.openCart(request.cartId, request.accountId);
    if (cart === null)
      return refused('VALIDATION_ERROR', 'The request is invalid.', {
        fieldErrors: [{ field: 'account_id', message: "must be the cart's card" }],
      });
    if (cart.lines.length === 0) return refused('CART_EMPTY', 'The cart is empty.');
    const minimum = checkCartMinimum(cart.total, cart.cartMinimumPoints);
    if (!minimum.ok) return refused('CART_MINIMUM_NOT_MET', 'You need a minimum of points.', { numbers: { points: minimum.points } });
    const missing = cart.consentsRequired.filter((consent) => request.consents[consent] !== true);
    if (missing.length > 0) {
      return refused('CONSENT_REQUIRED', 'Some consents must be accepted before the order can be placed.', {
        fieldErrors: missing.map((consent) => ({ field: `consents.${consent}`, message: 'must be true' })),
      });
    }
    const payment = cartPayment(cart, request.points);
    if ((request.points ?? cart.total) !== payment.points) {
      return refused('VALIDATION_ERROR', 'The request is invalid.', {
        fieldErrors: [{ field: 'points', message: 'is outside the split-pay bounds' }],
      });
    }
    if (payment.cashCents > 0) {
      if (request.card === null) {
        return refused('VALIDATION_ERROR', 'The request is invalid.', {
          fieldErrors: [{ field: 'payment_details', message: 'is required' }],
        });
      }
      const problems = creditCardProblems(request.card, this.binRanges, this.now);
      if (problems.length > 0) {
        const outside = problems.some((problem) => problem.key === 'checkout.card.useRewardsCard');
        const message = outside
          ? 'Please use a rewards credit card'
          : 'The entered credit card information is not valid, please provide the valid credit card details';
        return refused('VALIDATION_ERROR', message, {
          fieldErrors: problems.map((problem) => ({
            field: `payment_details.${problem.field}`,
            message: outside ? message : 'is invalid',
          })),
        });
      }
    }
    let shipsTo: ShippingAddress | null = null;
    if (cart.requiresShipping) {
      if (request.shipTo === null) {
        return refused('VALIDATION_ERROR', 'The request is invalid.', { fieldErrors: [{ field: 'address_id', message: 'is required' }] });
      }
      const { shipTo } = request;
      const saved = shipTo.kind === 'saved' ? this.addresses.find((address) => address.id === shipTo.addressId) : undefined;
      shipsTo = shipTo.kind === 'new' ? shipTo.address : saved === undefined ? null : shippingAddressOf(saved);
      if (shipsTo === null) return NOT_FOUND;
      const restriction = deliveryRestriction(shipsTo);
      if (restriction !== null)
        return refused(DELIVERY_RESTRICTION_CODES[restriction], 'Merchandise can only be delivered to Canadian street addresses.');
    }
    const balance = this.balances.get(request.accountId) ?? 152_300;
    if (balance < payment.points) {
      return refused('INSUFFICIENT_POINTS', 'There are not enough points on this card for this order.', {
        numbers: { balance, required: payment.points },
      });
    }
    if (payment.cashCents > 0 && request.card !== null) {
      const digits = cardDigits(request.card.credit_card_number);
      if (digits === cardDigits(TEST_CARDS.declined))
        return refused('PAYMENT_DECLINED', 'error performing payment authorization transaction');
      if (digits === cardDigits(TEST_CARDS.fraud)) return refused('PAYMENT_DECLINED', 'suspicious fraud transaction detected');
    }
    this.balances.set(request.accountId, balance - payment.points);
    this.carts.close(cart.cartId);
    if (request.shipTo?.kind === 'new' && request.shipTo.save) {
      const { address } = request.shipTo;
      this.addresses.push(
        toSavedAddress(
          apiAddress(100 + this.addresses.length, { ...address, region_name: null, email: null, is_default: false, type: 'shipping' }),
        ),
      );
    }
    this.nextOrderId += 1;
    const orderId = this.nextOrderId;
    const items = cart.lines.map((line) =>
      apiOrderItem(line.id, {
        product_type: line.productType,
        product: { id: line.productId, slug: line.productSlug, name: line.productName, image: line.imageUrl },
        quantity: line.quantity,
        price: line.price,
        sale_amount: line.saleAmount,
        item_total: line.quantity * (line.price - line.saleAmount),
        promotion_amount: line.promotionAmount,
        points_paid: line.quantity * (line.price - line.saleAmount) - line.promotionAmount,
      }),
    );
    const order = apiOrder(orderId, {
      order_items: items,
      created_at: this.now.toISOString(),
      points_used: payment.points,
      cash_paid: { amount: payment.cashCents / 100, amount_cents: payment.cashCents, currency_code: 'CAD' },
      shipping_address: shipsTo === null ? null : { ...shipsTo },
    });
    this.orders.withOrder(order);
    return { ok: true, orderId, referenceIdentifier: order.reference_identifier };
  }
}
