import type { components } from '@openapi/programme-api';

/**
 * Answers of the programme API typed by its OpenAPI schemas, for adapter
 * tests and the fake side of the contract suites: the fakes are filled with
 * what the adapters map these to, so they cannot hold what the real API
 * could never say.
 */
type Schemas = components['schemas'];

export function apiAccount(id: number, overrides: Partial<Schemas['Account']> = {}): Schemas['Account'] {
  return {
    id,
    reference_identifier: `ACC-${id}`,
    last_balance: 50_000,
    pooled_balance: 50_000,
    status: { code: 'ACTIVE' },
    account_members: [{ member_id: 1, is_primary: true }],
    account_type: {
      reference_identifier: 'elite',
      account_category: 'personal',
      card_type: 'elite',
      tier: 'elite',
      translated_name: { 'en-CA': 'Elite', 'fr-CA': 'Élite' },
      description: { 'en-CA': 'The Elite card', 'fr-CA': 'La carte Élite' },
      currency: { id: 1, name: 'Points', symbol: 'pts' },
      display_currency_names: { 'en-CA': 'Points', 'fr-CA': 'Points' },
      payment_providers: [],
      image_url: `/media/cards/${id}.svg`,
    },
    mediums: [{ name_on_medium: 'ALEX MARTIN', masked_medium_number: `**** **** **** ${String(4800 + id).slice(-4)}` }],
    ...overrides,
  };
}

export function apiProfile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    id: 1,
    admin_id: null,
    tiers: [{ code: 'elite', name: { 'en-CA': 'Elite', 'fr-CA': 'Élite' } }],
    admin_access_level: null,
    first_name: 'Alex',
    last_name: 'Martin',
    email: 'alex.martin@example.com',
    preferredLanguage: 'en-CA',
    phone: null,
    has_marketing_enabled: false,
    account_type: 'personal',
    ...overrides,
  };
}

function apiLink(title: string, url: string): Schemas['FooterLink'] {
  return {
    title,
    url,
    new_tab: false,
    icon: null,
    isMemberVisible: true,
    isMemberEnabled: true,
    isLoginAsVisible: true,
    isLoginAsEnabled: true,
  };
}

export function apiContentConfig(): Schemas['ContentConfig'] {
  return {
    footer: {
      link_lists: [{ title: 'Help', items: [apiLink('FAQ', '/faq')] }],
      logos: [],
      legal: [apiLink('Privacy', '/sandbox/bank/privacy')],
    },
    broadcasts: [],
    external_urls: {
      programme_home: '/sandbox/programme-home',
      online_banking_sign_in: '/sandbox/online-banking',
      business_sign_in: '/sandbox/online-banking?kind=business',
      commercial_sign_in: '/sandbox/online-banking?kind=commercial',
      enrol: '/sandbox/enrol',
      join_now: '/sandbox/enrol',
      help: '/customer-support',
      sign_out: {
        personal: '/sandbox/programme-home?signed_out=1',
        business: '/sandbox/programme-home?signed_out=1&kind=business',
        commercial: '/sandbox/programme-home?signed_out=1&kind=commercial',
        select: '/sandbox/programme-home?signed_out=1&kind=select',
        cav: '/sandbox/programme-home?signed_out=1&kind=cav',
      },
    },
    partner_retailers: [],
    mobile_app_user_agents: ['DemoBankMobile/', 'DemoBankBusinessMobile/'],
    guard_profile: 'reference',
  };
}

export function apiNavigationItem(title: string, route: string): Schemas['NavigationItem'] {
  return {
    title,
    description: null,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    route,
    url: null,
    nodes: [],
    new_tab: false,
    icon: null,
    icon_position: 1,
    background_color: null,
    text_color: null,
    isMemberVisible: true,
    isMemberEnabled: true,
    isLoginAsVisible: true,
    isLoginAsEnabled: true,
    media: null,
    group_code: null,
  };
}

export function apiContentPage(slug: string, title: string): Schemas['ContentPage'] {
  return {
    slug,
    title,
    sections: [{ heading: null, paragraphs: [`${title}.`], links: [] }],
    slides: [],
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

export function apiProductListItem(id: number, overrides: Partial<Schemas['ProductListItem']> = {}): Schemas['ProductListItem'] {
  return {
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    default_variant_id: id * 10,
    catalog: { id: 1, slug: 'merchandise' },
    product_collection: { id: 1 },
    images: { large: `/media/products/${id}.svg`, medium: null, small: null },
    options_available: false,
    has_splitpay: true,
    prices: { min: 1_000, actual: 1_000 },
    original_prices: null,
    product_labels: [],
    promotion_end_date: null,
    hide_add_to_cart: false,
    is_disclosure_consent_mandatory: false,
    ...overrides,
  };
}

type ApiCartItem = Schemas['Cart']['shopping_cart_items'][number];

/** A cart line of one item at 1,000 points, not on sale; `line_total` follows quantity × price unless given. */
export function apiCartItem(id: number, overrides: Partial<ApiCartItem> = {}): ApiCartItem {
  const quantity = overrides.quantity ?? 1;
  const price = overrides.price ?? 1_000;
  return {
    id,
    product: apiProductListItem(id),
    product_variant_id: id * 10,
    variant_attributes: {},
    quantity,
    price,
    is_disclosure_consent_accepted: false,
    product_type: 'merchandise',
    sale_amount: 0,
    line_total: quantity * price,
    promotion_amount: 0,
    applied_promotions: [],
    max_quantity: 10,
    notes: null,
    is_egift: false,
    address: null,
    ...overrides,
  };
}

/** A cart with these lines; its amounts are those of spec §4 unless overridden (a promotion's saving is each line's). */
export function apiCart(id: number, items: ApiCartItem[], overrides: Partial<Schemas['Cart']> = {}): Schemas['Cart'] {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.price, 0);
  const promotionAmount = items.reduce((sum, item) => sum + item.promotion_amount, 0);
  const total = Math.max(0, subtotal - promotionAmount);
  return {
    id,
    account_id: 101,
    currency: { id: 1, code: 'PTS', symbol: 'pts' },
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    points: subtotal,
    shopping_cart_items: items,
    has_splitpay: false,
    min_points: total,
    min_percentage_points: 100,
    conversion_rate: 0.01,
    fiat_currency: { code: 'CAD', symbol: '$' },
    has_promotions_enabled: true,
    promotion_codes: [],
    subtotal,
    promotion_amount: promotionAmount,
    total,
    cart_minimum_points: 1_000,
    comment: null,
    requires_shipping: items.some((item) => item.product_type === 'merchandise' || item.product_type === 'giftcard'),
    consents_required: ['program_rules'],
    ...overrides,
  };
}

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
    email: null,
    phone: null,
    is_default: true,
    validated_at: null,
    type: 'default',
    ...overrides,
  };
}

type ApiOrderItem = Schemas['OrderItem'];

function money(cents: number): Schemas['Money'] {
  return { amount: cents / 100, amount_cents: cents, currency_code: 'CAD' };
}

/** An order item of one merchandise product at 1,000 points, paid in points, just placed. */
export function apiOrderItem(id: number, overrides: Partial<ApiOrderItem> = {}): ApiOrderItem {
  return {
    id,
    order_item_number: `ITEM-${id}`,
    sale_channel: { code: 'SHOP' },
    product_type: 'merchandise',
    product: { id, slug: `product-${id}`, name: `Product ${id}`, image: `/media/products/${id}.svg` },
    quantity: 1,
    price: 1_000,
    sale_amount: 0,
    item_total: 1_000,
    promotion_amount: 0,
    points_paid: 1_000,
    cash: money(0),
    currency: { id: 1, code: 'PTS', symbol: 'pts' },
    status: 'placed',
    order_statuses: [{ status: 'placed', reason: null, created_at: '2026-03-02T15:00:00.000Z' }],
    can_cancel: true,
    cancellable_until: '2026-03-02T21:00:00.000Z',
    tracking_number: null,
    tracking_url: null,
    serial_number: null,
    recipient: null,
    payload: {},
    promotions: [],
    order_item_fees: [],
    delivery: { key: 'delivery.merchandise', by: '2026-03-16T15:00:00.000Z' },
    notes: null,
    ...overrides,
  };
}

/** An order of these items placed on 2 March 2026 at 15:00 UTC, paid in points; its totals are its items'. */
export function apiOrder(id: number, items: ApiOrderItem[], overrides: Partial<Schemas['Order']> = {}): Schemas['Order'] {
  const totalPrice = items.reduce((sum, item) => sum + item.item_total, 0);
  const discounted = items.reduce((sum, item) => sum + item.promotion_amount, 0);
  return {
    id,
    reference_identifier: `RW-${id}`,
    created_at: '2026-03-02T15:00:00.000Z',
    can_cancel: true,
    is_declined: false,
    status: 'placed',
    account: { id: 101, reference_identifier: 'ACC-101', masked_medium_number: '**** **** **** 4821', account_type: 'Elite' },
    ordered_by: { first_name: 'Alex', last_name: 'Martin' },
    total_price: totalPrice,
    discounted_price: discounted,
    paid_price: totalPrice - discounted,
    points_used: items.reduce((sum, item) => sum + item.points_paid, 0),
    cash_paid: money(items.reduce((sum, item) => sum + item.cash.amount_cents, 0)),
    you_saved: discounted,
    conversion_rate: 0.01,
    currency: { id: 1, code: 'PTS', symbol: 'pts' },
    shipping_address: {
      first_name: 'Alex',
      last_name: 'Martin',
      address1: '100 King Street West',
      address2: 'Suite 400',
      city: 'Toronto',
      region_code: 'ON',
      postal_code: 'M5X 1A9',
      country: 'CA',
    },
    contact: { email: 'alex.martin@example.com', phone: null },
    shipping_and_taxes: 'included',
    payment_transactions: [],
    promotions: [],
    order_items: items,
    ...overrides,
  };
}
