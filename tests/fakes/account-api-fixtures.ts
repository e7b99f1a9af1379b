import type { components } from '@openapi/programme-api';
import { ALEX_IN_TORONTO, apiOrder, apiOrderItem } from './api-fixtures';

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
    ...ALEX_IN_TORONTO,
    region_name: 'Ontario',
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
  const status = booking.booking_status;
  const placedAt = '2026-02-15T12:00:00.000Z';
  const item = apiOrderItem(id * 10, {
    order_item_number: `DEMO-TRAVEL-${id}-1`,
    sale_channel: { code: flight ? 'TRAV' : 'TPPV' },
    product_type: kind,
    product: { id: null, slug: null, name: booking.item_name, image: null },
    price: 38_500,
    item_total: 38_500,
    points_paid: 38_500,
    status,
    order_statuses: [{ status, reason: null, created_at: placedAt }],
    can_cancel: false,
    cancellable_until: null,
    delivery: { key: 'delivery.none', by: null },
    booking,
  });
  // Paid in points only, nothing shipped: the order of apiOrder around the one booking.
  return apiOrder(id, {
    reference_identifier: `DEMO-TRAVEL-${String(id).padStart(4, '0')}`,
    created_at: placedAt,
    shipping_address: null,
    contact: { email: 'alex.martin@example.com', phone: null },
    order_items: [item],
  });
}
