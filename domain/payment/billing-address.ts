/**
 * The card's billing address (spec §3: address, country, regionCode, city,
 * postalCode, email, phone; type 'unsaved'): sent with the card, never put
 * in the address book. API names.
 */
export interface BillingAddressFields {
  readonly address1: string;
  readonly address2?: string | null;
  readonly city: string;
  readonly region_code: string;
  readonly postal_code: string;
  readonly country: string;
  readonly email?: string | null;
  readonly phone?: string | null;
}

/** The countries a billing address may be in: the rewards cards are Canadian, some cardholders live in the United States. */
export const BILLING_COUNTRIES = ['CA', 'US'] as const;

/** Canadian provinces and territories, and the US states and DC, by their postal abbreviations. */
const REGIONS: Readonly<Record<(typeof BILLING_COUNTRIES)[number], readonly string[]>> = {
  CA: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
  US: [
    'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA',
    'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX',
    'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  ],
};

const POSTAL_CODES: Readonly<Record<(typeof BILLING_COUNTRIES)[number], RegExp>> = {
  // Canada Post: letter digit letter, space optional, digit letter digit; D, F, I, O, Q, U never, W and Z never first.
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  US: /^\d{5}(-\d{4})?$/,
};

/** i18n keys of the billing address problems. */
export const BILLING_ADDRESS_MESSAGE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  postalCode: 'checkout.billing.postalCodeInvalid',
  region: 'checkout.billing.regionInvalid',
} as const;

/** One problem of the billing address: the field (API name) and the i18n key. */
export interface BillingAddressProblem {
  readonly field: 'address1' | 'city' | 'region_code' | 'postal_code' | 'country' | 'email';
  readonly key: string;
}

function blank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/**
 * Every problem of a billing address, one per field: the street, city,
 * province or state, postal code and country are required; the country is
 * Canada or the United States; the province or state is one of the
 * country's; the postal code is the country's form (A1A 1A1, or 12345 and
 * 12345-6789); an email, when given, looks like one.
 */
export function billingAddressProblems(address: BillingAddressFields): BillingAddressProblem[] {
  const problems: BillingAddressProblem[] = [];
  const country = address.country.trim().toUpperCase();
  const known = (BILLING_COUNTRIES as readonly string[]).includes(country) ? (country as (typeof BILLING_COUNTRIES)[number]) : null;
  if (blank(address.address1)) problems.push({ field: 'address1', key: BILLING_ADDRESS_MESSAGE_KEYS.required });
  if (blank(address.city)) problems.push({ field: 'city', key: BILLING_ADDRESS_MESSAGE_KEYS.required });
  if (blank(address.region_code)) problems.push({ field: 'region_code', key: BILLING_ADDRESS_MESSAGE_KEYS.required });
  else if (known !== null && !REGIONS[known].includes(address.region_code.trim().toUpperCase()))
    problems.push({ field: 'region_code', key: BILLING_ADDRESS_MESSAGE_KEYS.region });
  if (blank(address.postal_code)) problems.push({ field: 'postal_code', key: BILLING_ADDRESS_MESSAGE_KEYS.required });
  else if (known !== null && !POSTAL_CODES[known].test(address.postal_code.trim()))
    problems.push({ field: 'postal_code', key: BILLING_ADDRESS_MESSAGE_KEYS.postalCode });
  if (country === '') problems.push({ field: 'country', key: BILLING_ADDRESS_MESSAGE_KEYS.required });
  else if (known === null) problems.push({ field: 'country', key: BILLING_ADDRESS_MESSAGE_KEYS.invalid });
  if (!blank(address.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address.email!.trim()))
    problems.push({ field: 'email', key: BILLING_ADDRESS_MESSAGE_KEYS.invalid });
  return problems;
}
