import { describe, expect, it } from 'vitest';
import { apiOrder, apiOrderItem, SHIPPED_HEADPHONES, WELCOME10_SAVING } from '../tests/fakes/api-fixtures';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpOrderGateway } from './http-order-gateway';
import { createProgrammeApiClient } from './openapi-client';
import { randomIdempotencyKey } from './random-idempotency-key';

function gateway(fetch: ScriptedFetch, keys: string[] = ['key-00001', 'key-00002', 'key-00003']) {
  const client = createProgrammeApiClient({
    baseUrl: 'http://programme.test/api/v1',
    csrfToken: () => null,
    fetch: fetch.fetch,
  });
  return new HttpOrderGateway(client, () => keys.shift() ?? 'key-spent');
}

const shipped = apiOrderItem(31, {
  sale_channel: { code: 'SHOP' },
  ...SHIPPED_HEADPHONES,
  status: 'shipped',
  order_statuses: [
    { status: 'placed', reason: null, created_at: '2026-02-20T10:00:00.000Z' },
    { status: 'Shipped', reason: 'left the warehouse', created_at: '2026-02-21T09:00:00.000Z' },
  ],
  can_cancel: false,
  cancellable_until: null,
  order_item_fees: [{ code: 'handling', name: 'Handling', amount: 250, currency: 'PTS' }],
  notes: 'Leave at the door',
  charities: [
    { id: 21, name: 'Banque alimentaire communautaire', points: 1_001 },
    { id: 22, name: 'Alphabétisation pour tous', points: 1_000 },
  ],
});
const egift = apiOrderItem(32, {
  sale_channel: { code: 'EGIF' },
  product_type: 'egiftcard',
  product: { id: 9, slug: null, name: 'Café eGift Card', image: null },
  status: 'delivered',
  order_statuses: [{ status: 'delivered', reason: null, created_at: '2026-02-20T10:05:00.000Z' }],
  can_cancel: false,
  cancellable_until: null,
  serial_number: 'EGC-4421-8812-0093',
  recipient: { name: 'Alex Martin', email: 'alex.martin@example.com' },
});
const order = apiOrder(3, {
  reference_identifier: 'DEMO-ELITE-0003',
  created_at: '2026-02-20T10:00:00.000Z',
  can_cancel: false,
  order_items: [shipped, egift],
  cash_paid: { amount: 19.8, amount_cents: 1_980, currency_code: 'CAD' },
  payment_transactions: [
    {
      id: 5,
      kind: 'charge',
      amount: { amount: 19.8, amount_cents: 1_980, currency_code: 'CAD' },
      currency: 'CAD',
      masked_card_number: '**** **** **** 0003',
      billing_address: { address1: '455 Rue Saint-Denis', city: 'Montréal', region_code: 'QC', postal_code: 'H2X 3K5', country: 'CA', email: null },
      created_at: '2026-02-20T10:00:01.000Z',
    },
  ],
  promotions: [WELCOME10_SAVING],
});

describe('HttpOrderGateway', () => {
  it('asks for the order history of the spec: a card’s page, 10 a page, newest first, channels SHOP, EPBC and EGIF', async () => {
    const fetch = new ScriptedFetch().respondJson(200, {
      data: [order],
      page: 2,
      last_page: 3,
      count: 21,
      per_page: 10,
      sort_field: 'created_at',
      sort_direction: 'desc',
    });
    const result = await gateway(fetch).listOrders({ accountId: 101, page: 2, locale: 'fr-CA' });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/order');
    expect([...fetch.last.url.searchParams]).toEqual([
      ['page', '2'],
      ['per_page', '10'],
      ['sort_field', 'created_at'],
      ['sort_direction', 'desc'],
      ['sale_channel_type_codes', 'SHOP'],
      ['sale_channel_type_codes', 'EPBC'],
      ['sale_channel_type_codes', 'EGIF'],
      ['account_id', '101'],
      ['locale', 'fr-CA'],
    ]);
    expect(result).toMatchObject({ ok: true, page: { page: 2, lastPage: 3, count: 21, perPage: 10, orders: [{ id: 3 }] } });
  });

  it('asks for all of the member’s orders when no card is active', async () => {
    const fetch = new ScriptedFetch().respondJson(200, {
      data: [],
      page: 1,
      last_page: 1,
      count: 0,
      per_page: 10,
      sort_field: 'created_at',
      sort_direction: 'desc',
    });
    await gateway(fetch).listOrders({ accountId: null, page: 1, locale: 'en-CA' });
    expect(fetch.last.url.searchParams.has('account_id')).toBe(false);
  });

  it('reads an order with every display field, the status of each item being the last of its history', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: order });
    const result = await gateway(fetch).getOrder({ id: 3, locale: 'en-CA' });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/order/3');
    expect(fetch.last.url.searchParams.get('locale')).toBe('en-CA');
    expect(result).toEqual({
      ok: true,
      order: {
        id: 3,
        referenceIdentifier: 'DEMO-ELITE-0003',
        createdAt: new Date('2026-02-20T10:00:00.000Z'),
        canCancel: false,
        isDeclined: false,
        card: { name: 'Elite', maskedNumber: '**** 4821' },
        orderedBy: { firstName: 'Alex', lastName: 'Martin' },
        totalPoints: 23_000,
        discountPoints: 1_100,
        paidPoints: 21_900,
        pointsUsed: 21_900,
        cashPaidCents: 1_980,
        youSaved: 2_100,
        shippingAddress: {
          firstName: 'Alex',
          lastName: 'Martin',
          address1: '100 King Street West',
          address2: 'Suite 400',
          city: 'Toronto',
          regionCode: 'ON',
          postalCode: 'M5X 1A9',
          country: 'CA',
        },
        contact: { email: 'alex.martin@example.com', phone: '416-555-0100' },
        payments: [
          {
            kind: 'charge',
            cents: 1_980,
            maskedCardNumber: '**** **** **** 0003',
            billingAddress: {
              firstName: null,
              lastName: null,
              address1: '455 Rue Saint-Denis',
              address2: null,
              city: 'Montréal',
              regionCode: 'QC',
              postalCode: 'H2X 3K5',
              country: 'CA',
            },
            at: new Date('2026-02-20T10:00:01.000Z'),
          },
        ],
        promotions: [{ codeName: 'WELCOME10', title: { 'en-CA': '10% off', 'fr-CA': '10 % de rabais' }, points: 1_100 }],
        items: [
          {
            itemId: 31,
            itemNumber: 'ITEM-31',
            saleChannel: 'SHOP',
            productType: 'merchandise',
            productName: 'Aria Studio Headphones',
            productSlug: 'aria-studio-headphones',
            imageUrl: '/media/products/aria-studio-headphones-small.svg',
            quantity: 2,
            unitPoints: 6_000,
            unitSaleAmount: 500,
            itemTotal: 11_000,
            promotionAmount: 1_100,
            pointsPaid: 7_920,
            cashCents: 1_980,
            status: 'shipped',
            statuses: [
              { status: 'placed', reason: null, at: new Date('2026-02-20T10:00:00.000Z') },
              { status: 'Shipped', reason: 'left the warehouse', at: new Date('2026-02-21T09:00:00.000Z') },
            ],
            canCancel: false,
            cancellableUntil: null,
            trackingNumber: '7023210039414604',
            trackingUrl: 'https://tracking.example.com/track?number=7023210039414604',
            serialNumber: null,
            recipient: null,
            promotions: [{ codeName: 'WELCOME10', title: { 'en-CA': '10% off', 'fr-CA': '10 % de rabais' }, points: 1_100 }],
            fees: [{ name: 'Handling', amount: 250, currency: 'PTS' }],
            notes: 'Leave at the door',
            charities: [
              { id: 21, name: 'Banque alimentaire communautaire', points: 1_001 },
              { id: 22, name: 'Alphabétisation pour tous', points: 1_000 },
            ],
            redemption: null,
          },
          expect.objectContaining({
            itemId: 32,
            saleChannel: 'EGIF',
            productType: 'egiftcard',
            productSlug: null,
            imageUrl: null,
            status: 'delivered',
            serialNumber: 'EGC-4421-8812-0093',
            recipient: { name: 'Alex Martin', email: 'alex.martin@example.com' },
          }),
        ],
      },
    });
  });

  it('maps where a redemption went: airline, flyer number, account digits, cashed status and date, rewards reference', async () => {
    const credit = apiOrder(8, {
      order_items: [
        apiOrderItem(81, {
          product_type: 'cash_back',
          redemption: {
            airline: null,
            flyer_number: null,
            miles: null,
            account_last_four: '4821',
            cashed_status: 'cashed',
            cashed_at: '2026-02-03T14:05:09.000Z',
            rewards_reference_number: 'RW260201-CASH0001',
          },
        }),
      ],
    });
    const result = await gateway(new ScriptedFetch().respondJson(200, { data: credit })).getOrder({ id: 8, locale: 'en-CA' });
    expect(result.ok && result.order.items[0]!.redemption).toEqual({
      airline: null,
      flyerNumber: null,
      miles: null,
      accountLastFour: '4821',
      cashedStatus: 'cashed',
      cashedAt: new Date('2026-02-03T14:05:09.000Z'),
      rewardsReferenceNumber: 'RW260201-CASH0001',
    });
  });

  it('maps an order that ships nowhere, and one whose items are all declined', async () => {
    const declined = apiOrder(7, {
      shipping_address: null,
      order_items: [
        apiOrderItem(71, {
          status: 'declined',
          order_statuses: [{ status: 'declined', reason: null, created_at: '2026-02-20T10:00:00.000Z' }],
        }),
      ],
    });
    const fetch = new ScriptedFetch().respondJson(200, { data: declined });
    const result = await gateway(fetch).getOrder({ id: 7, locale: 'en-CA' });
    expect(result).toMatchObject({
      ok: true,
      order: {
        shippingAddress: null,
        isDeclined: true,
        items: [{ status: 'declined', cancellableUntil: new Date('2026-03-01T17:00:00.000Z') }],
      },
    });
  });

  it('answers another member’s order as not found', async () => {
    const fetch = new ScriptedFetch().respondJson(404, { code: 'NOT_FOUND', message: 'Not found' });
    expect(await gateway(fetch).getOrder({ id: 9, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-found' });
  });

  it('cancels an order with an Idempotency-Key of its own, and the next attempt with another', async () => {
    const cancelled = apiOrder(3, { can_cancel: false });
    const fetch = new ScriptedFetch().respondJson(200, { data: cancelled }).respondJson(200, { data: cancelled });
    const orders = gateway(fetch);
    const result = await orders.cancelOrder({ id: 3, locale: 'fr-CA' });
    expect(fetch.last.method).toBe('PUT');
    expect(fetch.last.url.pathname).toBe('/api/v1/member/orderCancel/3');
    expect(fetch.last.url.searchParams.get('locale')).toBe('fr-CA');
    expect(fetch.last.headers.get('Idempotency-Key')).toBe('key-00001');
    expect(result).toMatchObject({ ok: true, order: { id: 3, canCancel: false } });
    await orders.cancelOrder({ id: 3, locale: 'fr-CA' });
    expect(fetch.last.headers.get('Idempotency-Key')).toBe('key-00002');
  });

  it('cancels an item with an Idempotency-Key', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: apiOrder(3) });
    const result = await gateway(fetch).cancelItem({ id: 3, itemId: 31, locale: 'en-CA' });
    expect(fetch.last.method).toBe('PUT');
    expect(fetch.last.url.pathname).toBe('/api/v1/member/order/3/cancelItem/31');
    expect(fetch.last.headers.get('Idempotency-Key')).toBe('key-00001');
    expect(result).toMatchObject({ ok: true, order: { id: 3 } });
  });

  it('sends the same attempt again, with the same key, when no answer came', async () => {
    const fetch = new ScriptedFetch().failNetwork().respondJson(200, { data: apiOrder(3) });
    const result = await gateway(fetch).cancelItem({ id: 3, itemId: 31, locale: 'en-CA' });
    expect(fetch.sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['key-00001', 'key-00001']);
    expect(result.ok).toBe(true);
  });

  it('gives up after a second attempt without an answer', async () => {
    const fetch = new ScriptedFetch().failNetwork().failNetwork();
    const result = await gateway(fetch).cancelOrder({ id: 3, locale: 'en-CA' });
    expect(fetch.sent).toHaveLength(2);
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('gives the refusal to cancel with the server’s localized message', async () => {
    const message = 'Cette commande ne peut plus être annulée : le délai d’annulation de 6 heures est écoulé.';
    const fetch = new ScriptedFetch()
      .respondJson(409, { code: 'ORDER_NOT_CANCELLABLE', message, data: { reason: 'window-closed' } })
      .respondJson(409, {
        code: 'ORDER_ITEM_NOT_CANCELLABLE',
        message: 'This item has already been cancelled.',
        data: { reason: 'already-cancelled' },
      });
    const orders = gateway(fetch);
    expect(await orders.cancelOrder({ id: 3, locale: 'fr-CA' })).toMatchObject({ ok: false, reason: 'not-cancellable', message });
    expect(await orders.cancelItem({ id: 3, itemId: 31, locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'not-cancellable',
      message: 'This item has already been cancelled.',
    });
  });

  it('gives a refusal without a message, or with a blank one, as a refusal without one', async () => {
    const fetch = new ScriptedFetch()
      .respondJson(409, { code: 'ORDER_NOT_CANCELLABLE' })
      .respondJson(409, { code: 'ORDER_NOT_CANCELLABLE', message: ' ' });
    const orders = gateway(fetch);
    expect(await orders.cancelOrder({ id: 3, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-cancellable', message: null });
    expect(await orders.cancelOrder({ id: 3, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-cancellable', message: null });
  });

  it('treats other refusals by their common meaning', async () => {
    const fetch = new ScriptedFetch()
      .respondJson(403, { code: 'READ_ONLY_ACCESS', message: 'Read-only' })
      .respondJson(409, { code: 'IDEMPOTENCY_REQUEST_IN_PROGRESS', message: 'In progress' })
      .respondJson(422, { code: 'ORDER_NOT_CANCELLABLE', message: 'Not this status' });
    const orders = gateway(fetch);
    expect(await orders.cancelOrder({ id: 3, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'read-only' });
    expect(await orders.cancelOrder({ id: 3, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(await orders.cancelOrder({ id: 3, locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});

describe('randomIdempotencyKey', () => {
  it('makes a new key each time, within the API’s pattern', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
