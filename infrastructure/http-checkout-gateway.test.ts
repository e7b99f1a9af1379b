import type { CheckoutRequest } from '@application/ports/checkout-gateway';
import { describe, expect, it } from 'vitest';
import { apiAddress } from '../tests/fakes/account-api-fixtures';
import { apiOrder, apiOrderItem } from '../tests/fakes/api-fixtures';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { aShippingAddress } from '../tests/fakes/shipping-address-fixtures';
import { CryptoIdempotencyKeys } from './crypto-idempotency-keys';
import { HttpCheckoutGateway } from './http-checkout-gateway';
import { createProgrammeApiClient } from './openapi-client';

function client(fetch: ScriptedFetch) {
  return createProgrammeApiClient({
    baseUrl: 'http://programme.test/api/v1',
    csrfToken: () => null,
    fetch: fetch.fetch,
  });
}

const address = aShippingAddress({ address1: '10 Yonge Stret', postal_code: 'M5E 1W7' });

const card = {
  first_name: 'Alex',
  last_name: 'Martin',
  credit_card_number: '4512340000000003',
  expiry_month: 12,
  expiry_year: 2030,
  cvv: '123',
  card_type: 'visa',
  billing_address: { address1: '100 King Street West', address2: null, city: 'Toronto', region_code: 'ON', postal_code: 'M5X 1A9', country: 'CA' },
};

const request: CheckoutRequest = {
  cartId: 500,
  accountId: 101,
  kountSessionId: 'kount-1',
  points: 20_000,
  card,
  shipTo: { kind: 'saved', addressId: 11 },
  consents: { program_rules: true },
  locale: 'fr-CA',
};

describe('HttpCheckoutGateway', () => {
  it('lists the address book, default first, with the province’s name', async () => {
    const fetch = new ScriptedFetch().respondJson(200, {
      data: [apiAddress(11, { is_default: true }), apiAddress(12, { address2: null })],
    });
    const result = await new HttpCheckoutGateway(client(fetch)).listAddresses({ locale: 'en-CA' });
    expect(fetch.last.url.pathname).toBe('/api/v1/address');
    expect(result).toEqual({
      ok: true,
      addresses: [
        expect.objectContaining({ id: 11, firstName: 'Alex', address1: '100 King Street West', regionName: 'Ontario', isDefault: true }),
        expect.objectContaining({ id: 12, address2: null, isDefault: false }),
      ],
    });
  });

  /** The verifier's suggestion for the entered address, without names. */
  const YONGE_STREET = { address1: '10 Yonge Street', address2: null, city: 'Toronto', region_code: 'ON', postal_code: 'M5E 1W7', country: 'CA' };

  it('sends an address to verify and reads the suggestion and errors, the names of the entered address kept', async () => {
    const suggestion = YONGE_STREET;
    const errors = [{ field: 'address1', code: 'STREET_NOT_FOUND', message: 'We could not find…', suggestion: 'Yonge Street' }];
    const fetch = new ScriptedFetch()
      .respondJson(200, { data: { suggestion, errors } })
      .respondJson(200, { data: { suggestion: null, errors: [] } });
    const gateway = new HttpCheckoutGateway(client(fetch));
    expect(await gateway.validateAddress(address)).toEqual({
      ok: true,
      answer: { suggestion: { ...suggestion, first_name: 'Alex', last_name: 'Martin' }, errors },
    });
    expect(fetch.last.method).toBe('POST');
    expect(fetch.last.url.pathname).toBe('/api/v1/validateAddress');
    expect(fetch.last.body).toEqual(address);
    expect(await gateway.validateAddress(address)).toEqual({ ok: true, answer: { suggestion: null, errors: [] } });
  });

  it('keeps the names the verifier writes', async () => {
    const suggestion = { first_name: 'ALEX', last_name: 'MARTIN', ...YONGE_STREET };
    const fetch = new ScriptedFetch().respondJson(200, { data: { suggestion, errors: [] } });
    expect(await new HttpCheckoutGateway(client(fetch)).validateAddress(address)).toMatchObject({
      answer: { suggestion: { first_name: 'ALEX', last_name: 'MARTIN' } },
    });
  });

  it('reads the programme’s card ranges', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: [{ start: '451234', end: '451239', card_brand: 'visa' }] });
    expect(await new HttpCheckoutGateway(client(fetch)).listBinRanges()).toEqual({
      ok: true,
      binRanges: [{ start: '451234', end: '451239' }],
    });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/program/binrange');
  });

  it('places the order with its Idempotency-Key: points, card, saved address, consents and locale', async () => {
    const fetch = new ScriptedFetch().respondJson(201, {
      data: { id: 7001, code: 'success', reference_identifier: 'RW-7001', order: apiOrder(7001, { order_items: [apiOrderItem(1)] }) },
    });
    const result = await new HttpCheckoutGateway(client(fetch)).placeOrder(request, 'key-12345678');
    expect(result).toEqual({ ok: true, orderId: 7001, referenceIdentifier: 'RW-7001' });
    expect(fetch.last.method).toBe('POST');
    expect(fetch.last.url.pathname).toBe('/api/v1/shoppingCart/checkout');
    expect(fetch.last.headers.get('Idempotency-Key')).toBe('key-12345678');
    expect(fetch.last.body).toEqual({
      shopping_cart_id: 500,
      account_id: 101,
      kount_session_id: 'kount-1',
      points: 20_000,
      payment_details: card,
      address_id: 11,
      consents: { program_rules: true },
      locale: 'fr-CA',
    });
  });

  it('sends a new address to ship to, and nothing for points or card when all is paid in points', async () => {
    const fetch = new ScriptedFetch()
      .respondJson(201, { data: { id: 1, code: 'success', reference_identifier: 'R', order: apiOrder(1, { order_items: [] }) } })
      .respondJson(201, {
        data: { id: 2, code: 'success', reference_identifier: 'R2', order: apiOrder(2, { order_items: [] }) },
      });
    const gateway = new HttpCheckoutGateway(client(fetch));
    await gateway.placeOrder({ ...request, points: null, card: null, shipTo: { kind: 'new', address, save: true } }, 'key-1');
    expect(fetch.last.body).toEqual({
      shopping_cart_id: 500,
      account_id: 101,
      kount_session_id: 'kount-1',
      address,
      save_address: true,
      consents: { program_rules: true },
      locale: 'fr-CA',
    });
    await gateway.placeOrder({ ...request, points: null, card: null, shipTo: null }, 'key-2');
    expect(fetch.last.body).toEqual({
      shopping_cart_id: 500,
      account_id: 101,
      kount_session_id: 'kount-1',
      consents: { program_rules: true },
      locale: 'fr-CA',
    });
  });

  it('answers each refusal of the checkout with its code, message, field errors and numbers', async () => {
    const fetch = new ScriptedFetch()
      .respondJson(402, { code: 'PAYMENT_DECLINED', message: 'suspicious fraud transaction detected', data: { reason: 'fraud' } })
      .respondJson(409, { code: 'INSUFFICIENT_POINTS', message: 'Short.', data: { balance: 100, required: 200 } })
      .respondJson(400, {
        code: 'VALIDATION_ERROR',
        message: 'Please use a rewards credit card',
        errors: [{ field: 'payment_details.credit_card_number', message: 'Please use a rewards credit card' }],
      })
      .respondJson(422, { code: 'SHIPPING_ADDRESS_PO_BOX', message: 'No P.O. box.' })
      .respondJson(404, { code: 'NOT_FOUND', message: 'No cart.' })
      .respondJson(403, { code: 'READ_ONLY_ACCESS', message: 'Read only.' })
      .respondJson(500, { code: 'INTERNAL_ERROR', message: 'Oops.' });
    const gateway = new HttpCheckoutGateway(client(fetch));
    const place = () => gateway.placeOrder(request, 'key-1');
    expect(await place()).toEqual({
      ok: false,
      reason: 'checkout-refused',
      code: 'PAYMENT_DECLINED',
      message: 'suspicious fraud transaction detected',
      fieldErrors: [],
      numbers: {},
      detail: '402 PAYMENT_DECLINED suspicious fraud transaction detected',
    });
    expect(await place()).toMatchObject({
      reason: 'checkout-refused',
      code: 'INSUFFICIENT_POINTS',
      numbers: { balance: 100, required: 200 },
    });
    expect(await place()).toMatchObject({
      reason: 'checkout-refused',
      code: 'VALIDATION_ERROR',
      message: 'Please use a rewards credit card',
      fieldErrors: [{ field: 'payment_details.credit_card_number', message: 'Please use a rewards credit card' }],
    });
    expect(await place()).toMatchObject({ reason: 'checkout-refused', code: 'SHIPPING_ADDRESS_PO_BOX' });
    expect(await place()).toMatchObject({ reason: 'not-found' });
    expect(await place()).toMatchObject({ reason: 'read-only' });
    expect(await place()).toMatchObject({ reason: 'unavailable' });
  });
});

describe('CryptoIdempotencyKeys', () => {
  it('makes version 4 UUIDs from random bytes, which the Idempotency-Key header accepts', () => {
    const bytes = [0xff, 0x00, 0x11, 0x22, 0x33, 0x44, 0xff, 0x55, 0xff, 0x66, 0x77, 0x88, 0x99, 0xaa, 0xbb, 0x01];
    const generator = new CryptoIdempotencyKeys({ getRandomValues: (array) => (array.set(bytes), array) });
    expect(generator.next()).toBe('ff001122-3344-4f55-bf66-778899aabb01');
  });

  it('gives a new id each time', () => {
    const generator = new CryptoIdempotencyKeys();
    const ids = new Set(Array.from({ length: 50 }, () => generator.next()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
