import type { PoolClient } from 'pg';

interface DemoField {
  code: 'account_number' | 'last_four_digits';
  title: [en: string, fr: string];
  regex: string;
}

interface DemoExternalProduct {
  slug: string;
  title: [en: string, fr: string];
  description: [en: string, fr: string];
  terms: [en: string, fr: string];
  partnerName: string;
  currencyName: [en: string, fr: string];
  milesPerPoint: number | null;
  minPoints: number;
  maxPoints: number | null;
  cardTypes: string[] | null;
  fields: DemoField[];
}

interface DemoGroup {
  code: string;
  kind: 'cash_back' | 'direct_deposit' | 'miles_transfer';
  name: [en: string, fr: string];
  products: DemoExternalProduct[];
}

const FINAL: [string, string] = [
  'Redemptions are final: once sent, the points cannot be returned.',
  'Les échanges sont définitifs\u00a0: une fois envoyés, les points ne peuvent pas être rendus.',
];

/** What the bank's own cash redemptions share: paid in dollars by Demo Bank, from 2,500 points, on every card. */
const DEMO_BANK_CASH: Pick<DemoExternalProduct, 'terms' | 'partnerName' | 'currencyName' | 'milesPerPoint' | 'minPoints' | 'maxPoints' | 'cardTypes'> = {
  terms: FINAL,
  partnerName: 'Demo Bank',
  currencyName: ['CAD', 'CAD'],
  milesPerPoint: null,
  minPoints: 2_500,
  maxPoints: null,
  cardTypes: null,
};

/** The airline partners of Rewards for Miles (demo-data.md: at least 3, each with an account-number pattern). */
export const DEMO_AIRLINES = [
  { slug: 'aurora-air', name: 'Aurora Air', regex: '[0-9]{9}', example: '123456789', milesPerPoint: 0.8 },
  { slug: 'maple-airways', name: 'Maple Airways', regex: '[A-Z]{2}[0-9]{7}', example: 'MA1234567', milesPerPoint: 1 },
  { slug: 'northern-skies', name: 'Northern Skies', regex: '[0-9]{10}', example: '1234567890', milesPerPoint: 0.5 },
] as const;

export const DEMO_EXTERNAL_GROUPS: DemoGroup[] = [
  {
    code: 'cash-back',
    kind: 'cash_back',
    name: ['Cash back', 'Remise en argent'],
    products: [
      {
        slug: 'statement-credit',
        title: ['Statement credit', 'Crédit au relevé'],
        description: [
          'Turn your points into a credit on your card statement: 2,500 points or more, one cent a point.',
          'Transformez vos points en crédit sur le relevé de votre carte\u00a0: 2\u00a0500 points ou plus, un cent par point.',
        ],
        ...DEMO_BANK_CASH,
        fields: [],
      },
    ],
  },
  {
    code: 'direct-deposit',
    kind: 'direct_deposit',
    name: ['Direct deposit', 'Dépôt direct'],
    products: [
      {
        slug: 'direct-deposit',
        title: ['Direct deposit', 'Dépôt direct'],
        description: [
          'Deposit the value of your points into your Demo Bank chequing or savings account: 2,500 points or more, one cent a point.',
          'Déposez la valeur de vos points dans votre compte chèques ou épargne de la Banque Démo\u00a0: 2\u00a0500 points ou plus, un cent par point.',
        ],
        ...DEMO_BANK_CASH,
        fields: [
          {
            code: 'last_four_digits',
            title: ['Last four digits of your 9-digit account number', 'Quatre derniers chiffres de votre numéro de compte à 9 chiffres'],
            regex: '[0-9]{4}',
          },
        ],
      },
    ],
  },
  {
    code: 'travel-miles',
    kind: 'miles_transfer',
    name: ['Rewards for Miles', 'Récompenses en milles'],
    products: DEMO_AIRLINES.map((airline) => ({
      slug: airline.slug,
      title: [`${airline.name} miles`, `Milles ${airline.name}`],
      description: [
        `Transfer your points to your ${airline.name} frequent flyer account: ${airline.milesPerPoint} mile a point. Miles arrive within 1 to 2 weeks.`,
        `Transférez vos points à votre compte de grand voyageur ${airline.name}\u00a0: ${String(airline.milesPerPoint).replace('.', ',')} mille par point. Les milles arrivent dans un délai de 1 à 2 semaines.`,
      ],
      terms: FINAL,
      partnerName: airline.name,
      currencyName: ['mile', 'mille'],
      milesPerPoint: airline.milesPerPoint,
      minPoints: 2,
      maxPoints: 500_000,
      cardTypes: ['elite', 'premier_world'],
      fields: [
        { code: 'account_number', title: [`${airline.name} account number`, `Numéro de compte ${airline.name}`], regex: airline.regex },
      ],
    })),
  },
];

/** The financial reward that needs the partner to verify the account first (demo-data.md), and its account-number pattern. */
export const VERIFIED_FINANCIAL_REWARD = { slug: 'mortgage-prepayment', pattern: '[0-9]{7}' } as const;

/**
 * Redemptions' demo data (issue 13): the external redemption groups
 * (statement-credit cash back, direct deposit, three airline partners with
 * their account-number patterns) and the account patterns of the financial
 * rewards, one of which needs verification. Nothing here touches the
 * ledger. Seeded once, while the programme has no external redemption
 * group. Returns whether anything was added.
 */
export async function seedDemoRedemptions(client: PoolClient, programmeId: number): Promise<boolean> {
  const existing = await client.query('SELECT 1 FROM external_redemption_product_group WHERE programme_id = $1 LIMIT 1', [programmeId]);
  if (existing.rows.length > 0) return false;
  for (const group of DEMO_EXTERNAL_GROUPS) {
    const { rows } = await client.query<{ id: number }>(
      'INSERT INTO external_redemption_product_group (programme_id, code, kind, name_en, name_fr) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [programmeId, group.code, group.kind, group.name[0], group.name[1]],
    );
    for (const [position, product] of group.products.entries()) {
      const inserted = await client.query<{ id: number }>(
        `INSERT INTO external_redemption_product (group_id, slug, position, title_en, title_fr, description_en, description_fr, terms_en, terms_fr,
                                                  partner_name, currency_name_en, currency_name_fr, miles_per_point, min_points, max_points, card_types)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
        [
          rows[0]!.id,
          product.slug,
          position,
          product.title[0],
          product.title[1],
          product.description[0],
          product.description[1],
          product.terms[0],
          product.terms[1],
          product.partnerName,
          product.currencyName[0],
          product.currencyName[1],
          product.milesPerPoint,
          product.minPoints,
          product.maxPoints,
          product.cardTypes,
        ],
      );
      for (const [index, field] of product.fields.entries()) {
        await client.query(
          'INSERT INTO external_redemption_field (product_id, code, title_en, title_fr, validation_regex, position) VALUES ($1, $2, $3, $4, $5, $6)',
          [inserted.rows[0]!.id, field.code, field.title[0], field.title[1], field.regex, index],
        );
      }
    }
  }
  await client.query(
    `UPDATE product p SET account_number_pattern = CASE WHEN p.slug = $2 THEN $3 ELSE '[0-9]{5,20}' END,
                          requires_account_verification = (p.slug = $2)
       FROM catalog c WHERE c.id = p.catalog_id AND c.programme_id = $1 AND p.product_type = 'financial_reward'`,
    [programmeId, VERIFIED_FINANCIAL_REWARD.slug, VERIFIED_FINANCIAL_REWARD.pattern],
  );
  return true;
}
