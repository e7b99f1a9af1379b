import { SHIPPING_COUNTRY } from './shipping-address.ts';
import type { ShippingAddressForm } from './shipping-address-form.ts';

/** The address form's fields (API names): those of the checkout's new-address form, and a contact email and phone. */
export interface AddressFormValues extends ShippingAddressForm {
  readonly email: string;
  readonly phone: string;
}

/**
 * The defaults of a new address. Spec §3 says country US and type
 * shipping; merchandise ships only to Canadian street addresses (spec §5),
 * so an address in the United States could never be used: the store starts
 * in Canada, keeps the shipping type, and tells the member why
 * ({@link NEW_ADDRESS_COUNTRY_REASON_KEY}).
 */
export const NEW_ADDRESS_DEFAULTS = { country: SHIPPING_COUNTRY, type: 'shipping' } as const;

/** The country spec §3 names as the default, kept to document what the store departs from. */
export const SPEC_DEFAULT_COUNTRY = 'US';

/** The i18n key of the reason the country is Canada ('We deliver to Canadian street addresses only'). */
export const NEW_ADDRESS_COUNTRY_REASON_KEY = 'addressBook.countryReason';

/**
 * An empty address form with the defaults, the member's name, email and
 * phone filled in (the usual recipient of their own rewards).
 */
export function newAddressForm(member: {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly phone: string | null;
}): AddressFormValues {
  return {
    first_name: member.firstName,
    last_name: member.lastName,
    address1: '',
    address2: '',
    city: '',
    region_code: '',
    postal_code: '',
    country: NEW_ADDRESS_DEFAULTS.country,
    email: member.email ?? '',
    phone: member.phone ?? '',
  };
}
