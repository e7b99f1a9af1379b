import type { ShippingAddress } from './shipping-address-form.ts';

/** An address of the member's address book (spec §3 Address). */
export interface SavedAddress {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2: string | null;
  readonly city: string;
  readonly regionCode: string;
  /** The province's name in the page's language. */
  readonly regionName: string | null;
  readonly postalCode: string;
  readonly country: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly isDefault: boolean;
  readonly type: 'default' | 'shipping';
}

/** The address book entry as an address to ship to (the checkout's shape): its lines and recipient. */
export function shippingAddressOf(saved: SavedAddress): ShippingAddress {
  return {
    first_name: saved.firstName,
    last_name: saved.lastName,
    address1: saved.address1,
    address2: saved.address2,
    city: saved.city,
    region_code: saved.regionCode,
    postal_code: saved.postalCode,
    country: saved.country,
  };
}
