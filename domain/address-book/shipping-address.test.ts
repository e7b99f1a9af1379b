import { describe, expect, it } from 'vitest';
import {
  CANADIAN_REGION_CODES,
  DELIVERY_RESTRICTION_CODES,
  deliveryRestriction,
  isCanadianPostalCode,
  isCanadianRegionCode,
  isPoBox,
  isRuralRoute,
  normalizePostalCode,
  restrictedField,
  shippingAddressProblems,
  type ShippingAddressFields,
} from './shipping-address.ts';
import { ALEX_IN_TORONTO } from '../../tests/fakes/api-fixtures.ts';

const valid: ShippingAddressFields = ALEX_IN_TORONTO;

describe('Canadian postal codes and provinces', () => {
  it.each([
    // Canada Post codes with or without the space, any case.
    ['K1A 0B1', true], ['h2x1y4', true], [' M5X 1A9 ', true],
    // Not other shapes, nor letters Canada Post does not use.
    ['90210', false], ['D1A 0B1', false], ['K1D 0B1', false], ['K1A 0B', false], ['K1A 0B1X', false], ['XK1A 0B1', false], ['K1A  0B1', false],
  ])('reads %j as a Canadian postal code: %s', (code, canadian) => {
    expect(isCanadianPostalCode(code)).toBe(canadian);
  });

  it.each([
    ['h2x1y4', 'H2X 1Y4'], [' h2x  1y4 ', 'H2X 1Y4'], [' 90210 ', '90210'], [' ab12 ', 'AB12'],
  ])('writes %j the Canada Post way, %j', (code, written) => {
    expect(normalizePostalCode(code)).toBe(written);
  });

  it('knows the 13 provinces and territories', () => {
    expect(CANADIAN_REGION_CODES).toHaveLength(13);
    expect(isCanadianRegionCode('qc')).toBe(true);
    expect(isCanadianRegionCode(' YT ')).toBe(true);
    expect(isCanadianRegionCode('NY')).toBe(false);
  });
});

describe('delivery restrictions (spec §5)', () => {
  it('recognises P.O. boxes in English and French', () => {
    for (const line of ['PO Box 123', 'P.O. Box 12', 'p o box 5', 'Post Office Box 9', 'Box 44', 'C.P. 1234', 'CP 12', 'Case postale 8']) {
      expect(isPoBox(line)).toBe(true);
    }
    for (const line of ['100 King Street', '12 Boxwood Crescent', 'Unit 4', '5 rue Champlain', '1 C.P.R. Station Road']) {
      expect(isPoBox(line)).toBe(false);
    }
  });

  it('reads every spacing and punctuation of a P.O. box, with or without its number', () => {
    for (const line of [
      'PO BOX',
      'P O BOX',
      'P.O.BOX',
      'P.O. BOX',
      'p o  box',
      'Post  Office  Box',
      'Post Office  Box',
      'Post Office Box',
      'Box  12',
      'C. P. 12',
      'C.P 12',
      'C.P.12',
      'CP  12',
      'Case  postale',
    ]) {
      expect(isPoBox(line), line).toBe(true);
    }
  });

  it('recognises rural routes', () => {
    for (const line of ['RR 2', 'R.R. #3', 'rr#1', 'Rural Route 4', 'Route rurale 1']) {
      expect(isRuralRoute(line)).toBe(true);
    }
    for (const line of ['100 Rural Avenue', '7 Parr Road', 'Route 138']) {
      expect(isRuralRoute(line)).toBe(false);
    }
    for (const line of ['R R 2', 'RR # 2', 'RR2', 'Rural  Route 5', 'Route  rurale 2']) {
      expect(isRuralRoute(line), line).toBe(true);
    }
  });

  it('ships only to Canadian street addresses: outside Canada, then P.O. box, then rural route', () => {
    expect(deliveryRestriction(valid)).toBeNull();
    expect(deliveryRestriction({ ...valid, country: 'US' })).toBe('invalid_country');
    expect(deliveryRestriction({ ...valid, country: ' ca ' })).toBeNull();
    expect(deliveryRestriction({ ...valid, country: 'US', address1: 'PO Box 1' })).toBe('invalid_country');
    expect(deliveryRestriction({ ...valid, address1: 'PO Box 1' })).toBe('po_box');
    expect(deliveryRestriction({ ...valid, address2: 'PO Box 1' })).toBe('po_box');
    expect(deliveryRestriction({ ...valid, address1: 'RR 2', address2: 'PO Box 1' })).toBe('po_box');
    expect(deliveryRestriction({ ...valid, address2: 'RR 2' })).toBe('rural_route');
    expect(deliveryRestriction({ ...valid, address2: null })).toBeNull();
  });

  it('names the field at fault: the country, else the line with a box, else the line with a route', () => {
    expect(restrictedField(valid)).toBeNull();
    expect(restrictedField({ ...valid, address2: null })).toBeNull();
    expect(restrictedField({ ...valid, country: 'US', address1: 'PO Box 1' })).toEqual({ field: 'country', restriction: 'invalid_country' });
    expect(restrictedField({ ...valid, address1: 'Case postale 3' })).toEqual({ field: 'address1', restriction: 'po_box' });
    expect(restrictedField({ ...valid, address2: 'Case postale 3' })).toEqual({ field: 'address2', restriction: 'po_box' });
    expect(restrictedField({ ...valid, address1: 'PO Box 1', address2: 'RR 2' })).toEqual({ field: 'address1', restriction: 'po_box' });
    expect(restrictedField({ ...valid, address1: 'RR 2', address2: 'PO Box 1' })).toEqual({ field: 'address2', restriction: 'po_box' });
    expect(restrictedField({ ...valid, address1: 'RR 2', address2: 'Rural Route 3' })).toEqual({ field: 'address1', restriction: 'rural_route' });
    expect(restrictedField({ ...valid, address2: 'General Delivery' })).toEqual({ field: 'address2', restriction: 'po_box' });
  });

  it('has server codes that the checkout mapping reads as an address restriction', () => {
    expect(DELIVERY_RESTRICTION_CODES).toEqual({
      po_box: 'SHIPPING_ADDRESS_PO_BOX',
      rural_route: 'SHIPPING_ADDRESS_PO_BOX_RURAL_ROUTE',
      invalid_country: 'SHIPPING_ADDRESS_INVALID_COUNTRY',
    });
  });
});

describe('shippingAddressProblems', () => {
  it('finds nothing wrong with a Canadian street address', () => {
    expect(shippingAddressProblems(valid)).toEqual([]);
  });

  it('names each missing field', () => {
    expect(shippingAddressProblems({ ...valid, first_name: ' ', city: '' })).toEqual([
      { field: 'first_name', key: 'validation.required', params: { field: 'first_name' } },
      { field: 'city', key: 'validation.required', params: { field: 'city' } },
    ]);
  });

  it('refuses a province or postal code that is not Canadian', () => {
    expect(shippingAddressProblems({ ...valid, region_code: 'NY', postal_code: '10001' })).toEqual([
      { field: 'region_code', key: 'validation.invalid', params: { field: 'region_code' } },
      { field: 'postal_code', key: 'validation.invalid', params: { field: 'postal_code' } },
    ]);
  });

  it('says an address outside Canada is restricted, on the country, and nothing more', () => {
    expect(shippingAddressProblems({ ...valid, country: 'US', region_code: 'NY', postal_code: '10001' })).toEqual([
      { field: 'country', key: 'address.restricted', params: { restriction: 'invalid_country' } },
    ]);
  });

  it('says a P.O. box or rural route is restricted, on the line that names it', () => {
    expect(shippingAddressProblems({ ...valid, address1: 'PO Box 7' })).toEqual([
      { field: 'address1', key: 'address.restricted', params: { restriction: 'po_box' } },
    ]);
    expect(shippingAddressProblems({ ...valid, address2: 'RR 1' })).toEqual([
      { field: 'address2', key: 'address.restricted', params: { restriction: 'rural_route' } },
    ]);
    expect(shippingAddressProblems({ ...valid, address1: 'RR 1', address2: 'B.P. 4' })).toEqual([
      { field: 'address2', key: 'address.restricted', params: { restriction: 'po_box' } },
    ]);
  });

  it('reports only the missing field when the field itself is missing', () => {
    expect(shippingAddressProblems({ ...valid, country: '' })).toEqual([
      { field: 'country', key: 'validation.required', params: { field: 'country' } },
    ]);
    expect(shippingAddressProblems({ ...valid, region_code: '', postal_code: '' })).toHaveLength(2);
    expect(shippingAddressProblems({ ...valid, address1: '', address2: 'PO Box 3' })).toEqual([
      { field: 'address1', key: 'validation.required', params: { field: 'address1' } },
    ]);
  });
});
