import { validateShippingAddressForm, type ShippingAddressForm } from '@rewards-storefront/domain/address-book/shipping-address-form';
import { validateCreditCardForm, type CreditCardForm } from '@rewards-storefront/domain/payment/credit-card-form';
import { validateSignInForm, type SignInForm } from '@rewards-storefront/domain/sign-in/sign-in-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { domainFormSchema } from './domain-form-schema';

const signInSchema = domainFormSchema<SignInForm, SignInForm>(validateSignInForm);
const shippingSchema = domainFormSchema(validateShippingAddressForm);

/** The issues as the form's resolver reads them: custom ones, each on its field, its message an i18n key. */
const issuesOf = (result: { error?: { issues: readonly { code: string; path: readonly PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.code, issue.path.join('.'), issue.message]) ?? [];

const address: ShippingAddressForm = {
  first_name: 'Marie', last_name: 'Tremblay',
  address1: '455 Rue Saint-Denis', address2: '',
  city: 'Montréal', region_code: 'QC', postal_code: 'H2X 3K5', country: 'CA',
};

describe('a form schema made of a domain rule', () => {
  it('gives the value of the sign-in rule: the username trimmed, the password as typed', () => {
    expect(signInSchema.parse({ username: '  elite ', password: ' p w ' })).toEqual({ username: 'elite', password: ' p w ' });
  });

  it('puts each message of the sign-in rule on its field, as its i18n key', () => {
    expect(issuesOf(signInSchema.safeParse({ username: ' ', password: 'b'.repeat(256) }))).toEqual([
      ['custom', 'username', 'validation.required'],
      ['custom', 'password', 'validation.max'],
    ]);
  });

  it('puts a message about the whole form on no field', () => {
    expect(signInSchema.safeParse(undefined).error?.issues).toEqual([
      { code: 'custom', path: [], message: 'validation.invalid', input: undefined },
    ]);
  });

  it('gives the shipping address form as typed when the rule accepts it, and the rule’s keys on their fields when not', () => {
    expect(shippingSchema.parse(address)).toEqual(address);
    expect(issuesOf(shippingSchema.safeParse({ ...address, city: '', address2: 'RR 2' }))).toEqual([
      ['custom', 'city', 'validation.required'],
      ['custom', 'address2', 'address.restricted.rural_route'],
    ]);
  });

  it('checks the card against the ranges and the date it is given', () => {
    const card: CreditCardForm = {
      first_name: 'Alex',
      last_name: 'Martin',
      card_type: 'visa',
      credit_card_number: '4111 1111 1111 1111',
      expiry_month: '12',
      expiry_year: '2030',
      cvv: '123',
      billing_address1: '455 Rue Saint-Denis',
      billing_address2: '',
      billing_city: 'Montréal',
      billing_region_code: 'QC',
      billing_postal_code: 'H2X 3K5',
      billing_country: 'CA',
    };
    const schema = (start: string) =>
      domainFormSchema((form: CreditCardForm) => validateCreditCardForm(form, [{ start, end: start }], new Date('2026-03-15T12:00:00Z')));
    expect(schema('411111').parse(card)).toEqual(card);
    expect(issuesOf(schema('451234').safeParse(card))).toEqual([['custom', 'credit_card_number', 'checkout.card.useRewardsCard']]);
  });

  it('gives react-hook-form the cleaned values, or the i18n key of each invalid field', async () => {
    const resolve = zodResolver(signInSchema);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    expect(await resolve({ username: ' marie ', password: 'x' }, undefined, options)).toEqual({
      values: { username: 'marie', password: 'x' },
      errors: {},
    });
    expect(await resolve({ username: 'marie', password: '' }, undefined, options)).toEqual({
      values: {},
      errors: { password: { type: 'custom', message: 'validation.required', ref: undefined } },
    });
  });
});
