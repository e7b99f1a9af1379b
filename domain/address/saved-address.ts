import type { ShippingAddress } from './shipping-address-form';

/**
 * An address of the member's address book (spec §3 "Address"), as the
 * checkout offers it to ship to: the default one first. `regionName` is the
 * province's name in the member's language, null when unknown.
 */
export interface SavedAddress extends ShippingAddress {
  readonly id: number;
  readonly regionName: string | null;
  readonly isDefault: boolean;
}
