import { describe, expect, it } from 'vitest';
import { billingAddressProblems } from './billing-address';
import { cardTypeOf, creditCardProblems } from './credit-card';

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

describe('card type (spec §3 cardType)', () => {
  it('is the type of the number’s first digits', () => {
    expect(cardTypeOf('4512 3400 0000 0003')).toBe('visa');
    expect(cardTypeOf('5454545454545454')).toBe('mastercard');
    expect(cardTypeOf('5100000000000000')).toBe('mastercard');
    expect(cardTypeOf('2221000000000000')).toBe('mastercard');
    expect(cardTypeOf('2720990000000000')).toBe('mastercard');
    expect(cardTypeOf('2220990000000000')).toBeNull();
    expect(cardTypeOf('2721000000000000')).toBeNull();
    expect(cardTypeOf('5000000000000000')).toBeNull();
    expect(cardTypeOf('5600000000000000')).toBeNull();
    expect(cardTypeOf('341111111111111')).toBe('amex');
    expect(cardTypeOf('371111111111111')).toBe('amex');
    expect(cardTypeOf('6011000000000000')).toBeNull();
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
    expect(creditCardProblems({ ...card, card_type: 'diners' }, ranges, now)).toEqual([{ field: 'card_type', key: 'validation.invalid' }]);
    expect(creditCardProblems({ ...card, card_type: 'amex' }, ranges, now)).toEqual([{ field: 'card_type', key: 'checkout.card.typeMismatch' }]);
    expect(creditCardProblems({ ...card, billing_address: { ...MONTREAL, city: '' } }, ranges, now)).toEqual([
      { field: 'billing_address.city', key: 'validation.required' },
    ]);
  });
});
