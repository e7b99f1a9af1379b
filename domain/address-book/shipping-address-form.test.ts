import { describe, expect, it } from 'vitest';
import { addressProblemKey, toShippingAddress, validateShippingAddressForm, type ShippingAddressForm } from './shipping-address-form.ts';
import { ALEX_IN_TORONTO } from '../../tests/fakes/api-fixtures.ts';

const entered: ShippingAddressForm = {
  first_name: 'Alex',
  last_name: 'Martin',
  address1: '100 King Street West',
  address2: '',
  city: 'Toronto',
  region_code: 'ON',
  postal_code: 'M5X 1A9',
  country: 'CA',
};

/** The form's messages, field by field, in the order the rule finds them. */
const errorsOf = (form: ShippingAddressForm) => {
  const result = validateShippingAddressForm(form);
  return result.ok ? [] : Object.entries(result.errors);
};
const required = (field: string) => [field, { key: 'validation.required', params: { field } }];
const restricted = (field: string, restriction: string) => [field, { key: `address.restricted.${restriction}`, params: { field, restriction } }];

describe('the new shipping address form (spec §5)', () => {
  it('accepts a Canadian street address, as typed', () => {
    expect(validateShippingAddressForm(entered)).toEqual({ ok: true, value: entered });
  });

  it('names every missing field with the generic required message', () => {
    expect(validateShippingAddressForm({ ...entered, first_name: ' ', city: '' })).toEqual({
      ok: false,
      errors: Object.fromEntries([required('first_name'), required('city')]),
    });
  });

  it('refuses a P.O. box, a rural route and an address outside Canada, each with its own text', () => {
    expect(errorsOf({ ...entered, address1: 'PO Box 12' })).toEqual([restricted('address1', 'po_box')]);
    expect(errorsOf({ ...entered, address2: 'RR 2' })).toEqual([restricted('address2', 'rural_route')]);
    expect(errorsOf({ ...entered, address2: 'C.P. 45' })).toEqual([restricted('address2', 'po_box')]);
    expect(errorsOf({ ...entered, address2: 'Poste restante' })).toEqual([restricted('address2', 'po_box')]);
    expect(errorsOf({ ...entered, country: 'US' })).toEqual([restricted('country', 'invalid_country')]);
  });

  it('refuses a postal code or province that is not Canadian', () => {
    expect(errorsOf({ ...entered, postal_code: '90210', region_code: 'CA' })).toEqual([
      ['region_code', { key: 'validation.invalid', params: { field: 'region_code' } }],
      ['postal_code', { key: 'validation.invalid', params: { field: 'postal_code' } }],
    ]);
  });

  it('keys each problem by its message, restrictions by their kind', () => {
    expect(addressProblemKey({ field: 'city', key: 'validation.required', params: { field: 'city' } })).toBe('validation.required');
    expect(addressProblemKey({ field: 'address1', key: 'address.restricted', params: { restriction: 'po_box' } })).toBe(
      'address.restricted.po_box',
    );
  });
});

describe('the address the form describes', () => {
  it('is trimmed, with the province in capitals and the postal code written by Canada Post’s rule', () => {
    expect(
      toShippingAddress({
        first_name: ' Alex ',
        last_name: ' Martin ',
        address1: ' 100 King Street West ',
        address2: ' Suite 400 ',
        city: ' Toronto ',
        region_code: ' on ',
        postal_code: 'm5x1a9',
        country: ' ca ',
      }),
    ).toEqual(ALEX_IN_TORONTO);
  });

  it('has no second line when none was typed', () => {
    expect(toShippingAddress({ ...entered, address2: '   ' }).address2).toBeNull();
  });
});
