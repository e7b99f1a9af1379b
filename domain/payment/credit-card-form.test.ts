import { describe, expect, it } from 'vitest';
import { toCreditCardFields, validateCreditCardForm, type CreditCardForm } from './credit-card-form.ts';

const RANGES = [{ start: '451234', end: '451239' }];
const NOW = new Date('2026-03-15T12:00:00Z');
const BILLING = {
  billing_address1: '455 Rue Saint-Denis',
  billing_address2: '',
  billing_city: 'Montréal',
  billing_region_code: 'qc',
  billing_postal_code: 'h2x 3k5',
  billing_country: 'CA',
};
const typed: CreditCardForm = {
  ...BILLING,
  card_type: 'visa',
  first_name: 'Alex',
  last_name: 'Martin',
  credit_card_number: '4512 3400 0000 0003',
  expiry_month: '12',
  expiry_year: '2030',
  cvv: '123',
};

/** The form's messages as [field, key], in the order the rule finds them; each names its form field. */
const issuesOf = (form: CreditCardForm) => {
  const result = validateCreditCardForm(form, RANGES, NOW);
  return result.ok
    ? []
    : Object.entries(result.errors).map(([field, message]) => {
        expect(message?.params).toEqual({ field });
        return [field, message?.key];
      });
};

describe('the checkout’s card form (spec §5)', () => {
  it('accepts a rewards card that passes every check, as typed', () => {
    expect(validateCreditCardForm(typed, RANGES, NOW)).toEqual({ ok: true, value: typed });
  });

  it("refuses a valid card outside the programme's ranges with 'Please use a rewards credit card'", () => {
    expect(issuesOf({ ...typed, credit_card_number: '4111 1111 1111 1111' })).toEqual([
      ['credit_card_number', 'checkout.card.useRewardsCard'],
    ]);
  });

  it('names every other problem on its field', () => {
    expect(
      issuesOf({
        ...BILLING,
        card_type: '',
        first_name: '',
        last_name: ' ',
        credit_card_number: '4512 3400 0000 0004',
        expiry_month: '2',
        expiry_year: '2026',
        cvv: '12',
      }),
    ).toEqual([
      ['first_name', 'validation.required'],
      ['last_name', 'validation.required'],
      ['card_type', 'validation.required'],
      ['credit_card_number', 'validation.invalid'],
      ['expiry_month', 'checkout.card.expired'],
      ['cvv', 'validation.invalid'],
    ]);
  });

  it('names the card type that is not the number’s, and the billing address’s problems on their own fields (spec §3)', () => {
    expect(issuesOf({ ...typed, card_type: 'mastercard' })).toEqual([['card_type', 'checkout.card.typeMismatch']]);
    expect(
      issuesOf({ ...typed, billing_address1: ' ', billing_city: '', billing_region_code: 'ZZ', billing_postal_code: '90210', billing_country: 'CA' }),
    ).toEqual([
      ['billing_address1', 'validation.required'],
      ['billing_city', 'validation.required'],
      ['billing_region_code', 'checkout.billing.regionInvalid'],
      ['billing_postal_code', 'checkout.billing.postalCodeInvalid'],
    ]);
    expect(issuesOf({ ...typed, billing_region_code: 'NY', billing_postal_code: '10001-1234', billing_country: 'US' })).toEqual([]);
    expect(issuesOf({ ...typed, billing_country: '' })).toEqual([['billing_country', 'validation.required']]);
  });

  it('counts an expiry not chosen as not valid', () => {
    expect(issuesOf({ ...typed, expiry_month: '' })).toEqual([['expiry_month', 'checkout.card.expired']]);
    expect(issuesOf({ ...typed, expiry_year: '' })).toEqual([['expiry_month', 'checkout.card.expired']]);
  });
});

describe('the card fields the form describes', () => {
  it('are trimmed, the number as digits, the expiry as numbers', () => {
    expect(
      toCreditCardFields({
        ...BILLING,
        card_type: 'visa',
        first_name: ' Alex ',
        last_name: ' Martin ',
        credit_card_number: '4512-3400 0000 0003',
        expiry_month: '03',
        expiry_year: '2031',
        cvv: ' 123 ',
      }),
    ).toEqual({
      first_name: 'Alex',
      last_name: 'Martin',
      credit_card_number: '4512340000000003',
      expiry_month: 3,
      expiry_year: 2031,
      cvv: '123',
      card_type: 'visa',
      billing_address: { address1: '455 Rue Saint-Denis', address2: null, city: 'Montréal', region_code: 'QC', postal_code: 'H2X 3K5', country: 'CA' },
    });
  });

  it('trim the billing address a member typed, keep a second line when there is one, and upper-case province and postal code', () => {
    expect(
      toCreditCardFields({
        ...typed,
        billing_address1: ' 455 Rue Saint-Denis ',
        billing_address2: ' Bureau 200 ',
        billing_city: ' Montréal ',
        billing_region_code: ' qc ',
        billing_postal_code: ' h2x 3k5 ',
      }).billing_address,
    ).toEqual({ address1: '455 Rue Saint-Denis', address2: 'Bureau 200', city: 'Montréal', region_code: 'QC', postal_code: 'H2X 3K5', country: 'CA' });
    expect(toCreditCardFields({ ...typed, billing_address2: '   ' }).billing_address.address2).toBeNull();
  });

  it('take an expiry not chosen as not a number', () => {
    const fields = toCreditCardFields({ ...typed, expiry_month: '', expiry_year: '' });
    expect(fields.expiry_month).toBeNaN();
    expect(fields.expiry_year).toBeNaN();
  });
});
