import { describe, expect, it } from 'vitest';
import { billingAddressProblems } from './billing-address.ts';
import { cardTypeOf, creditCardProblems } from './credit-card.ts';

const MONTREAL = { address1: '455 Rue Saint-Denis', city: 'Montréal', region_code: 'QC', postal_code: 'H2X 3K5', country: 'CA' };

describe('billing address (spec §3: unsaved, with the card)', () => {
  it('accepts a Canadian address with or without the postal code’s space, and a US one with ZIP or ZIP+4', () => {
    expect(billingAddressProblems(MONTREAL)).toEqual([]);
    expect(billingAddressProblems({ ...MONTREAL, postal_code: 'h2x3k5', region_code: 'qc' })).toEqual([]);
    expect(billingAddressProblems({ ...MONTREAL, country: 'US', region_code: 'NY', postal_code: '10001' })).toEqual([]);
    expect(billingAddressProblems({ ...MONTREAL, country: 'us', region_code: 'CA', postal_code: '90210-1234' })).toEqual([]);
  });

  it('requires the street, city, province or state, postal code and country', () => {
    expect(billingAddressProblems({ address1: ' ', city: '', region_code: '', postal_code: '', country: '' }).map((p) => [p.field, p.key])).toEqual([
      ['address1', 'validation.required'],
      ['city', 'validation.required'],
      ['region_code', 'validation.required'],
      ['postal_code', 'validation.required'],
      ['country', 'validation.required'],
    ]);
  });

  it('refuses a postal code or a province of another country, a country other than Canada or the US, and a malformed email', () => {
    expect(billingAddressProblems({ ...MONTREAL, postal_code: '90210' })).toEqual([{ field: 'postal_code', key: 'checkout.billing.postalCodeInvalid' }]);
    expect(billingAddressProblems({ ...MONTREAL, postal_code: 'D2X 3K5' })).toEqual([{ field: 'postal_code', key: 'checkout.billing.postalCodeInvalid' }]);
    expect(billingAddressProblems({ ...MONTREAL, region_code: 'NY' })).toEqual([{ field: 'region_code', key: 'checkout.billing.regionInvalid' }]);
    expect(billingAddressProblems({ ...MONTREAL, country: 'FR' })).toEqual([{ field: 'country', key: 'validation.invalid' }]);
    expect(billingAddressProblems({ ...MONTREAL, email: 'alex@' })).toEqual([{ field: 'email', key: 'validation.invalid' }]);
    expect(billingAddressProblems({ ...MONTREAL, email: 'alex@example.com', phone: '514 555 0100' })).toEqual([]);
  });
});

describe('billing address: every province, state and form the post accepts, nothing around them', () => {
  const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'];
  const STATES = [
    'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA',
    'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX',
    'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  ];
  const NEW_YORK = { ...MONTREAL, country: 'US', region_code: 'NY', postal_code: '10001' };

  it.each(PROVINCES)('accepts the province or territory %s in Canada', (region) => {
    expect(billingAddressProblems({ ...MONTREAL, region_code: region })).toEqual([]);
  });

  it.each(STATES)('accepts the state %s in the United States', (region) => {
    expect(billingAddressProblems({ ...NEW_YORK, region_code: region })).toEqual([]);
  });

  it('knows no other province or state: an empty-looking or made-up code is refused', () => {
    for (const address of [{ ...MONTREAL, region_code: 'XX' }, { ...NEW_YORK, region_code: 'XX' }, { ...NEW_YORK, region_code: 'QC' }]) {
      expect(billingAddressProblems(address)).toEqual([{ field: 'region_code', key: 'checkout.billing.regionInvalid' }]);
    }
  });

  it('reads the country, province, postal code and email with the spaces a member typed around them', () => {
    expect(billingAddressProblems({ ...MONTREAL, country: ' ca ', region_code: ' qc ', postal_code: ' H2X 3K5 ', email: ' alex@example.com ' })).toEqual([]);
    expect(billingAddressProblems({ ...NEW_YORK, country: ' US', region_code: 'ny ', postal_code: ' 10001-1234 ' })).toEqual([]);
  });

  it('refuses a postal code with anything before or after the country’s form', () => {
    const refused = [{ field: 'postal_code', key: 'checkout.billing.postalCodeInvalid' }];
    expect(billingAddressProblems({ ...MONTREAL, postal_code: 'XH2X 3K5' })).toEqual(refused);
    expect(billingAddressProblems({ ...MONTREAL, postal_code: 'H2X 3K55' })).toEqual(refused);
    expect(billingAddressProblems({ ...NEW_YORK, postal_code: 'A10001' })).toEqual(refused);
    expect(billingAddressProblems({ ...NEW_YORK, postal_code: '10001-12345' })).toEqual(refused);
  });

  it('refuses an email with anything before or after its one address', () => {
    const refused = [{ field: 'email', key: 'validation.invalid' }];
    expect(billingAddressProblems({ ...MONTREAL, email: 'a b@example.com' })).toEqual(refused);
    expect(billingAddressProblems({ ...MONTREAL, email: 'alex@example.com x' })).toEqual(refused);
    expect(billingAddressProblems({ ...MONTREAL, email: '   ' })).toEqual([]);
    expect(billingAddressProblems({ ...MONTREAL, email: null, address2: null })).toEqual([]);
  });

  it('counts a city of spaces as missing, and a country of spaces as missing rather than unknown', () => {
    expect(billingAddressProblems({ ...MONTREAL, city: '   ' })).toEqual([{ field: 'city', key: 'validation.required' }]);
    expect(billingAddressProblems({ ...MONTREAL, country: '  ' })).toEqual([{ field: 'country', key: 'validation.required' }]);
  });
});

describe('card type (spec §3 cardType)', () => {
  it.each([
    // The type of the number's first digits: Visa 4, Mastercard 51-55 and 2221-2720, American Express 34 and 37.
    ['4512 3400 0000 0003', 'visa'], ['5454545454545454', 'mastercard'], ['5100000000000000', 'mastercard'],
    ['2221000000000000', 'mastercard'], ['2720990000000000', 'mastercard'], ['2220990000000000', null], ['2721000000000000', null],
    ['5000000000000000', null], ['5600000000000000', null], ['341111111111111', 'amex'], ['371111111111111', 'amex'],
    ['6011000000000000', null],
    // Only the first digits count: 34 or 37 later in a number is not American Express.
    ['6011340000000000', null], ['6011370000000000', null],
    // Known as soon as the first digits are typed, at both ends of each Mastercard range.
    ['4', 'visa'], ['34', 'amex'], ['51', 'mastercard'], ['55', 'mastercard'], ['5500000000000004', 'mastercard'], ['2221', 'mastercard'],
    ['2720', 'mastercard'], ['5', null], ['222', null],
  ])('reads %j as %j', (number, type) => {
    expect(cardTypeOf(number)).toBe(type);
  });

  it('must be chosen, known and the number’s; the billing address’s problems come under billing_address', () => {
    const card = {
      first_name: 'Alex',
      last_name: 'Martin',
      card_type: 'visa',
      credit_card_number: '4512340000000003',
      expiry_month: 12,
      expiry_year: 2030,
      cvv: '123',
      billing_address: MONTREAL,
    };
    const ranges = [{ start: '451234', end: '451239' }];
    const now = new Date('2026-03-15T12:00:00Z');
    expect(creditCardProblems(card, ranges, now)).toEqual([]);
    expect(creditCardProblems({ ...card, card_type: '' }, ranges, now)).toEqual([{ field: 'card_type', key: 'validation.required' }]);
    expect(creditCardProblems({ ...card, card_type: '  ' }, ranges, now)).toEqual([{ field: 'card_type', key: 'validation.required' }]);
    expect(creditCardProblems({ ...card, card_type: 'diners' }, ranges, now)).toEqual([{ field: 'card_type', key: 'validation.invalid' }]);
    expect(creditCardProblems({ ...card, card_type: 'amex' }, ranges, now)).toEqual([{ field: 'card_type', key: 'checkout.card.typeMismatch' }]);
    expect(creditCardProblems({ ...card, billing_address: { ...MONTREAL, city: '' } }, ranges, now)).toEqual([
      { field: 'billing_address.city', key: 'validation.required' },
    ]);
  });
});
