import type { CheckoutRefusal } from '@application/ports/checkout-gateway';
import type { CreditCardFields } from '@rewards-storefront/domain/payment/credit-card';
import { describe, expect, it } from 'vitest';
import { KETTLE, MUG } from '../../tests/fakes/cart-scenario';
import { checkoutScenario } from '../../tests/fakes/checkout-scenario';
import { TEST_CARDS } from '../../tests/fakes/fake-checkout-gateway';
import { NOT_FOUND, READ_ONLY, UNAUTHORIZED, UNAVAILABLE, failed } from '../../tests/fakes/failures';
import { aShippingAddress } from '../../tests/fakes/shipping-address-fixtures';
import { settle } from '../../tests/fakes/slow-answers';
import type { PlaceOrderInput } from './place-order';

const card = (number: string = TEST_CARDS.approved): CreditCardFields => ({
  first_name: 'Alex',
  last_name: 'Martin',
  credit_card_number: number.replace(/ /g, ''),
  expiry_month: 12,
  expiry_year: 2030,
  cvv: '123',
  card_type: 'visa',
  billing_address: { address1: '100 King Street West', address2: null, city: 'Toronto', region_code: 'ON', postal_code: 'M5X 1A9', country: 'CA' },
});

const TORONTO = aShippingAddress();

/** The checkout's input as the screen gives it: the cart as shown, its payment, the saved default address and every consent. */
async function setUp(lines: Parameters<typeof checkoutScenario>[0] = [[KETTLE, 2]]) {
  const scenario = await checkoutScenario(lines);
  const input = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
    cart: scenario.cart.snapshot.cart!,
    payment: scenario.cart.payment!,
    card: null,
    shipTo: { kind: 'saved', addressId: 11 },
    consents: { program_rules: true, prepaid_card_terms: true, irreversible_redemption: true },
    locale: 'en-CA',
    ...overrides,
  });
  return { ...scenario, input };
}

/** A cart of 10 mugs (15,000 points) that allows split pay, paid at the 80% bound: 12,000 points and $30.00 by card. */
async function splitPaid() {
  const scenario = await setUp([[MUG, 10]]);
  scenario.cart.choosePoints(0);
  return scenario;
}

const refusal = (code: string, message = 'Refused.', extra: Partial<CheckoutRefusal> = {}) =>
  failed<CheckoutRefusal>({ reason: 'checkout-refused', code, message, fieldErrors: [], numbers: {}, ...extra });

describe('PlaceOrder', () => {
  it('places an order paid in points, with the checkout’s key and fraud-check session, then empties the cart and refreshes the balance', async () => {
    const { placeOrder, input, checkoutGateway, checkout, cart, accountGateway, orders, cartId } = await setUp();
    const id = cartId();
    const outcome = await placeOrder.execute(input({ card: card() }));
    expect(outcome).toEqual({ outcome: 'placed', orderId: 7_001, referenceIdentifier: 'ORD-007001' });
    expect(checkoutGateway.placeRequests).toEqual([
      {
        key: 'key-0003',
        request: {
          cartId: id,
          accountId: 101,
          kountSessionId: checkout.kountSessionId,
          points: null,
          card: null,
          shipTo: { kind: 'saved', addressId: 11 },
          consents: { program_rules: true },
          locale: 'en-CA',
        },
      },
    ]);
    await settle();
    expect(cart.snapshot).toEqual({ status: 'loaded', cart: null });
    expect(accountGateway.calls).toBe(1);
    expect(await orders.getOrder({ id: 7_001, locale: 'en-CA' })).toMatchObject({ order: { pointsUsed: 16_000 } });
    expect(checkoutGateway.balances.get(101)).toBe(152_300 - 16_000);
  });

  it('pays at the 80% bound: the points share, and the card charged the rest', async () => {
    const { placeOrder, input, checkoutGateway, orders } = await splitPaid();
    expect(await placeOrder.execute(input({ card: card() }))).toMatchObject({ outcome: 'placed' });
    expect(checkoutGateway.placeRequests[0]?.request).toMatchObject({ points: 12_000, card: card() });
    expect(await orders.getOrder({ id: 7_001, locale: 'en-CA' })).toMatchObject({ order: { pointsUsed: 12_000, cashPaidCents: 3_000 } });
  });

  it('ships to a new address, saved to the book when asked', async () => {
    const { placeOrder, input, checkoutGateway } = await setUp();
    const shipTo = { kind: 'new', address: TORONTO, save: true } as const;
    expect(await placeOrder.execute(input({ shipTo }))).toMatchObject({ outcome: 'placed' });
    expect(checkoutGateway.placeRequests[0]?.request.shipTo).toEqual(shipTo);
    expect(checkoutGateway.addresses).toHaveLength(3);
  });

  it('sends no address for a cart that ships nothing', async () => {
    const { placeOrder, input, checkoutGateway } = await setUp();
    const cartAsShown = input().cart;
    const outcome = await placeOrder.execute(input({ cart: { ...cartAsShown, requiresShipping: false }, shipTo: null }));
    expect(outcome).toMatchObject({ outcome: 'refused' });
    expect(checkoutGateway.placeRequests[0]?.request.shipTo).toBeNull();
  });

  describe('sends nothing while something required is missing', () => {
    it('the cart minimum', async () => {
      const { placeOrder, input, checkoutGateway } = await setUp();
      const outcome = await placeOrder.execute(input({ cart: { ...input().cart, total: 999, cartMinimumPoints: 1_000 } }));
      expect(outcome).toEqual({ outcome: 'incomplete', missing: 'cart-minimum', step: 'review' });
      expect(checkoutGateway.placeRequests).toEqual([]);
    });

    it('the shipping address of a cart that ships', async () => {
      const { placeOrder, input, checkoutGateway } = await setUp();
      expect(await placeOrder.execute(input({ shipTo: null }))).toEqual({ outcome: 'incomplete', missing: 'shipping', step: 'shipping' });
      expect(checkoutGateway.placeRequests).toEqual([]);
    });

    it('a consent the cart needs', async () => {
      const { placeOrder, input, checkoutGateway } = await setUp();
      expect(await placeOrder.execute(input({ consents: { program_rules: false } }))).toEqual({
        outcome: 'incomplete',
        missing: 'consents',
        step: 'review',
      });
      expect(await placeOrder.execute(input({ consents: {} }))).toMatchObject({ missing: 'consents' });
      expect(checkoutGateway.placeRequests).toEqual([]);
    });

    it("a card for the cash part, one that passes every check: 'Please use a rewards credit card' outside the ranges", async () => {
      const { placeOrder, input, checkoutGateway } = await splitPaid();
      const incomplete = { outcome: 'incomplete', missing: 'card', step: 'payment' };
      expect(await placeOrder.execute(input({ card: null }))).toEqual(incomplete);
      expect(await placeOrder.execute(input({ card: card(TEST_CARDS.outsideBinRange) }))).toEqual(incomplete);
      expect(await placeOrder.execute(input({ card: { ...card(), expiry_year: 2025 } }))).toEqual(incomplete);
      expect(checkoutGateway.placeRequests).toEqual([]);
    });

    it('a card, when the member has no card to redeem with', async () => {
      const { placeOrder, input, accounts, checkoutGateway, shown } = await setUp();
      const ready = input();
      accounts.reset();
      expect(await placeOrder.execute(ready)).toEqual({ outcome: 'failed' });
      expect(checkoutGateway.placeRequests).toEqual([]);
      expect(shown()[0]).toMatchObject({ kind: 'danger', title: { key: 'checkout.error.title' } });
    });
  });

  describe('the results of spec §4 and texts of §8, as a danger notice titled with the checkout general error', () => {
    it('a declined card is paymentError: the card details are not valid; the payment step shows again', async () => {
      const { placeOrder, input, shown, cart } = await splitPaid();
      const outcome = await placeOrder.execute(input({ card: card(TEST_CARDS.declined) }));
      expect(outcome).toEqual({ outcome: 'refused', result: 'paymentError', step: 'payment', fieldErrors: [] });
      expect(shown()).toEqual([
        expect.objectContaining({
          kind: 'danger',
          title: { key: 'checkout.error.title' },
          description: { key: 'checkout.error.cardInvalid' },
        }),
      ]);
      expect(cart.snapshot.cart?.itemCount).toBe(10);
    });

    it('a card flagged as fraud is fraudDetected: there was an error processing the order', async () => {
      const { placeOrder, input, shown } = await splitPaid();
      expect(await placeOrder.execute(input({ card: card(TEST_CARDS.fraud) }))).toMatchObject({ result: 'fraudDetected', step: 'payment' });
      expect(shown()[0]).toMatchObject({ description: { key: 'checkout.error.processing' } });
    });

    it('a P.O. box is the address restriction; the shipping step shows again', async () => {
      const { placeOrder, input, shown } = await setUp();
      const shipTo = { kind: 'new', address: { ...TORONTO, address1: 'PO Box 42' }, save: false } as const;
      expect(await placeOrder.execute(input({ shipTo }))).toMatchObject({ result: 'addressRestriction', step: 'shipping' });
      expect(shown()[0]).toMatchObject({ description: { key: 'checkout.error.addressRestriction' } });
    });

    it('a card short of points reloads the cart and says so', async () => {
      const { placeOrder, input, checkoutGateway, gateway, shown } = await setUp();
      checkoutGateway.balances.set(101, 100);
      const loads = gateway.getRequests.length;
      expect(await placeOrder.execute(input())).toMatchObject({
        result: 'there are not enough points on this card for this order.',
        step: 'review',
      });
      expect(shown()[0]).toMatchObject({ description: { key: 'checkout.error.insufficientPoints' } });
      expect(gateway.getRequests.length).toBe(loads + 1);
    });

    it.each([
      ['CART_MINIMUM_NOT_MET', 'checkout.error.cartMinimum', 'review', true],
      ['PRODUCT_UNAVAILABLE', 'checkout.error.itemUnavailable', 'review', true],
      ['INSUFFICIENT_STOCK', 'checkout.error.insufficientStock', 'review', true],
      ['CONSENT_REQUIRED', 'checkout.error.consentRequired', 'review', false],
      ['CART_NOT_OPEN', 'checkout.error.cartChanged', null, true],
      ['CART_EMPTY', 'checkout.error.cartChanged', null, true],
      ['CART_CHANGED', 'checkout.error.cartChanged', null, true],
      ['PAYMENT_CANCELLED', 'checkout.error.paymentCancelled', 'payment', false],
      ['EGIFT_RECIPIENT_EMAIL_MISSING', 'checkout.error.noRecipientEmail', 'review', false],
      ['ACCOUNT_NOT_ACTIVE', 'checkout.error.accountNotActive', null, false],
      ['IDEMPOTENCY_KEY_REUSED', 'checkout.error.invalid', null, false],
    ] as const)('%s shows %s', async (code, key, step, reloads) => {
      const { placeOrder, input, checkoutGateway, gateway, shown } = await setUp();
      checkoutGateway.scriptedPlacements.push(refusal(code, 'Some Message.'));
      const loads = gateway.getRequests.length;
      expect(await placeOrder.execute(input())).toEqual({ outcome: 'refused', result: 'some message.', step, fieldErrors: [] });
      expect(shown()).toEqual([expect.objectContaining({ kind: 'danger', title: { key: 'checkout.error.title' }, description: { key } })]);
      expect(gateway.getRequests.length).toBe(reloads ? loads + 1 : loads);
    });

    it('a card the server refuses goes back to the payment step with its field errors', async () => {
      const { placeOrder, input, checkoutGateway, shown } = await setUp();
      const fieldErrors = [{ field: 'payment_details.credit_card_number', message: 'Please use a rewards credit card' }];
      checkoutGateway.scriptedPlacements.push(refusal('VALIDATION_ERROR', 'Please use a rewards credit card', { fieldErrors }));
      expect(await placeOrder.execute(input())).toEqual({
        outcome: 'refused',
        result: 'please use a rewards credit card',
        step: 'payment',
        fieldErrors,
      });
      expect(shown()[0]).toMatchObject({ description: { key: 'checkout.error.cardInvalid' } });
    });

    it('any other refusal is Checkout invalid.', async () => {
      const { placeOrder, input, checkoutGateway, shown } = await setUp();
      checkoutGateway.scriptedPlacements.push(
        refusal('VALIDATION_ERROR', 'The request is invalid.', { fieldErrors: [{ field: 'points', message: 'too low' }] }),
      );
      expect(await placeOrder.execute(input())).toMatchObject({ result: 'the request is invalid.', step: null });
      expect(shown()[0]).toMatchObject({ description: { key: 'checkout.error.invalid' } });
    });
  });

  describe('one Idempotency-Key per attempt', () => {
    it('tries once more with the same key when the first call gets no answer, and the server answers what it did', async () => {
      const { placeOrder, input, checkoutGateway } = await setUp();
      checkoutGateway.scriptedPlacements.push(failed(UNAVAILABLE));
      expect(await placeOrder.execute(input())).toMatchObject({ outcome: 'placed' });
      const [first, retry] = checkoutGateway.placeRequests;
      expect(retry?.key).toBe(first?.key);
      expect(retry?.request).toEqual(first?.request);
    });

    it('keeps the key of an attempt still without an answer for the member’s next try, which gets the first answer', async () => {
      const { placeOrder, input, checkoutGateway, shown, errors } = await setUp();
      const ready = input();
      checkoutGateway.scriptedPlacements.push(failed(UNAVAILABLE), failed(UNAVAILABLE));
      expect(await placeOrder.execute(ready)).toEqual({ outcome: 'failed' });
      expect(shown()[0]).toMatchObject({
        kind: 'danger',
        title: { key: 'checkout.error.title' },
        description: { key: 'checkout.error.processing' },
      });
      expect(errors.reports).toHaveLength(1);
      expect(await placeOrder.execute(ready)).toMatchObject({ outcome: 'placed' });
      expect(new Set(checkoutGateway.placeRequests.map((sent) => sent.key)).size).toBe(1);
    });

    it('makes a new key for an attempt after a definite answer, or after the form changed', async () => {
      const { placeOrder, input, checkoutGateway, checkout } = await splitPaid();
      await placeOrder.execute(input({ card: card(TEST_CARDS.declined) }));
      await placeOrder.execute(input({ card: card(TEST_CARDS.declined) }));
      checkoutGateway.scriptedPlacements.push(failed(UNAVAILABLE), failed(UNAVAILABLE));
      await placeOrder.execute(input({ card: card(TEST_CARDS.declined) }));
      checkout.formChanged();
      expect(await placeOrder.execute(input({ card: card() }))).toMatchObject({ outcome: 'placed' });
      const keys = checkoutGateway.placeRequests.map((sent) => sent.key);
      expect(keys[0]).not.toBe(keys[1]);
      expect(keys[2]).toBe(keys[3]);
      expect(keys[2]).not.toBe(keys[1]);
      expect(keys[4]).not.toBe(keys[3]);
    });

    it('keeps the key while the server is still working on the same attempt', async () => {
      const { placeOrder, input, checkoutGateway, shown } = await setUp();
      checkoutGateway.scriptedPlacements.push(refusal('IDEMPOTENCY_REQUEST_IN_PROGRESS'));
      expect(await placeOrder.execute(input())).toMatchObject({ outcome: 'refused', step: null });
      expect(shown()[0]).toMatchObject({ description: { key: 'checkout.error.inProgress' } });
      expect(await placeOrder.execute(input())).toMatchObject({ outcome: 'placed' });
      expect(checkoutGateway.placeRequests[1]?.key).toBe(checkoutGateway.placeRequests[0]?.key);
    });

    it('makes a new key after a cart or address that was not found', async () => {
      const { placeOrder, input, checkoutGateway, shown, errors } = await setUp();
      checkoutGateway.scriptedPlacements.push(NOT_FOUND);
      expect(await placeOrder.execute(input())).toEqual({ outcome: 'failed' });
      expect(shown()[0]).toMatchObject({ description: { key: 'checkout.error.processing' } });
      expect(errors.reports).toHaveLength(1);
      await placeOrder.execute(input());
      expect(checkoutGateway.placeRequests[1]?.key).not.toBe(checkoutGateway.placeRequests[0]?.key);
    });
  });

  it('tells a read-only admin that nothing can be changed, instead of the generic error', async () => {
    const { placeOrder, input, checkoutGateway, shown, errors } = await setUp();
    checkoutGateway.scriptedPlacements.push(failed(READ_ONLY));
    expect(await placeOrder.execute(input())).toEqual({ outcome: 'failed' });
    expect(shown()).toEqual([expect.objectContaining({ kind: 'warning', title: { key: 'readOnly.noticeTitle' } })]);
    expect(errors.reports).toEqual([]);
    await placeOrder.execute(input());
    expect(checkoutGateway.placeRequests[1]?.key).not.toBe(checkoutGateway.placeRequests[0]?.key);
  });

  it('leaves a refused session to the session handling: no notice, nothing reported', async () => {
    const { placeOrder, input, checkoutGateway, shown, errors } = await setUp();
    checkoutGateway.scriptedPlacements.push(failed(UNAUTHORIZED));
    expect(await placeOrder.execute(input())).toEqual({ outcome: 'failed' });
    expect(shown()).toEqual([]);
    expect(errors.reports).toEqual([]);
  });
});
