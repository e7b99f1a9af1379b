import type { components } from '@openapi/programme-api';
import type * as Api from '@openapi/schemas';

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
    pending_email: null,
    preferredLanguage: 'en-CA',
    phone: null,
    has_marketing_enabled: false,
    has_pay_back_reminders: false,
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

/** A cart line of one item at 1,000 points, not on sale; `line_total` follows quantity × price unless given. */
export function apiCartItem(id: number, overrides: Partial<Api.CartItem> = {}): Api.CartItem {
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
    charities: [],
    address: null,
    additional_fee_types: [],
    additional_fee: 0,
    ...overrides,
  };
}

/** A cart with these lines; its amounts are those of spec §4 unless overridden (a promotion's saving is each line's). */
export function apiCart(id: number, items: Api.CartItem[], overrides: Partial<Schemas['Cart']> = {}): Schemas['Cart'] {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.price, 0);
  const promotionAmount = items.reduce((sum, item) => sum + item.promotion_amount, 0);
  const fees = items.reduce((sum, item) => sum + item.additional_fee, 0);
  const total = Math.max(0, subtotal - promotionAmount) + fees;
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
    additional_fee: fees,
    total,
    cart_minimum_points: 1_000,
    comment: null,
    requires_shipping: items.some((item) => item.product_type === 'merchandise' || item.product_type === 'giftcard'),
    consents_required: ['program_rules'],
    ...overrides,
  };
}

function apiRegistrationField(
  id: number,
  name: string,
  dataType: Schemas['RegistrationField']['data_type'],
  menuTitle: string,
  regex: string | null,
  errorMessage: string,
  required = true,
): Schemas['RegistrationField'] {
  return {
    id,
    name,
    data_type: dataType,
    menu_title: menuTitle,
    description: '',
    placeholder: '',
    regex,
    error_message: errorMessage,
    required,
  };
}

/** The Canadian postal code a registration asks for, as field `id`. */
function postalCodeField(id: number) {
  return apiRegistrationField(id, 'postal_code', 'postal_code', 'Postal code', '[A-Za-z][0-9][A-Za-z] ?[0-9][A-Za-z][0-9]', 'Enter a Canadian postal code, like A1A 1A1.');
}

/** The demo programme's registration configuration as the API answers it in English (server/database/seed/demo-identity.ts). */
export function apiProgramRegistration(overrides: Partial<Schemas['ProgramRegistration']> = {}): Schemas['ProgramRegistration'] {
  return {
    id: 1,
    program_slug: 'demo',
    has_verification: true,
    has_marketing_preference: true,
    has_preferred_language: true,
    has_terms: true,
    verification_fields: [
      apiRegistrationField(
        1,
        'card_number',
        'card_number',
        'Card number',
        '[0-9]{4}( ?[0-9]{4}){3}',
        'Enter the 16 digits of your card number.',
      ),
      postalCodeField(2),
      apiRegistrationField(
        3,
        'date_of_birth',
        'date',
        'Date of birth',
        '(19|20)[0-9]{2}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])',
        'Enter your date of birth as YYYY-MM-DD.',
      ),
    ],
    registration_fields: [
      apiRegistrationField(
        4,
        'user_account',
        'text',
        'Username',
        '[A-Za-z0-9._-]{6,30}',
        'Your username must have 6 to 30 letters, digits, dots, hyphens or underscores.',
      ),
      apiRegistrationField(5, 'email', 'email', 'Email address', '[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}', 'Please enter a valid email address'),
      apiRegistrationField(
        6,
        'phone',
        'tel',
        'Mobile phone (optional)',
        '\\+?1?[ .-]?\\(?[0-9]{3}\\)?[ .-]?[0-9]{3}[ .-]?[0-9]{4}',
        'Enter a 10-digit phone number, like 416 555 0134.',
        false,
      ),
    ],
    terms: {
      id: 1,
      version: 1,
      title: 'Terms of use of Demo Bank Rewards',
      description: 'These terms apply.\n\nKeep your password to yourself.',
    },
    registration_forgot_password: {
      account_types: ['business'],
      password_verification_fields: [
        apiRegistrationField(
          7,
          'card_last_four',
          'digits',
          'Last 4 digits of your card',
          '[0-9]{4}',
          'Enter the last 4 digits of your card.',
        ),
        postalCodeField(8),
      ],
    },
    ...overrides,
  };
}

/** A placed merchandise item of an order, as GET /member/order/{id} answers it; override what the test is about. */
export function apiOrderItem(id: number, overrides: Partial<Schemas['OrderItem']> = {}): Schemas['OrderItem'] {
  return {
    id,
    order_item_number: `ITEM-${id}`,
    sale_channel: { code: 'SHOP' },
    product_type: 'merchandise',
    product: {
      id: 7,
      slug: 'aria-studio-headphones',
      name: 'Aria Studio Headphones',
      image: '/media/products/aria-studio-headphones-small.svg',
    },
    quantity: 1,
    price: 12_000,
    sale_amount: 0,
    item_total: 12_000,
    promotion_amount: 0,
    points_paid: 12_000,
    cash: { amount: 0, amount_cents: 0, currency_code: 'CAD' },
    currency: { id: 1, code: 'PTS', symbol: 'pts' },
    status: 'placed',
    order_statuses: [{ status: 'placed', reason: null, created_at: '2026-03-01T11:00:00.000Z' }],
    can_cancel: true,
    cancellable_until: '2026-03-01T17:00:00.000Z',
    tracking_number: null,
    tracking_url: null,
    serial_number: null,
    recipient: null,
    payload: {},
    promotions: [],
    order_item_fees: [],
    delivery: { key: 'delivery.merchandise', by: '2026-03-13T11:00:00.000Z' },
    notes: null,
    charities: [],
    redemption: null,
    ...overrides,
  };
}

/** The WELCOME10 code's 10% off, as an order and its item carry it: 1,100 points saved. */
export const WELCOME10_SAVING = {
  promotion_code_id: 4,
  promotion_code_name: 'WELCOME10',
  promotion_title: { 'en-CA': '10% off', 'fr-CA': '10 % de rabais' },
  promotion_amount: 1_100,
};

/** A shipped item's parcel, with the carrier's tracking link. */
export const TRACKED_PARCEL = {
  tracking_number: '7023210039414604',
  tracking_url: 'https://tracking.example.com/track?number=7023210039414604',
};

/** The demo order's shipped line: two headphones at 6,000 points less 500 each, WELCOME10 on top, 7,920 points and $19.80 by card, tracked. */
export const SHIPPED_HEADPHONES = {
  quantity: 2,
  price: 6_000,
  sale_amount: 500,
  item_total: 11_000,
  promotion_amount: 1_100,
  points_paid: 7_920,
  cash: { amount: 19.8, amount_cents: 1_980, currency_code: 'CAD' as const },
  ...TRACKED_PARCEL,
  promotions: [WELCOME10_SAVING],
};

/** Alex Martin's address in Toronto, as orders and the address book carry it. */
export const ALEX_IN_TORONTO = {
  first_name: 'Alex',
  last_name: 'Martin',
  address1: '100 King Street West',
  address2: 'Suite 400',
  city: 'Toronto',
  region_code: 'ON',
  postal_code: 'M5X 1A9',
  country: 'CA',
} as const;

/**
 * An order of Alex's Elite card placed on 1 March 2026 at 11:00 UTC, paid in
 * points only and shipped to Toronto, as GET /member/order/{id} answers it,
 * with the given items (one placed merchandise item by default).
 */
export function apiOrder(id: number, overrides: Partial<Schemas['Order']> = {}): Schemas['Order'] {
  const items = overrides.order_items ?? [apiOrderItem(id * 10 + 1)];
  const total = items.reduce((sum, item) => sum + item.item_total, 0);
  const promotions = items.reduce((sum, item) => sum + item.promotion_amount, 0);
  return {
    id,
    reference_identifier: `ORD-${String(id).padStart(6, '0')}`,
    created_at: '2026-03-01T11:00:00.000Z',
    can_cancel: items.every((item) => item.can_cancel),
    is_declined: false,
    status: items[0]?.status ?? 'not_available',
    account: { id: 101, reference_identifier: 'ACC-101', masked_medium_number: '**** 4821', account_type: 'Elite' },
    ordered_by: { first_name: 'Alex', last_name: 'Martin' },
    total_price: total,
    discounted_price: promotions,
    paid_price: total - promotions,
    points_used: total - promotions,
    cash_paid: { amount: 0, amount_cents: 0, currency_code: 'CAD' },
    you_saved: promotions + items.reduce((sum, item) => sum + item.quantity * item.sale_amount, 0),
    conversion_rate: 0.01,
    currency: { id: 1, code: 'PTS', symbol: 'pts' },
    shipping_address: ALEX_IN_TORONTO,
    contact: { email: 'alex.martin@example.com', phone: '416-555-0100' },
    shipping_and_taxes: 'included',
    payment_transactions: [],
    promotions: [],
    ...overrides,
    order_items: items,
  };
}

/**
 * An order of the previous platform as GET /member/order-historical answers
 * it: two gift cards of 2025-04-10, one delivered and one refunded, paid
 * 5,000 points; override what the test is about.
 */
export function apiHistoricalOrder(id: number, overrides: Partial<Schemas['HistoricalOrder']> = {}): Schemas['HistoricalOrder'] {
  return {
    id,
    reference_identifier: `H2025-${String(id).padStart(5, '0')}`,
    created_at: '2025-04-10T14:20:00.000Z',
    program_currency: 'PTS',
    total_amount: 7_500,
    paid_amount: 5_000,
    cash_amount: { amount: 0, amount_cents: 0, currency_code: 'CAD' },
    fiat_currency: 'CAD',
    items: [
      { description: 'Café gift card, $50', program_amount: 5_000, order_item_status: 'delivered' },
      { description: 'Cinema gift card, $25', program_amount: 2_500, order_item_status: 'refunded' },
    ],
    ...overrides,
  };
}
