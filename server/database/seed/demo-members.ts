import type { Locale } from '@rewards-storefront/domain/locale/locale';

/** Every demo password (demo-data.md); it passes the spec's password rule. */
export const DEMO_PASSWORD = 'Rewards#2026';

export interface DemoCardProduct {
  reference: string;
  cardType: 'advance' | 'business' | 'cash' | 'platinum' | 'premier' | 'premier_world' | 'elite' | 'select' | 'commercial';
  accountCategory: string;
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  paymentProviders: string[];
}

export const DEMO_CARD_PRODUCTS: DemoCardProduct[] = [
  {
    reference: 'ELITE',
    cardType: 'elite',
    accountCategory: 'personal',
    nameEn: 'Elite',
    nameFr: 'Élite',
    descriptionEn: 'Our most rewarding card: 2 points per dollar, travel benefits and miles transfers.',
    descriptionFr: 'Notre carte la plus avantageuse\u00a0: 2 points par dollar, avantages voyage et transferts de milles.',
    paymentProviders: ['visa'],
  },
  {
    reference: 'PREMIER_WORLD',
    cardType: 'premier_world',
    accountCategory: 'personal',
    nameEn: 'Premier World',
    nameFr: 'Premier World',
    descriptionEn: 'Travel rewards with airport lounge passes and miles transfers.',
    descriptionFr: 'Des récompenses voyage avec accès aux salons d’aéroport et transferts de milles.',
    paymentProviders: ['mastercard'],
  },
  {
    reference: 'CASH_REWARDS',
    cardType: 'cash',
    accountCategory: 'personal',
    nameEn: 'Cash Rewards',
    nameFr: 'Remises en argent',
    descriptionEn: 'Points on every purchase, redeemable as statement credit.',
    descriptionFr: 'Des points sur chaque achat, échangeables contre un crédit au relevé.',
    paymentProviders: ['visa'],
  },
  {
    reference: 'ADVANCE',
    cardType: 'advance',
    accountCategory: 'personal',
    nameEn: 'Advance',
    nameFr: 'Avance',
    descriptionEn: 'An everyday card that earns points with no annual fee.',
    descriptionFr: 'Une carte de tous les jours qui accumule des points, sans frais annuels.',
    paymentProviders: ['mastercard'],
  },
  {
    reference: 'PLATINUM',
    cardType: 'platinum',
    accountCategory: 'personal',
    nameEn: 'Platinum',
    nameFr: 'Platine',
    descriptionEn: 'Extra points on groceries, gas and dining.',
    descriptionFr: 'Des points en prime à l’épicerie, à la station-service et au restaurant.',
    paymentProviders: ['visa'],
  },
  {
    reference: 'PREMIER',
    cardType: 'premier',
    accountCategory: 'personal',
    nameEn: 'Premier',
    nameFr: 'Premier',
    descriptionEn: 'Premium rewards with purchase protection and extended warranty.',
    descriptionFr: 'Des récompenses haut de gamme avec protection des achats et garantie prolongée.',
    paymentProviders: ['mastercard'],
  },
  {
    reference: 'BUSINESS',
    cardType: 'business',
    accountCategory: 'aib',
    nameEn: 'Business',
    nameFr: 'Affaires',
    descriptionEn: 'Rewards on business spending, with employee cards.',
    descriptionFr: 'Des récompenses sur les dépenses d’entreprise, avec cartes pour les employés.',
    paymentProviders: ['visa'],
  },
  {
    reference: 'SELECT',
    cardType: 'select',
    accountCategory: 'nga',
    nameEn: 'Select',
    nameFr: 'Sélect',
    descriptionEn: 'An invitation-only card with concierge service.',
    descriptionFr: 'Une carte sur invitation avec service de conciergerie.',
    paymentProviders: ['visa'],
  },
  {
    reference: 'COMMERCIAL',
    cardType: 'commercial',
    accountCategory: 'ccl',
    nameEn: 'Commercial',
    nameFr: 'Commercial',
    descriptionEn: 'Corporate card programme for larger organizations.',
    descriptionFr: 'Programme de cartes d’entreprise pour les grandes organisations.',
    paymentProviders: ['mastercard'],
  },
];

export interface DemoCard {
  reference: string;
  product: string;
  status: 'ACTIVE' | 'ON HOLD' | 'CANCELED';
  maskedNumber: string;
  nameOnCard: string;
  /** The balance the demo shows, seeded as earn entries in the ledger. */
  balance: number;
  openedDaysAgo: number;
  /** Logins of the card's members; the first is the primary holder. */
  holders: string[];
}

export interface DemoMember {
  login: string;
  /** False for a cardholder without online access: no password, cannot sign in. */
  canSignIn: boolean;
  firstName: string;
  lastName: string;
  email: string;
  preferredLanguage: Locale;
  phone: string;
  hasMarketingEnabled: boolean;
  accountCategory: string;
  rulesAccepted: boolean;
}

export interface DemoAdmin {
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  accessLevel: 'read' | 'write';
}

export const DEMO_MEMBERS: DemoMember[] = [
  {
    login: 'elite',
    canSignIn: true,
    firstName: 'Alex',
    lastName: 'Martin',
    email: 'alex.martin@example.com',
    preferredLanguage: 'en-CA',
    phone: '+1 416 555 0134',
    hasMarketingEnabled: true,
    accountCategory: 'personal',
    rulesAccepted: true,
  },
  {
    login: 'marie',
    canSignIn: true,
    firstName: 'Marie',
    lastName: 'Tremblay',
    email: 'marie.tremblay@example.com',
    preferredLanguage: 'fr-CA',
    phone: '+1 514 555 0187',
    hasMarketingEnabled: false,
    accountCategory: 'personal',
    rulesAccepted: true,
  },
  {
    login: 'business',
    canSignIn: true,
    firstName: 'Samuel',
    lastName: 'Okafor',
    email: 'samuel.okafor@example.com',
    preferredLanguage: 'en-CA',
    phone: '+1 604 555 0112',
    hasMarketingEnabled: false,
    accountCategory: 'aib',
    rulesAccepted: true,
  },
  {
    login: 'select',
    canSignIn: true,
    firstName: 'Chloé',
    lastName: 'Gagnon',
    email: 'chloe.gagnon@example.com',
    preferredLanguage: 'en-CA',
    phone: '+1 613 555 0159',
    hasMarketingEnabled: true,
    accountCategory: 'nga',
    rulesAccepted: true,
  },
  {
    login: 'onhold',
    canSignIn: true,
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya.sharma@example.com',
    preferredLanguage: 'en-CA',
    phone: '+1 403 555 0176',
    hasMarketingEnabled: false,
    accountCategory: 'personal',
    rulesAccepted: true,
  },
  {
    login: 'pending',
    canSignIn: true,
    firstName: 'Lucas',
    lastName: 'Roy',
    email: 'lucas.roy@example.com',
    preferredLanguage: 'en-CA',
    phone: '+1 902 555 0123',
    hasMarketingEnabled: false,
    accountCategory: 'personal',
    rulesAccepted: false,
  },
  {
    // Issue 22's journeys: a card put on hold while its member shops. No other journey reads this member.
    login: 'noah',
    canSignIn: true,
    firstName: 'Noah',
    lastName: 'Bélanger',
    email: 'noah.belanger@example.com',
    preferredLanguage: 'en-CA',
    phone: '+1 506 555 0148',
    hasMarketingEnabled: false,
    accountCategory: 'personal',
    rulesAccepted: true,
  },
  {
    // Issue 22's journeys: a split-pay checkout whose card authorization the processor cancels. No other journey reads this member.
    login: 'sofia',
    canSignIn: true,
    firstName: 'Sofia',
    lastName: 'Moreau',
    email: 'sofia.moreau@example.com',
    preferredLanguage: 'en-CA',
    phone: '+1 204 555 0191',
    hasMarketingEnabled: false,
    accountCategory: 'personal',
    rulesAccepted: true,
  },
  {
    // Primary holder of the Platinum card on which Alex is an authorized redeemer.
    login: 'jordan.martin',
    canSignIn: false,
    firstName: 'Jordan',
    lastName: 'Martin',
    email: 'jordan.martin@example.com',
    preferredLanguage: 'en-CA',
    phone: '+1 416 555 0135',
    hasMarketingEnabled: false,
    accountCategory: 'personal',
    rulesAccepted: true,
  },
];

export const DEMO_CARDS: DemoCard[] = [
  { reference: 'ACC-1001', product: 'ELITE', status: 'ACTIVE', maskedNumber: '**** 4821', nameOnCard: 'ALEX MARTIN', balance: 152_300, openedDaysAgo: 2200, holders: ['elite'] },
  { reference: 'ACC-1002', product: 'PREMIER_WORLD', status: 'ACTIVE', maskedNumber: '**** 7390', nameOnCard: 'ALEX MARTIN', balance: 48_750, openedDaysAgo: 1500, holders: ['elite'] },
  { reference: 'ACC-1003', product: 'CASH_REWARDS', status: 'ACTIVE', maskedNumber: '**** 1156', nameOnCard: 'ALEX MARTIN', balance: 9_120, openedDaysAgo: 700, holders: ['elite'] },
  { reference: 'ACC-1004', product: 'PLATINUM', status: 'ACTIVE', maskedNumber: '**** 6604', nameOnCard: 'JORDAN MARTIN', balance: 12_400, openedDaysAgo: 1800, holders: ['jordan.martin', 'elite'] },
  { reference: 'ACC-1005', product: 'ADVANCE', status: 'CANCELED', maskedNumber: '**** 2278', nameOnCard: 'ALEX MARTIN', balance: 3_150, openedDaysAgo: 3000, holders: ['elite'] },
  { reference: 'ACC-2001', product: 'ADVANCE', status: 'ACTIVE', maskedNumber: '**** 5512', nameOnCard: 'MARIE TREMBLAY', balance: 23_400, openedDaysAgo: 900, holders: ['marie'] },
  { reference: 'ACC-3001', product: 'BUSINESS', status: 'ACTIVE', maskedNumber: '**** 9043', nameOnCard: 'NORTHSHORE BAKERY INC.', balance: 75_000, openedDaysAgo: 1100, holders: ['business'] },
  { reference: 'ACC-4001', product: 'SELECT', status: 'ACTIVE', maskedNumber: '**** 3367', nameOnCard: 'CHLOE GAGNON', balance: 31_500, openedDaysAgo: 600, holders: ['select'] },
  { reference: 'ACC-5001', product: 'PREMIER', status: 'ON HOLD', maskedNumber: '**** 8120', nameOnCard: 'PRIYA SHARMA', balance: 18_200, openedDaysAgo: 1300, holders: ['onhold'] },
  { reference: 'ACC-6001', product: 'PLATINUM', status: 'ACTIVE', maskedNumber: '**** 4409', nameOnCard: 'LUCAS ROY', balance: 5_600, openedDaysAgo: 400, holders: ['pending'] },
  { reference: 'ACC-9001', product: 'PREMIER', status: 'ACTIVE', maskedNumber: '**** 2604', nameOnCard: 'NOAH BELANGER', balance: 40_000, openedDaysAgo: 800, holders: ['noah'] },
  { reference: 'ACC-9002', product: 'PREMIER_WORLD', status: 'ACTIVE', maskedNumber: '**** 9317', nameOnCard: 'SOFIA MOREAU', balance: 60_000, openedDaysAgo: 1000, holders: ['sofia'] },
];

export const DEMO_ADMINS: DemoAdmin[] = [
  { login: 'admin', firstName: 'Dana', lastName: 'Whitfield', email: 'dana.whitfield@example.com', accessLevel: 'write' },
  { login: 'auditor', firstName: 'Louis', lastName: 'Bergeron', email: 'louis.bergeron@example.com', accessLevel: 'read' },
];

export interface DemoEarnEntry {
  points: number;
  daysAgo: number;
  description: string;
}

/**
 * Splits a demo balance into a few earn entries spread over the card's life,
 * so the ledger looks lived-in while its sum is exactly the balance.
 */
export function demoEarnEntries(balance: number, openedDaysAgo: number): DemoEarnEntry[] {
  if (balance <= 0) return [];
  const welcome = Math.round(balance * 0.4);
  const earlier = Math.round(balance * 0.35);
  const recent = balance - welcome - earlier;
  return [
    { points: welcome, daysAgo: Math.min(openedDaysAgo, 400), description: 'Welcome bonus' },
    { points: earlier, daysAgo: Math.min(openedDaysAgo, 95), description: 'Points earned on card purchases' },
    { points: recent, daysAgo: Math.min(openedDaysAgo, 12), description: 'Points earned on card purchases' },
  ].filter((entry) => entry.points > 0);
}
