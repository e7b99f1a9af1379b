import type { components } from '@openapi/programme-api';

type Schemas = components['schemas'];

/** The demo programme's groups, as the API describes them. */
export const API_GROUPS: Record<'cash-back' | 'direct-deposit' | 'travel-miles', Schemas['ExternalRedemptionProductGroup']> = {
  'cash-back': { code: 'cash-back', kind: 'cash_back', name: 'Cash back' },
  'direct-deposit': { code: 'direct-deposit', kind: 'direct_deposit', name: 'Direct deposit' },
  'travel-miles': { code: 'travel-miles', kind: 'miles_transfer', name: 'Rewards for Miles' },
};

/** An external redemption product as the API sends it (override what the test is about). */
export function apiExternalProduct(
  id: number,
  overrides: Partial<Schemas['ExternalRedemptionProduct']> = {},
): Schemas['ExternalRedemptionProduct'] {
  return {
    id,
    slug: 'statement-credit',
    title: 'Statement credit',
    description: 'Turn your points into a credit on your card statement.',
    terms: 'Redemptions are final.',
    image_url: null,
    partner_name: 'Demo Bank',
    currency_name: 'CAD',
    miles_per_point: null,
    conversion_rate: 0.01,
    min_points: 2_500,
    max_points: null,
    card_types: [],
    is_allowed: true,
    custom_fields: [],
    link: '/redeem/cash-back',
    ...overrides,
  };
}

/** The direct deposit product with its last-four-digits field. */
export function apiDirectDeposit(id: number): Schemas['ExternalRedemptionProduct'] {
  return apiExternalProduct(id, {
    slug: 'direct-deposit',
    title: 'Direct deposit',
    link: '/direct-deposit',
    custom_fields: [
      {
        id: id * 10,
        code: 'last_four_digits',
        name: 'last_four_digits',
        title: 'Last four digits of your 9-digit account number',
        type: 'text',
        is_amount: false,
        validation_regex: '[0-9]{4}',
        values: [],
      },
    ],
  });
}

/** An airline partner of Rewards for Miles. */
export function apiAirline(
  id: number,
  name: string,
  pattern: string,
  overrides: Partial<Schemas['ExternalRedemptionProduct']> = {},
): Schemas['ExternalRedemptionProduct'] {
  const slug = name.toLowerCase().replace(/\s+/g, '-');
  return apiExternalProduct(id, {
    slug,
    title: `${name} miles`,
    description: `Transfer your points to your ${name} frequent flyer account.`,
    partner_name: name,
    currency_name: 'mile',
    miles_per_point: 0.8,
    min_points: 2,
    max_points: 500_000,
    card_types: ['elite', 'premier_world'],
    link: `/travel-miles/${slug}`,
    custom_fields: [
      {
        id: id * 10,
        code: 'account_number',
        name: 'account_number',
        title: `${name} account number`,
        type: 'text',
        is_amount: false,
        validation_regex: pattern,
        values: [],
      },
    ],
    ...overrides,
  });
}

/** A card purchase of the Pay with Rewards list. */
export function apiPayWithRewardActivity(
  id: number,
  postedAt: string,
  overrides: Partial<Schemas['PayWithRewardActivity']> = {},
): Schemas['PayWithRewardActivity'] {
  return {
    id,
    reference_identifier: `CT-${id}`,
    description: 'Maple Leaf Grocers',
    transaction_amount: { amount: 126.5, amount_cents: 12_650, currency_code: 'CAD' },
    currency_code: 'CAD',
    posted_date: postedAt,
    transaction_date: postedAt,
    is_eligible: true,
    ineligible_reason: null,
    redeemed_amount: null,
    conversion_rate: 0.01,
    days_left: 30,
    closing_soon: false,
    ...overrides,
  };
}
