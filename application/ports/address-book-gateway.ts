import type { AddressValidationAnswer } from '@rewards-storefront/domain/address-book/address-validation-outcome';
import type { AddressFormValues } from '@rewards-storefront/domain/address-book/new-address';
import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';

/** An address as the verifier suggests it (the form's fields). */
export type SuggestedAddress = Pick<AddressFormValues, 'address1' | 'address2' | 'city' | 'region_code' | 'postal_code' | 'country'>;

export type AddressListResult = { readonly ok: true; readonly addresses: readonly SavedAddress[] } | GatewayFailure;
export type AddressResult = { readonly ok: true; readonly address: SavedAddress } | GatewayFailure;
export type AddressRemoveResult = { readonly ok: true } | GatewayFailure;
export type AddressValidationResult = { readonly ok: true; readonly answer: AddressValidationAnswer<SuggestedAddress> } | GatewayFailure;

/**
 * The member's address book and the address verifier (spec §7: GET/POST
 * /address, GET/PUT/DELETE /address/{id}, PUT /address/{id}/default, POST
 * /validateAddress).
 *
 * Contract: the list has the default first; the first address, or one saved
 * as default, is the default, and there is always exactly one while the book
 * is not empty; another member's address is `not-found`; the verifier
 * answers a suggestion, or errors with codes (PO_BOX_ERROR, MISSING_ADDRESS,
 * STREET_NOT_FOUND with the street it knows, ...), or neither for a valid
 * address. Never throws for HTTP or network failures.
 */
export interface AddressBookGateway {
  list(locale: Locale): Promise<AddressListResult>;
  create(address: AddressFormValues & { readonly isDefault: boolean }, locale: Locale): Promise<AddressResult>;
  update(id: number, address: AddressFormValues & { readonly isDefault: boolean }, locale: Locale): Promise<AddressResult>;
  remove(id: number): Promise<AddressRemoveResult>;
  makeDefault(id: number, locale: Locale): Promise<AddressResult>;
  validate(address: AddressFormValues): Promise<AddressValidationResult>;
}
