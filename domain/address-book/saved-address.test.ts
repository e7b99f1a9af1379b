import { describe, expect, it } from 'vitest';
import { shippingAddressOf, type SavedAddress } from './saved-address.ts';

const montreal: SavedAddress = {
  id: 12,
  firstName: 'Alex',
  lastName: 'Martin',
  address1: '1250 Rue Sainte-Catherine',
  address2: 'App. 4',
  city: 'Montréal',
  regionCode: 'QC',
  regionName: 'Québec',
  postalCode: 'H3G 1P1',
  country: 'CA',
  email: 'alex.martin@example.com',
  phone: null,
  isDefault: false,
  type: 'shipping',
};

describe('shippingAddressOf', () => {
  it('ships to the address book entry: its recipient and lines, without its contact details or book fields', () => {
    expect(shippingAddressOf(montreal)).toEqual({
      first_name: 'Alex',
      last_name: 'Martin',
      address1: '1250 Rue Sainte-Catherine',
      address2: 'App. 4',
      city: 'Montréal',
      region_code: 'QC',
      postal_code: 'H3G 1P1',
      country: 'CA',
    });
  });
});
