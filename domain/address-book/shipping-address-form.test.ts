import { describe, expect, it } from 'vitest';
import { addressProblemKey, shippingAddressFormSchema, toShippingAddress, type ShippingAddressForm } from './shipping-address-form.ts';

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

const issuesOf = (form: ShippingAddressForm) =>
  shippingAddressFormSchema.safeParse(form).error?.issues.map((issue) => {
    // Custom issues: the form's resolver shows their message, an i18n key.
    expect(issue.code).toBe('custom');
    return [issue.path.join('.'), issue.message];
  }) ?? [];

describe('the new shipping address form (spec §5)', () => {
  it('accepts a Canadian street address', () => {
    expect(shippingAddressFormSchema.parse(entered)).toEqual(entered);
  });

  it('names every missing field with the generic required message', () => {
    expect(issuesOf({ ...entered, first_name: ' ', city: '' })).toEqual([
      ['first_name', 'validation.required'],
      ['city', 'validation.required'],
    ]);
  });

  it('refuses a P.O. box, a rural route and an address outside Canada, each with its own text', () => {
    expect(issuesOf({ ...entered, address1: 'PO Box 12' })).toEqual([['address1', 'address.restricted.po_box']]);
    expect(issuesOf({ ...entered, address2: 'RR 2' })).toEqual([['address2', 'address.restricted.rural_route']]);
    expect(issuesOf({ ...entered, address2: 'C.P. 45' })).toEqual([['address2', 'address.restricted.po_box']]);
    expect(issuesOf({ ...entered, address2: 'Poste restante' })).toEqual([['address2', 'address.restricted.po_box']]);
    expect(issuesOf({ ...entered, country: 'US' })).toEqual([['country', 'address.restricted.invalid_country']]);
  });

  it('refuses a postal code or province that is not Canadian', () => {
    expect(issuesOf({ ...entered, postal_code: '90210', region_code: 'CA' })).toEqual([
      ['region_code', 'validation.invalid'],
      ['postal_code', 'validation.invalid'],
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
    ).toEqual({
      first_name: 'Alex',
      last_name: 'Martin',
      address1: '100 King Street West',
      address2: 'Suite 400',
      city: 'Toronto',
      region_code: 'ON',
      postal_code: 'M5X 1A9',
      country: 'CA',
    });
  });

  it('has no second line when none was typed', () => {
    expect(toShippingAddress({ ...entered, address2: '   ' }).address2).toBeNull();
  });
});
