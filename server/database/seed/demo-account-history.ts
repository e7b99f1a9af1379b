import type { PoolClient } from 'pg';

const DAY_MS = 86_400_000;

/** Points the Elite card earns per dollar of purchases (its card description: 2 points per dollar). */
export const ELITE_POINTS_PER_DOLLAR = 2;

/** The Elite card's annual fee, in cents. */
export const ELITE_ANNUAL_FEE_CENTS = 15_000;

interface DemoCardTransaction {
  reference: string;
  kind: 'purchase' | 'annual_fee';
  description: [en: string, fr: string];
  amountCents: number;
  usedDaysAgo: number;
  postedDaysAgo: number;
  /** Paid back with points through Pay with Rewards this many days ago. */
  redeemedDaysAgo?: number;
}

/**
 * The card history of elite's Elite card (demo-data.md): purchases of the
 * last 6 months, at least 3 eligible for Pay with Rewards ($25 or more,
 * posted within 90 days), one under $25, one older than 90 days, one
 * already redeemed; the annual fee posted 30 days ago (redeemable) and one
 * posted 200 days ago (expired).
 *
 * The amounts are chosen so that the points the purchases earned (2 a
 * dollar) equal the points the redeemed purchase took back (one a cent):
 * 3,000 both ways, so the card keeps its demo balance of 152,300.
 */
export const DEMO_CARD_TRANSACTIONS: DemoCardTransaction[] = [
  {
    reference: 'CT-1001-0001',
    kind: 'purchase',
    description: ['Maple Leaf Grocers', 'Maple Leaf Grocers'],
    amountCents: 12_650,
    usedDaysAgo: 6,
    postedDaysAgo: 5,
  },
  {
    reference: 'CT-1001-0002',
    kind: 'purchase',
    description: ['Air Canada', 'Air Canada'],
    amountCents: 41_250,
    usedDaysAgo: 21,
    postedDaysAgo: 20,
  },
  {
    reference: 'CT-1001-0003',
    kind: 'purchase',
    description: ['Canadian Tire', 'Canadian Tire'],
    amountCents: 9_000,
    usedDaysAgo: 47,
    postedDaysAgo: 46,
  },
  {
    reference: 'CT-1001-0004',
    kind: 'purchase',
    description: ['Tim Hortons', 'Tim Hortons'],
    amountCents: 1_450,
    usedDaysAgo: 33,
    postedDaysAgo: 32,
  },
  {
    reference: 'CT-1001-0005',
    kind: 'purchase',
    description: ['Best Buy', 'Best Buy'],
    amountCents: 82_650,
    usedDaysAgo: 120,
    postedDaysAgo: 118,
  },
  {
    reference: 'CT-1001-0006',
    kind: 'purchase',
    description: ['Indigo Books & Music', 'Indigo Livres et musique'],
    amountCents: 3_000,
    usedDaysAgo: 60,
    postedDaysAgo: 59,
    redeemedDaysAgo: 55,
  },
  {
    reference: 'CT-1001-0007',
    kind: 'annual_fee',
    description: ['Annual fee: Elite card', 'Frais annuels\u00a0: carte Élite'],
    amountCents: ELITE_ANNUAL_FEE_CENTS,
    usedDaysAgo: 30,
    postedDaysAgo: 30,
  },
  {
    reference: 'CT-1001-0008',
    kind: 'annual_fee',
    description: ['Annual fee: Elite card', 'Frais annuels\u00a0: carte Élite'],
    amountCents: ELITE_ANNUAL_FEE_CENTS,
    usedDaysAgo: 200,
    postedDaysAgo: 200,
  },
];

/**
 * The Business card's annual fee, posted 15 days ago (redeemable): a second
 * card the eraser can be shown on without touching the Elite card's demo
 * balance.
 */
export const DEMO_BUSINESS_ANNUAL_FEE = {
  reference: 'CT-3001-0001',
  description: ['Annual fee: Business card', 'Frais annuels\u00a0: carte Affaires'],
  amountCents: 12_000,
  postedDaysAgo: 15,
} as const;

/**
 * A Business card purchase whose Pay with Rewards window closes in 5 days
 * (issue 26): posted 85 days ago, so the business member sees it flagged
 * and listed first, and the sign-in reminder. On the Business card, whose
 * purchases no other demo count reads.
 */
export const DEMO_BUSINESS_CLOSING_SOON_PURCHASE = {
  reference: 'CT-3001-0002',
  description: ['Staples', 'Bureau en Gros'],
  amountCents: 18_420,
  usedDaysAgo: 86,
  postedDaysAgo: 85,
} as const;

/** Points a purchase earned on the Elite card. */
export function earnedPoints(transaction: Pick<DemoCardTransaction, 'kind' | 'amountCents'>): number {
  return transaction.kind === 'purchase' ? Math.floor((transaction.amountCents * ELITE_POINTS_PER_DOLLAR) / 100) : 0;
}

/**
 * The account portal's demo data (issue 12): the card history above, on the
 * ledger, the Business card's annual fee, and the authorized redeemers of the Martins' cards (Alex on
 * Jordan's Platinum card, as the card members already say, and Jordan on
 * Alex's Elite card). Seeded once, while the programme has no card
 * transaction. Returns whether anything was added.
 */
export async function seedDemoAccountHistory(client: PoolClient, programmeId: number, now: Date): Promise<boolean> {
  const existing = await client.query(
    'SELECT 1 FROM card_transaction t JOIN account a ON a.id = t.account_id WHERE a.programme_id = $1 LIMIT 1',
    [programmeId],
  );
  if (existing.rows.length > 0) return false;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  const cards = await client.query<{ reference: string; accountId: number; memberId: number; login: string }>(
    `SELECT a.reference_identifier AS reference, a.id AS "accountId", m.id AS "memberId", lower(m.user_account) AS login
       FROM account a JOIN account_member am ON am.account_id = a.id AND am.is_primary JOIN member m ON m.id = am.member_id
      WHERE a.programme_id = $1 AND a.reference_identifier IN ('ACC-1001', 'ACC-1004', 'ACC-3001')`,
    [programmeId],
  );
  const elite = cards.rows.find((card) => card.reference === 'ACC-1001');
  const platinum = cards.rows.find((card) => card.reference === 'ACC-1004');
  if (!elite || !platinum) return false;

  const earned = DEMO_CARD_TRANSACTIONS.reduce((sum, transaction) => sum + earnedPoints(transaction), 0);
  const redeemed = DEMO_CARD_TRANSACTIONS.filter((transaction) => transaction.redeemedDaysAgo !== undefined).reduce(
    (sum, transaction) => sum + transaction.amountCents,
    0,
  );
  if (earned !== redeemed) throw new Error(`The demo card history must leave the balance as it is: ${earned} earned, ${redeemed} redeemed`);

  for (const transaction of DEMO_CARD_TRANSACTIONS) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, description_fr, amount_cents, transaction_at, posted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        elite.accountId,
        transaction.reference,
        transaction.kind,
        transaction.description[0],
        transaction.description[1],
        transaction.amountCents,
        ago(transaction.usedDaysAgo),
        ago(transaction.postedDaysAgo),
      ],
    );
    const id = rows[0]!.id;
    const points = earnedPoints(transaction);
    if (points > 0) {
      await client.query(
        `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, source_id, idempotency_key, occurred_at, recorded_at)
         VALUES ($1, 'earn', $2, $3, 'card_transaction', $4, $5, $6, $6)`,
        [
          elite.accountId,
          points,
          `Points earned: ${transaction.description[0]}`,
          String(id),
          `card-transaction:${id}:earn`,
          ago(transaction.postedDaysAgo),
        ],
      );
    }
    if (transaction.redeemedDaysAgo !== undefined) {
      const at = ago(transaction.redeemedDaysAgo);
      const redemption = await client.query<{ id: number }>(
        `INSERT INTO card_transaction_redemption (card_transaction_id, account_id, member_id, kind, reference_identifier, points, cash_cents,
                                                  conversion_rate, created_at)
         VALUES ($1, $2, $3, 'pay_with_rewards', $4, $5, $6, 0.01, $7) RETURNING id`,
        [id, elite.accountId, elite.memberId, `PWR-${transaction.reference}`, transaction.amountCents, transaction.amountCents, at],
      );
      await client.query(
        `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, source_id, idempotency_key, occurred_at, recorded_at)
         VALUES ($1, 'redeem', $2, $3, 'pay_with_rewards', $4, $5, $6, $6)`,
        [
          elite.accountId,
          -transaction.amountCents,
          `Pay with Rewards: ${transaction.description[0]}`,
          String(redemption.rows[0]!.id),
          `card-transaction:${id}:redeem`,
          at,
        ],
      );
    }
  }

  const business = cards.rows.find((card) => card.reference === 'ACC-3001');
  if (business) {
    const fee = DEMO_BUSINESS_ANNUAL_FEE;
    await client.query(
      `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, description_fr, amount_cents, transaction_at, posted_at)
       VALUES ($1, $2, 'annual_fee', $3, $4, $5, $6, $6)`,
      [business.accountId, fee.reference, fee.description[0], fee.description[1], fee.amountCents, ago(fee.postedDaysAgo)],
    );
    const purchase = DEMO_BUSINESS_CLOSING_SOON_PURCHASE;
    await client.query(
      `INSERT INTO card_transaction (account_id, reference_identifier, kind, description_en, description_fr, amount_cents, transaction_at, posted_at)
       VALUES ($1, $2, 'purchase', $3, $4, $5, $6, $7)`,
      [
        business.accountId,
        purchase.reference,
        purchase.description[0],
        purchase.description[1],
        purchase.amountCents,
        ago(purchase.usedDaysAgo),
        ago(purchase.postedDaysAgo),
      ],
    );
  }

  // Alex redeems on Jordan's Platinum card (already a member of it); Jordan, who has no online access, on Alex's Elite card.
  await client.query(
    `INSERT INTO authorized_redeemer (account_id, member_id, first_name, last_name, email, relation_code, added_by_member_id, added_at)
     SELECT $1, m.id, m.first_name, m.last_name, m.email, 'spouse', $2, $3 FROM member m WHERE m.id = $4`,
    [platinum.accountId, platinum.memberId, ago(1800), elite.memberId],
  );
  await client.query(
    `INSERT INTO authorized_redeemer (account_id, member_id, first_name, last_name, email, relation_code, added_by_member_id, added_at)
     SELECT $1, m.id, m.first_name, m.last_name, m.email, 'spouse', $2, $3 FROM member m WHERE m.id = $4`,
    [elite.accountId, elite.memberId, ago(400), platinum.memberId],
  );
  await client.query(
    'INSERT INTO account_member (account_id, member_id, is_primary, added_at) VALUES ($1, $2, false, $3) ON CONFLICT DO NOTHING',
    [elite.accountId, platinum.memberId, ago(400)],
  );
  return true;
}
