import type { Account } from '@rewards-storefront/domain/account/account';

export const ALEX_MEMBER_ID = 1;

/** An active card where Alex is the primary member; override what the test is about. */
export function anAccount(overrides: Partial<Account> = {}): Account {
  const id = overrides.id ?? 101;
  return {
    id,
    referenceIdentifier: `ACC-${id}`,
    lastBalance: 152_300,
    pooledBalance: 152_300,
    statusCode: 'ACTIVE',
    members: [{ memberId: ALEX_MEMBER_ID, isPrimary: true }],
    cardName: { 'en-CA': 'Elite', 'fr-CA': 'Élite' },
    cardType: 'elite',
    tier: 'elite',
    accountCategory: 'personal',
    currency: { id: 1, name: 'Points', symbol: 'pts' },
    maskedNumber: '**** **** **** 4821',
    nameOnCard: 'ALEX MARTIN',
    imageUrl: `/media/cards/${id}.svg`,
    paymentProviders: [],
    ...overrides,
  };
}

/** Alex's three usable cards of the demo data, plus the two the client must filter out. */
export function alexAccounts(): Account[] {
  return [
    anAccount({ id: 101 }),
    anAccount({
      id: 102,
      lastBalance: 48_750,
      pooledBalance: 48_750,
      cardName: { 'en-CA': 'Premier World', 'fr-CA': 'Premier Monde' },
      cardType: 'premier_world',
      tier: 'premium',
      maskedNumber: '**** **** **** 3310',
    }),
    anAccount({
      id: 103,
      lastBalance: 9_120,
      pooledBalance: 9_120,
      cardName: { 'en-CA': 'Cash Rewards', 'fr-CA': 'Remises en argent' },
      cardType: 'cash',
      tier: 'essential',
      maskedNumber: '**** **** **** 7702',
    }),
    anAccount({
      id: 104,
      members: [
        { memberId: 99, isPrimary: true },
        { memberId: ALEX_MEMBER_ID, isPrimary: false },
      ],
    }),
    anAccount({ id: 105, statusCode: 'CANCELED' }),
  ];
}
