import type { components } from '@openapi/programme-api';

/**
 * Answers of the account portal's calls typed by the OpenAPI schemas, for
 * adapter tests and the fakes of the contract suites (see api-fixtures.ts).
 */
type Schemas = components['schemas'];

export function apiTransaction(id: string, overrides: Partial<Schemas['Transaction']> = {}): Schemas['Transaction'] {
  return {
    id,
    created_at: '2026-02-20T15:00:00.000Z',
    transaction_posted_date: '2026-02-21T05:00:00.000Z',
    action: 'purchase',
    transaction_description: 'Maple Leaf Grocers',
    transaction_amount: { amount: 126.5, amount_cents: 12_650, currency_code: 'CAD' },
    transaction_currency_code: 'CAD',
    ledger_transaction: { amount: 253 },
    total_bonus: 0,
    redeemable_status: null,
    redeemed_at: null,
    sale_channel: null,
    reference_identifier: `CT-${id.replace(/\D/g, '').padStart(4, '0')}`,
    card_transaction_id: Number(id.replace(/\D/g, '')),
    eraser_points: null,
    ...overrides,
  };
}

/** An annual fee of $150 posted at `postedAt`, redeemable unless said otherwise. */
export function apiAnnualFee(id: string, postedAt: string, overrides: Partial<Schemas['Transaction']> = {}): Schemas['Transaction'] {
  return apiTransaction(id, {
    created_at: postedAt,
    transaction_posted_date: postedAt,
    action: 'annual_fee',
    transaction_description: 'Annual fee: Elite card',
    transaction_amount: { amount: 150, amount_cents: 15_000, currency_code: 'CAD' },
    ledger_transaction: { amount: 0 },
    redeemable_status: 'redeemable',
    sale_channel: 'purchase_eraser',
    eraser_points: 15_000,
    ...overrides,
  });
}

export function apiAuthorizedRedeemer(id: number, overrides: Partial<Schemas['AuthorizedRedeemer']> = {}): Schemas['AuthorizedRedeemer'] {
  return {
    id,
    first_name: 'Jordan',
    last_name: 'Martin',
    email: `redeemer-${id}@example.com`,
    relation: { code: 'spouse', name: 'Spouse' },
    added_at: '2025-01-10T12:00:00.000Z',
    has_online_access: false,
    ...overrides,
  };
}

export const API_RELATIONS: Schemas['AuthorizedRedeemerRelation'][] = [
  { code: 'spouse', name: 'Spouse' },
  { code: 'common_law_partner', name: 'Common-law partner' },
  { code: 'child', name: 'Child' },
  { code: 'parent', name: 'Parent' },
  { code: 'sibling', name: 'Brother or sister' },
  { code: 'other', name: 'Other' },
];

export function apiAddress(id: number, overrides: Partial<Schemas['Address']> = {}): Schemas['Address'] {
  return {
    id,
    first_name: 'Alex',
    last_name: 'Martin',
    address1: '100 King Street West',
    address2: 'Suite 400',
    city: 'Toronto',
    region_code: 'ON',
    region_name: 'Ontario',
    postal_code: 'M5X 1A9',
    country: 'CA',
    email: 'alex.martin@example.com',
    phone: null,
    is_default: false,
    validated_at: null,
    type: 'shipping',
    ...overrides,
  };
}

/** A travel order (TRAV flight, or TPPV hotel) with its booking, as GET /member/order answers it. */
export function apiTravelOrder(id: number, kind: 'flight' | 'hotel', overrides: Partial<Schemas['TravelBooking']> = {}): Schemas['Order'] {
  const flight = kind === 'flight';
  const booking: Schemas['TravelBooking'] = {
    item_name: flight ? 'Flight Toronto (YYZ) – Vancouver (YVR)' : 'Hotel in Vancouver, 3 nights',
    item_number: flight ? `TRV-${id}` : `HTL-${id}`,
    product_type: kind,
    booking_status: flight ? 'confirmed' : 'booked',
    origin: flight ? 'YYZ' : null,
    destination: flight ? 'YVR' : 'Vancouver, BC',
    start_date: '2026-04-10',
    end_date: flight ? '2026-04-17' : '2026-04-13',
    passengers: flight ? [{ first_name: 'Alex', last_name: 'Martin' }] : [],
    guests: flight ? [] : [{ first_name: 'Alex', last_name: 'Martin' }],
    drivers: [],
    ...overrides,
  };
  const money = { amount: 0, amount_cents: 0, currency_code: 'CAD' as const };
  const currency = { id: 1, code: 'PTS', symbol: 'pts' };
  return {
    id,
    reference_identifier: `DEMO-TRAVEL-${String(id).padStart(4, '0')}`,
    created_at: '2026-02-15T12:00:00.000Z',
    can_cancel: false,
    is_declined: false,
    status: booking.booking_status,
    account: { id: 101, reference_identifier: 'ACC-101', masked_medium_number: '**** 4821', account_type: 'Elite' },
    ordered_by: { first_name: 'Alex', last_name: 'Martin' },
    total_price: 38_500,
    discounted_price: 0,
    paid_price: 38_500,
    points_used: 38_500,
    cash_paid: money,
    you_saved: 0,
    conversion_rate: 0.01,
    currency,
    shipping_address: null,
    contact: { email: 'alex.martin@example.com', phone: null },
    shipping_and_taxes: 'included',
    payment_transactions: [],
    promotions: [],
    order_items: [
      {
        id: id * 10,
        order_item_number: `DEMO-TRAVEL-${id}-1`,
        sale_channel: { code: flight ? 'TRAV' : 'TPPV' },
        product_type: kind,
        product: { id: null, slug: null, name: booking.item_name, image: null },
        quantity: 1,
        price: 38_500,
        sale_amount: 0,
        item_total: 38_500,
        promotion_amount: 0,
        points_paid: 38_500,
        cash: money,
        currency,
        status: booking.booking_status,
        order_statuses: [{ status: booking.booking_status, reason: null, created_at: '2026-02-15T12:00:00.000Z' }],
        can_cancel: false,
        cancellable_until: null,
        tracking_number: null,
        tracking_url: null,
        serial_number: null,
        recipient: null,
        payload: {},
        promotions: [],
        order_item_fees: [],
        delivery: { key: 'delivery.none', by: null },
        notes: null,
        charities: [],
        booking,
        redemption: null,
      },
    ],
  };
}
