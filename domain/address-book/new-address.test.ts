import { describe, expect, it } from 'vitest';
import { NEW_ADDRESS_COUNTRY_REASON_KEY, NEW_ADDRESS_DEFAULTS, SPEC_DEFAULT_COUNTRY, newAddressForm } from './new-address.ts';
import { deliveryRestriction } from './shipping-address.ts';

describe('a new address (spec §3 defaults, §5 Canada-only delivery)', () => {
  it('starts in Canada rather than the spec’s US, a shipping address, and says why', () => {
    expect(NEW_ADDRESS_DEFAULTS).toEqual({ country: 'CA', type: 'shipping' });
    expect(SPEC_DEFAULT_COUNTRY).toBe('US');
    expect(deliveryRestriction({ address1: '1 Main Street', country: SPEC_DEFAULT_COUNTRY })).toBe('invalid_country');
    expect(deliveryRestriction({ address1: '1 Main Street', country: NEW_ADDRESS_DEFAULTS.country })).toBeNull();
    expect(NEW_ADDRESS_COUNTRY_REASON_KEY).toBe('addressBook.countryReason');
  });

  it('is addressed to the member, with their email and phone, the address lines empty', () => {
    expect(newAddressForm({ firstName: 'Alex', lastName: 'Martin', email: 'alex@example.com', phone: '+1 416 555 0134' })).toEqual({
      first_name: 'Alex',
      last_name: 'Martin',
      address1: '',
      address2: '',
      city: '',
      region_code: '',
      postal_code: '',
      country: 'CA',
      email: 'alex@example.com',
      phone: '+1 416 555 0134',
    });
    expect(newAddressForm({ firstName: 'A', lastName: 'B', email: null, phone: null })).toMatchObject({ email: '', phone: '' });
  });
});
