import type { CartGateway } from '@application/ports/cart-gateway';
import type { CheckoutGateway, CheckoutRequest } from '@application/ports/checkout-gateway';
import type { OrderGateway } from '@application/ports/order-gateway';
import type { Cart } from '@rewards-storefront/domain/cart/cart';
import { cartPayment } from '@rewards-storefront/domain/cart/cart-payment';
import type { CreditCardFields } from '@rewards-storefront/domain/payment/credit-card';
import { expect, it } from 'vitest';
import { aShippingAddress } from '../fakes/shipping-address-fixtures';
import type { CartProductRef } from './cart-gateway.contract';

/** The sandbox's test cards (README), as digits. */
const CARDS = { approved: '4512340000000003', declined: '4512340000000011', fraud: '4512340000000029' } as const;

const card = (number: string): CreditCardFields => ({
  first_name: 'Alex',
  last_name: 'Martin',
  credit_card_number: number,
  expiry_month: 12,
  expiry_year: 2099,
  cvv: '123',
  card_type: 'visa',
  billing_address: { address1: '100 King Street West', address2: null, city: 'Toronto', region_code: 'ON', postal_code: 'M5X 1A9', country: 'CA' },
});

export interface CheckoutContractSetup {
  readonly checkout: CheckoutGateway;
  /** The same member's cart, to fill a cart before checking it out. */
  readonly cart: CartGateway;
  /** The same member's orders. */
  readonly orders: OrderGateway;
  /** One of the member's cards with points enough for a few orders of `product`; its open cart starts empty. */
  readonly accountId: number;
  /** A merchandise product (points only or not) of at least the cart minimum, at most a few thousand points. */
  readonly product: CartProductRef;
  /** A merchandise product that allows split pay. */
  readonly splitProduct: CartProductRef;
  /** A unique prefix for this setup's Idempotency-Keys. */
  readonly keyPrefix: string;
}

/**
 * What every CheckoutGateway must do (spec §4 placement result, §5 address
 * rules and split pay, §7 checkout, address book, validateAddress and bin
 * ranges; decisions §8 idempotency).
 */
export function checkoutGatewayContract(makeSetup: () => Promise<CheckoutContractSetup>): void {
  let keys = 0;
  const keyOf = (setup: CheckoutContractSetup) => `${setup.keyPrefix}-${++keys}`.padEnd(12, '0');

  async function cartWith(setup: CheckoutContractSetup, product: CartProductRef): Promise<Cart> {
    const { maxQuantity: _max, ...ids } = product;
    const added = await setup.cart.addItem({
      ...ids,
      accountId: setup.accountId,
      quantity: 1,
      disclosureConsentAccepted: false,
      locale: 'en-CA',
    });
    if (!added.ok) throw new Error(`adding failed: ${added.detail}`);
    return added.cart;
  }

  async function defaultAddressId(setup: CheckoutContractSetup): Promise<number> {
    const listed = await setup.checkout.listAddresses({ locale: 'en-CA' });
    if (!listed.ok || !listed.addresses[0]) throw new Error('the member has no address');
    return listed.addresses[0].id;
  }

  function request(setup: CheckoutContractSetup, cart: Cart, overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
    return {
      cartId: cart.cartId,
      accountId: setup.accountId,
      kountSessionId: 'contract-session',
      points: null,
      card: null,
      shipTo: null,
      consents: Object.fromEntries(cart.consentsRequired.map((consent) => [consent, true])),
      locale: 'en-CA',
      ...overrides,
    };
  }

  it('lists the member’s addresses, the default one first', async () => {
    const setup = await makeSetup();
    const listed = await setup.checkout.listAddresses({ locale: 'en-CA' });
    if (!listed.ok) throw new Error('the list failed');
    expect(listed.addresses.length).toBeGreaterThan(0);
    expect(listed.addresses[0]?.isDefault).toBe(true);
    expect(listed.addresses.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it('verifies an address: the verified way to write it, a known street for a misspelt one, an error for a P.O. box', async () => {
    const setup = await makeSetup();
    const entered = aShippingAddress({ address1: '100 King St W', region_code: 'on', postal_code: 'm5x1a9' });
    expect(await setup.checkout.validateAddress(entered)).toEqual({
      ok: true,
      answer: { suggestion: { ...entered, address1: '100 King Street West', region_code: 'ON', postal_code: 'M5X 1A9' }, errors: [] },
    });
    expect(await setup.checkout.validateAddress({ ...entered, address1: '10 Yonge Stret' })).toMatchObject({
      ok: true,
      answer: { suggestion: null, errors: [{ field: 'address1', code: 'STREET_NOT_FOUND', suggestion: 'Yonge Street' }] },
    });
    expect(await setup.checkout.validateAddress({ ...entered, address1: 'PO Box 12' })).toMatchObject({
      ok: true,
      answer: { errors: [{ field: 'address1', code: 'PO_BOX_ERROR' }] },
    });
  });

  it('lists the programme’s card ranges', async () => {
    const setup = await makeSetup();
    expect(await setup.checkout.listBinRanges()).toEqual({
      ok: true,
      binRanges: expect.arrayContaining([{ start: '451234', end: '451239' }]),
    });
  });

  it('places an order once per key: the same request again answers the same order; another request with that key is refused', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, setup.product);
    const key = keyOf(setup);
    const order = request(setup, cart, { shipTo: { kind: 'saved', addressId: await defaultAddressId(setup) } });
    const placed = await setup.checkout.placeOrder(order, key);
    if (!placed.ok) throw new Error(`the checkout failed: ${placed.detail}`);
    expect(await setup.checkout.placeOrder(order, key)).toEqual(placed);
    expect(await setup.checkout.placeOrder({ ...order, kountSessionId: 'another-session' }, key)).toMatchObject({
      ok: false,
      reason: 'checkout-refused',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const read = await setup.orders.getOrder({ id: placed.orderId, locale: 'en-CA' });
    expect(read).toMatchObject({
      ok: true,
      order: { id: placed.orderId, referenceIdentifier: placed.referenceIdentifier, pointsUsed: cart.total, cashPaidCents: 0 },
    });
    // The cart became the order: it takes no change any more, and the card has no open cart.
    expect(await setup.checkout.placeOrder(order, keyOf(setup))).toMatchObject({
      ok: false,
      reason: 'checkout-refused',
      code: 'CART_NOT_OPEN',
    });
    expect(await setup.cart.updateLine({ cartId: cart.cartId, lineId: cart.lines[0]!.id, quantity: 2, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'cart-not-open',
    });
    expect(await setup.cart.getCart({ accountId: setup.accountId, locale: 'en-CA' })).toEqual({ ok: true, cart: null });
  });

  it('pays at the 80% bound with an approved card: the points share, and the card charged the rest', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, setup.splitProduct);
    const payment = cartPayment(cart, 0);
    expect(payment.cashCents).toBeGreaterThan(0);
    const placed = await setup.checkout.placeOrder(
      request(setup, cart, {
        points: payment.points,
        card: card(CARDS.approved),
        shipTo: { kind: 'saved', addressId: await defaultAddressId(setup) },
      }),
      keyOf(setup),
    );
    if (!placed.ok) throw new Error(`the checkout failed: ${placed.detail}`);
    expect(await setup.orders.getOrder({ id: placed.orderId, locale: 'en-CA' })).toMatchObject({
      order: { pointsUsed: payment.points, cashPaidCents: payment.cashCents },
    });
  });

  it('refuses a declined card and a card flagged as fraud with the processor’s messages, and places nothing', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, setup.splitProduct);
    const payment = cartPayment(cart, 0);
    const shipTo = { kind: 'saved', addressId: await defaultAddressId(setup) } as const;
    expect(
      await setup.checkout.placeOrder(request(setup, cart, { points: payment.points, card: card(CARDS.declined), shipTo }), keyOf(setup)),
    ).toMatchObject({
      ok: false,
      reason: 'checkout-refused',
      code: 'PAYMENT_DECLINED',
      message: 'error performing payment authorization transaction',
    });
    expect(
      await setup.checkout.placeOrder(request(setup, cart, { points: payment.points, card: card(CARDS.fraud), shipTo }), keyOf(setup)),
    ).toMatchObject({
      reason: 'checkout-refused',
      code: 'PAYMENT_DECLINED',
      message: 'suspicious fraud transaction detected',
    });
    expect(await setup.cart.getCart({ accountId: setup.accountId, locale: 'en-CA' })).toMatchObject({
      ok: true,
      cart: { cartId: cart.cartId },
    });
  });

  it('refuses a P.O. box with a code the address restriction of spec §8 reads', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, setup.product);
    const address = aShippingAddress({ address1: 'PO Box 12' });
    const refused = await setup.checkout.placeOrder(request(setup, cart, { shipTo: { kind: 'new', address, save: false } }), keyOf(setup));
    expect(refused).toMatchObject({ ok: false, reason: 'checkout-refused', code: 'SHIPPING_ADDRESS_PO_BOX' });
  });

  it('refuses a cart that ships without an address, and one without the programme rules accepted', async () => {
    const setup = await makeSetup();
    const cart = await cartWith(setup, setup.product);
    expect(await setup.checkout.placeOrder(request(setup, cart), keyOf(setup))).toMatchObject({
      reason: 'checkout-refused',
      code: 'VALIDATION_ERROR',
      fieldErrors: [expect.objectContaining({ field: 'address_id' })],
    });
    const shipTo = { kind: 'saved', addressId: await defaultAddressId(setup) } as const;
    expect(await setup.checkout.placeOrder(request(setup, cart, { shipTo, consents: {} }), keyOf(setup))).toMatchObject({
      reason: 'checkout-refused',
      code: 'CONSENT_REQUIRED',
      fieldErrors: [expect.objectContaining({ field: 'consents.program_rules' })],
    });
  });
}
