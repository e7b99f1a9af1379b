import type { PoolClient } from 'pg';

const DAY_MS = 86_400_000;

interface DemoHistoricalItem {
  description: [en: string, fr: string];
  points: number;
  status: string;
}

interface DemoHistoricalOrder {
  login: string;
  cardType: string;
  reference: string;
  daysAgo: number;
  /** The cash part of a split payment, in cents. */
  cashCents?: number;
  /** Points the cash part stood for (the total less these and the refunded items is what was paid in points). */
  cashPoints?: number;
  items: DemoHistoricalItem[];
}

/** Items a refund or cancellation gave back: not paid in the end. */
const NOT_PAID = new Set(['cancelled', 'refunded', 'declined']);

/**
 * The demo members' orders of the programme's previous platform (issue 21
 * item 14; spec §3 historical orders), all older than the six months the
 * order history shows: merchandise, gift cards, a split payment, a refunded
 * item and a statement credit for `elite` (two cards), French descriptions
 * for `marie`, and one order for `business`.
 */
export const DEMO_HISTORICAL_ORDERS: readonly DemoHistoricalOrder[] = [
  {
    login: 'elite', cardType: 'elite', reference: 'H2024-10388', daysAgo: 410,
    items: [
      { description: ['Espresso machine, stainless steel', 'Machine à espresso en acier inoxydable'], points: 18_000, status: 'delivered' },
      { description: ['Insulated travel mug', 'Tasse de voyage isotherme'], points: 2_500, status: 'delivered' },
    ],
  },
  {
    login: 'elite', cardType: 'elite', reference: 'H2024-11902', daysAgo: 330, cashCents: 4_800, cashPoints: 4_800,
    items: [{ description: ['Portable Bluetooth speaker', 'Haut-parleur Bluetooth portatif'], points: 24_000, status: 'delivered' }],
  },
  {
    login: 'elite', cardType: 'elite', reference: 'H2025-00417', daysAgo: 275,
    items: [
      { description: ['Café gift card, $50', 'Carte-cadeau Café, 50\u00a0$'], points: 5_000, status: 'delivered' },
      { description: ['Cinema gift card, $25', 'Carte-cadeau Cinéma, 25\u00a0$'], points: 2_500, status: 'refunded' },
    ],
  },
  {
    login: 'elite', cardType: 'cash', reference: 'H2025-01288', daysAgo: 220,
    items: [{ description: ['Statement credit, $100', 'Crédit au relevé, 100\u00a0$'], points: 10_000, status: 'delivered' }],
  },
  {
    login: 'marie', cardType: 'advance', reference: 'H2024-20551', daysAgo: 350,
    items: [{ description: ['Electric kettle', 'Bouilloire électrique'], points: 9_000, status: 'delivered' }],
  },
  {
    login: 'marie', cardType: 'advance', reference: 'H2025-21007', daysAgo: 240,
    items: [{ description: ['Donation to the food bank', 'Don à la banque alimentaire'], points: 5_000, status: 'delivered' }],
  },
  {
    login: 'business', cardType: 'business', reference: 'H2025-30042', daysAgo: 300,
    items: [{ description: ['Ergonomic office chair', 'Chaise de bureau ergonomique'], points: 45_000, status: 'shipped' }],
  },
];

/**
 * Seeds the demo historical orders once, while the programme has none.
 * They are outside the ledger: the balance the demo cards start with is
 * what the previous platform carried over. Returns whether anything was
 * added.
 */
export async function seedDemoHistoricalOrders(client: PoolClient, programmeId: number, now: Date): Promise<boolean> {
  const existing = await client.query('SELECT 1 FROM historical_order WHERE programme_id = $1 LIMIT 1', [programmeId]);
  if (existing.rows.length > 0) return false;
  let added = false;
  for (const order of DEMO_HISTORICAL_ORDERS) {
    const card = await client.query<{ memberId: number; accountId: number }>(
      `SELECT m.id AS "memberId", a.id AS "accountId"
         FROM member m JOIN account_member am ON am.member_id = m.id AND am.is_primary
         JOIN account a ON a.id = am.account_id JOIN card_product cp ON cp.id = a.card_product_id
        WHERE m.programme_id = $1 AND lower(m.user_account) = $2 AND cp.card_type = $3
        ORDER BY a.id LIMIT 1`,
      [programmeId, order.login, order.cardType],
    );
    const owner = card.rows[0];
    if (!owner) continue;
    const total = order.items.reduce((sum, item) => sum + item.points, 0);
    const given = order.items.filter((item) => NOT_PAID.has(item.status)).reduce((sum, item) => sum + item.points, 0);
    const paid = total - given - (order.cashPoints ?? 0);
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO historical_order (programme_id, account_id, member_id, reference_identifier, ordered_at, program_currency,
                                     total_amount, paid_amount, cash_amount_cents, fiat_currency)
       VALUES ($1, $2, $3, $4, $5, 'PTS', $6, $7, $8, 'CAD') RETURNING id`,
      [programmeId, owner.accountId, owner.memberId, order.reference, new Date(now.getTime() - order.daysAgo * DAY_MS), total, paid, order.cashCents ?? 0],
    );
    for (const [index, item] of order.items.entries()) {
      await client.query(
        `INSERT INTO historical_order_item (historical_order_id, position, description_en, description_fr, program_amount, order_item_status)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [rows[0]!.id, index + 1, item.description[0], item.description[1], item.points, item.status],
      );
    }
    added = true;
  }
  return added;
}
