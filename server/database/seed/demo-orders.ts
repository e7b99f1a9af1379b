import type { PoolClient } from 'pg';
import { delayedPostingDate } from '@rewards-storefront/domain/points/points-statement';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The programme's cart minimum in points (spec §5 leaves the value open). */
export const DEMO_CART_MINIMUM_POINTS = 1_000;

/** Card ranges the demo programme accepts (the sandbox test cards of the README fall in them, but one). */
export const DEMO_BIN_RANGES = [
  { start: '451234', end: '451239', brand: 'visa' },
  { start: '54545400', end: '54545499', brand: 'mastercard' },
] as const;

/** The demo promotion codes (demo-data.md): one valid, one expired, one for a single product. */
export const DEMO_PROMOTION_CODES = {
  welcome: 'WELCOME10',
  expired: 'EXPIRED2025',
  singleProduct: 'AURALIS500',
} as const;

interface DemoAddress {
  login: string;
  isDefault: boolean;
  values: [first: string, last: string, address1: string, address2: string | null, city: string, region: string, postal: string];
}

const DEMO_ADDRESSES: DemoAddress[] = [
  { login: 'elite', isDefault: true, values: ['Alex', 'Martin', '100 King Street West', 'Suite 400', 'Toronto', 'ON', 'M5X 1A9'] },
  { login: 'elite', isDefault: false, values: ['Alex', 'Martin', '1250 Rue Sainte-Catherine', null, 'Montréal', 'QC', 'H3G 1P1'] },
  { login: 'marie', isDefault: true, values: ['Marie', 'Tremblay', '455 Rue Saint-Denis', 'App. 3', 'Montréal', 'QC', 'H2X 3K5'] },
  { login: 'sofia', isDefault: true, values: ['Sofia', 'Moreau', '200 Portage Avenue', null, 'Winnipeg', 'MB', 'R3C 0B1'] },
];

interface SeedProduct {
  id: number;
  variantId: number;
  nameEn: string;
  nameFr: string | null;
  productType: string;
  price: number;
}

interface DemoOrderItem {
  product?: SeedProduct;
  kind: string;
  channel: 'SHOP' | 'EPBC' | 'EGIF' | 'TRAV' | 'TPPV';
  name?: [string, string];
  quantity?: number;
  points?: number;
  statuses: string[];
  trackingNumber?: string;
  trackingUrl?: string;
  serialNumber?: string;
  recipient?: boolean;
  payload?: Record<string, unknown>;
}

interface DemoOrder {
  reference: string;
  hoursAgo: number;
  items: DemoOrderItem[];
  /** Declined: the debit was refunded when it was declined. */
  declined?: boolean;
  shipsTo?: boolean;
}

async function products(client: PoolClient, programmeId: number, where: string, limit: number): Promise<SeedProduct[]> {
  const { rows } = await client.query<SeedProduct>(
    `SELECT p.id, (SELECT pv.id FROM product_variant pv WHERE pv.product_id = p.id ORDER BY pv.position, pv.id LIMIT 1) AS "variantId",
            p.name_en AS "nameEn", p.name_fr AS "nameFr", p.product_type AS "productType", p.price_points AS price
       FROM product p JOIN catalog c ON c.id = p.catalog_id
      WHERE c.programme_id = $1 AND p.is_active AND NOT p.hide_add_to_cart AND ${where}
      ORDER BY p.id LIMIT $2`,
    [programmeId, limit],
  );
  return rows;
}

/**
 * The cart, checkout and order demo data (issue 11; demo-data.md): the cart
 * minimum, accepted bin ranges, promotion codes, address books of `elite`
 * and `marie`, and the order history of elite's Elite card. Seeded once,
 * while the programme has no bin range. Every seeded order's points are a
 * 'redeem' entry of the ledger linked to it; one earn entry before them
 * adds as many points back, so the card's balance stays the demo's.
 * Returns whether anything was added.
 */
export async function seedDemoOrders(client: PoolClient, programmeId: number, now: Date): Promise<boolean> {
  const existing = await client.query('SELECT 1 FROM bin_range WHERE programme_id = $1 LIMIT 1', [programmeId]);
  if (existing.rows.length > 0) return false;
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

  await client.query('UPDATE programme SET cart_minimum_points = $2 WHERE id = $1', [programmeId, DEMO_CART_MINIMUM_POINTS]);
  for (const range of DEMO_BIN_RANGES) {
    await client.query('INSERT INTO bin_range (programme_id, range_start, range_end, card_brand) VALUES ($1, $2, $3, $4)', [
      programmeId,
      range.start,
      range.end,
      range.brand,
    ]);
  }

  const merchandise = await products(client, programmeId, "c.slug = 'merchandise' AND p.price_points BETWEEN 5000 AND 40000 AND p.original_price_points IS NULL", 6);
  const egift = (await products(client, programmeId, "p.product_type = 'egiftcard'", 1))[0];
  const single = merchandise[5] ?? merchandise[0];
  if (merchandise.length < 5 || !egift || !single) throw new Error('The demo catalogue lacks the products the demo orders need');

  const promotions: Array<{ code: string; title: [string, string]; kind: 'amount' | 'percentage'; value: number; productId: number | null; starts: Date; ends: Date }> = [
    { code: DEMO_PROMOTION_CODES.welcome, title: ['Welcome offer: 10% off', 'Offre de bienvenue : 10 % de rabais'], kind: 'percentage', value: 10, productId: null, starts: ago(30 * 24), ends: new Date(now.getTime() + 365 * DAY_MS) },
    { code: DEMO_PROMOTION_CODES.expired, title: ['Holiday 2025: 1,000 points off', 'Fêtes 2025\u00a0: 1\u00a0000 points de rabais'], kind: 'amount', value: 1_000, productId: null, starts: ago(400 * 24), ends: ago(30 * 24) },
    { code: DEMO_PROMOTION_CODES.singleProduct, title: [`500 points off ${single.nameEn}`, `500 points de rabais sur ${single.nameFr ?? single.nameEn}`], kind: 'amount', value: 500, productId: single.id, starts: ago(30 * 24), ends: new Date(now.getTime() + 365 * DAY_MS) },
  ];
  for (const promotion of promotions) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO promotion (programme_id, title_en, title_fr, kind, amount_points, percentage, product_id, starts_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        programmeId,
        promotion.title[0],
        promotion.title[1],
        promotion.kind,
        promotion.kind === 'amount' ? promotion.value : null,
        promotion.kind === 'percentage' ? promotion.value : null,
        promotion.productId,
        promotion.starts,
        promotion.ends,
      ],
    );
    await client.query('INSERT INTO promotion_code (programme_id, promotion_id, code) VALUES ($1, $2, $3)', [programmeId, rows[0]!.id, promotion.code]);
  }

  for (const address of DEMO_ADDRESSES) {
    const [first, last, line1, line2, city, region, postal] = address.values;
    await client.query(
      `INSERT INTO member_address (member_id, first_name, last_name, address1, address2, city, region_code, postal_code, country,
                                   email, phone, is_default, validated_at, created_at, updated_at)
       SELECT m.id, $3, $4, $5, $6, $7, $8, $9, 'CA', m.email, m.phone, $10, $11, $11, $11
         FROM member m WHERE m.programme_id = $1 AND lower(m.user_account) = $2`,
      [programmeId, address.login, first, last, line1, line2, city, region, postal, address.isDefault, ago(90 * 24)],
    );
  }

  const owner = await client.query<{ memberId: number; accountId: number }>(
    `SELECT m.id AS "memberId", a.id AS "accountId"
       FROM member m JOIN account_member am ON am.member_id = m.id AND am.is_primary
       JOIN account a ON a.id = am.account_id JOIN card_product cp ON cp.id = a.card_product_id
      WHERE m.programme_id = $1 AND lower(m.user_account) = 'elite' AND cp.card_type = 'elite' AND a.status = 'ACTIVE'
      LIMIT 1`,
    [programmeId],
  );
  const elite = owner.rows[0];
  if (!elite) return true;
  const [m1, m2, m3, m4, m5] = merchandise as [SeedProduct, SeedProduct, SeedProduct, SeedProduct, SeedProduct];
  const orders: DemoOrder[] = [
    { reference: 'DEMO-ELITE-0001', hoursAgo: 1, shipsTo: true, items: [
      { product: m1, kind: 'merchandise', channel: 'SHOP', statuses: ['placed'] },
      { product: m2, kind: 'merchandise', channel: 'SHOP', statuses: ['placed'] },
    ] },
    { reference: 'DEMO-ELITE-0002', hoursAgo: 48, shipsTo: true, items: [{ product: m3, kind: 'merchandise', channel: 'SHOP', statuses: ['placed', 'processing'] }] },
    { reference: 'DEMO-ELITE-0003', hoursAgo: 10 * 24, shipsTo: true, items: [
      { product: m4, kind: 'merchandise', channel: 'SHOP', statuses: ['placed', 'processing', 'shipped'], trackingNumber: '7023210039414604', trackingUrl: 'https://tracking.example.com/track?number=7023210039414604' },
    ] },
    { reference: 'DEMO-ELITE-0004', hoursAgo: 20 * 24, items: [
      { product: egift, kind: 'egiftcard', channel: 'EGIF', statuses: ['placed', 'delivered'], serialNumber: 'EGC-4421-8812-0093', recipient: true },
    ] },
    { reference: 'DEMO-ELITE-0005', hoursAgo: 30 * 24, items: [
      { kind: 'miles_transfer', channel: 'EPBC', name: ['Rewards for Miles: 10,000 Aeroplan points', 'Récompenses en milles\u00a0: 10\u00a0000 points Aéroplan'], points: 12_000, statuses: ['placed', 'delivered'],
        payload: { product_group_code: 'travel-miles', airline: 'Aeroplan', flyer_number: '•••••• 4821', miles: 10_000, currency_name: 'mile', rewards_reference_number: 'RW-DEMO-0005' } },
    ] },
    { reference: 'DEMO-ELITE-0006', hoursAgo: 45 * 24, items: [
      { kind: 'cash_back', channel: 'EPBC', name: ['Statement credit: $50.00', 'Crédit au relevé\u00a0: 50,00\u00a0$'], points: 5_000, statuses: ['placed', 'delivered'],
        payload: { product_group_code: 'cash-back', amount: 50, currency_name: 'CAD', last_four_digits: '4821', rewards_reference_number: 'RW-DEMO-0006',
                   // Spec §3 additional_status with its update time: the bank cashed the credit two days after it was sent.
                   additional_status: 'cashed', additional_status_updated_at: new Date(now.getTime() - 43 * DAY_MS).toISOString() } },
    ] },
    { reference: 'DEMO-ELITE-0007', hoursAgo: 5 * 24, declined: true, shipsTo: true, items: [{ product: m5, kind: 'merchandise', channel: 'SHOP', statuses: ['placed', 'declined'] }] },
    { reference: 'DEMO-ELITE-0008', hoursAgo: 15 * 24, items: [
      { kind: 'flight', channel: 'TRAV', name: ['Flight Toronto (YYZ) – Vancouver (YVR)', 'Vol Toronto (YYZ) – Vancouver (YVR)'], points: 38_500, statuses: ['confirmed'],
        payload: { product_type: 'flight', booking_status: 'confirmed', item_number: 'TRV-88231', origin: 'YYZ', destination: 'YVR',
                   departure_date: new Date(now.getTime() + 40 * DAY_MS).toISOString().slice(0, 10), return_date: new Date(now.getTime() + 47 * DAY_MS).toISOString().slice(0, 10),
                   passengers: [{ first_name: 'Alex', last_name: 'Martin' }] } },
    ] },
    { reference: 'DEMO-ELITE-0009', hoursAgo: 14 * 24, items: [
      { kind: 'hotel', channel: 'TPPV', name: ['Hotel in Vancouver, 3 nights', 'Hôtel à Vancouver, 3 nuits'], points: 42_000, statuses: ['booked'],
        payload: { product_type: 'hotel', booking_status: 'booked', item_number: 'HTL-55102', destination: 'Vancouver, BC',
                   check_in: new Date(now.getTime() + 40 * DAY_MS).toISOString().slice(0, 10), check_out: new Date(now.getTime() + 43 * DAY_MS).toISOString().slice(0, 10),
                   guests: [{ first_name: 'Alex', last_name: 'Martin' }] } },
    ] },
  ];

  const pointsOf = (item: DemoOrderItem) => item.points ?? (item.product ? item.product.price * (item.quantity ?? 1) : 0);
  const netDebit = orders.filter((order) => !order.declined).reduce((sum, order) => sum + order.items.reduce((s, item) => s + pointsOf(item), 0), 0);
  // Added before the first order, so the card ends at its demo balance and never dips below zero on the way.
  await client.query(
    `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, occurred_at, recorded_at)
     VALUES ($1, 'earn', $2, 'Points earned on card purchases', 'demo_seed', $3, $3)`,
    [elite.accountId, netDebit, ago(200 * 24)],
  );
  const shipping = {
    first_name: 'Alex', last_name: 'Martin', address1: '100 King Street West', address2: 'Suite 400',
    city: 'Toronto', region_code: 'ON', postal_code: 'M5X 1A9', country: 'CA',
  };
  const { rows: memberRows } = await client.query<{ email: string | null }>('SELECT email FROM member WHERE id = $1', [elite.memberId]);
  const email = memberRows[0]?.email ?? null;
  for (const order of orders) {
    const at = ago(order.hoursAgo);
    const total = order.items.reduce((sum, item) => sum + pointsOf(item), 0);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO redemption_order (programme_id, account_id, member_id, reference_identifier, locale, subtotal_points, discount_points,
                                     total_points, points_paid, cash_points, cash_cents, conversion_rate, shipping_address, kount_session_id,
                                     consents, created_at)
       VALUES ($1, $2, $3, $4, 'en-CA', $5, 0, $5, $5, 0, 0, 0.01, $6, 'demo-seed', '{"program_rules": true}', $7) RETURNING id`,
      [programmeId, elite.accountId, elite.memberId, order.reference, total, order.shipsTo ? JSON.stringify(shipping) : null, at],
    );
    const orderId = rows[0]!.id;
    for (const [index, item] of order.items.entries()) {
      const points = pointsOf(item);
      const quantity = item.quantity ?? 1;
      const item_ = await client.query<{ id: number }>(
        `INSERT INTO redemption_order_item (order_id, order_item_number, sale_channel_code, redemption_kind, product_id, product_variant_id,
                                            name_en, name_fr, quantity, unit_price_points, points_paid, tracking_number, tracking_url,
                                            serial_number, recipient_name, recipient_email, payload)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id`,
        [
          orderId,
          `${order.reference}-${index + 1}`,
          item.channel,
          item.kind,
          item.product?.id ?? null,
          item.product?.variantId ?? null,
          item.product?.nameEn ?? item.name?.[0] ?? item.kind,
          item.product?.nameFr ?? item.name?.[1] ?? null,
          quantity,
          points / quantity,
          points,
          item.trackingNumber ?? null,
          item.trackingUrl ?? null,
          item.serialNumber ?? null,
          item.recipient ? 'Alex Martin' : null,
          item.recipient ? email : null,
          JSON.stringify(item.payload ?? {}),
        ],
      );
      for (const [step, status] of item.statuses.entries()) {
        await client.query('INSERT INTO redemption_order_item_status (order_item_id, status, created_at) VALUES ($1, $2, $3)', [
          item_.rows[0]!.id,
          status,
          new Date(at.getTime() + step * Math.min(order.hoursAgo * HOUR_MS, 2 * DAY_MS) / item.statuses.length),
        ]);
      }
    }
    // A miles transfer posts when the airline has the points (the points statement shows it pending until then).
    const postsAt = order.items.some((item) => item.kind === 'miles_transfer') ? delayedPostingDate('miles_transfer', at) : null;
    await client.query(
      `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, source_id, idempotency_key, occurred_at, recorded_at, posts_at)
       VALUES ($1, 'redeem', $2, $3, 'redemption_order', $4, $5, $6, $6, $7)`,
      [elite.accountId, -total, `Order ${order.reference}`, String(orderId), `order:${orderId}:redeem`, at, postsAt],
    );
    if (order.declined) {
      await client.query(
        `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, source_id, idempotency_key, occurred_at, recorded_at)
         VALUES ($1, 'refund', $2, $3, 'redemption_order', $4, $5, $6, $6)`,
        [elite.accountId, total, `Order ${order.reference} declined`, String(orderId), `order:${orderId}:declined-refund`, new Date(at.getTime() + HOUR_MS)],
      );
    }
  }
  return true;
}
