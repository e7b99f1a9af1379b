import type {
  AddressBookGateway,
  AddressListResult,
  AddressRemoveResult,
  AddressResult,
  AddressValidationResult,
} from '@application/ports/address-book-gateway';
import type { AddressFormValues } from '@rewards-storefront/domain/address-book/new-address';
import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

/**
 * AddressBookGateway over /address, /address/{id}, /address/{id}/default and
 * /validateAddress. The API names the province of an address in the
 * member's language; optional blank fields are sent as null.
 */
export class HttpAddressBookGateway implements AddressBookGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  list(_locale: Locale): Promise<AddressListResult> {
    return callApi(
      () => this.client.GET('/address'),
      (data) => ({ ok: true, addresses: data.data.map(toSavedAddress) }),
    );
  }

  create(address: AddressFormValues & { isDefault: boolean }): Promise<AddressResult> {
    return callApi(
      () => this.client.POST('/address', { body: toAddressInput(address) }),
      (data) => ({ ok: true, address: toSavedAddress(data.data) }),
    );
  }

  update(id: number, address: AddressFormValues & { isDefault: boolean }): Promise<AddressResult> {
    return callApi(
      () => this.client.PUT('/address/{id}', { params: { path: { id } }, body: toAddressInput(address) }),
      (data) => ({ ok: true, address: toSavedAddress(data.data) }),
    );
  }

  remove(id: number): Promise<AddressRemoveResult> {
    return callApi(
      () => this.client.DELETE('/address/{id}', { params: { path: { id } } }),
      // Spec §7: the deletion succeeded when data.code is success.
      (data) =>
        data.data.code === 'success' ? ({ ok: true } as const) : { ok: false, reason: 'unavailable', detail: 'delete answered no success' },
    );
  }

  makeDefault(id: number): Promise<AddressResult> {
    return callApi(
      () => this.client.PUT('/address/{id}/default', { params: { path: { id } } }),
      (data) => ({ ok: true, address: toSavedAddress(data.data) }),
    );
  }

  validate(address: AddressFormValues): Promise<AddressValidationResult> {
    return callApi(
      () =>
        this.client.POST('/validateAddress', {
          body: {
            first_name: address.first_name,
            last_name: address.last_name,
            address1: address.address1,
            address2: blankToNull(address.address2),
            city: address.city,
            region_code: address.region_code,
            postal_code: address.postal_code,
            country: address.country,
          },
        }),
      ({ data }) => ({
        ok: true,
        answer: {
          suggestion: data.suggestion
            ? {
                address1: data.suggestion.address1,
                address2: data.suggestion.address2 ?? '',
                city: data.suggestion.city,
                region_code: data.suggestion.region_code,
                postal_code: data.suggestion.postal_code,
                country: data.suggestion.country,
              }
            : null,
          errors: data.errors.map((error) => ({
            field: error.field,
            code: error.code,
            message: error.message,
            suggestion: error.suggestion,
          })),
        },
      }),
    );
  }
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function toAddressInput(address: AddressFormValues & { isDefault: boolean }): Api.AddressInput {
  return {
    first_name: address.first_name.trim(),
    last_name: address.last_name.trim(),
    address1: address.address1.trim(),
    address2: blankToNull(address.address2),
    city: address.city.trim(),
    region_code: address.region_code.trim(),
    postal_code: address.postal_code.trim(),
    country: address.country,
    email: blankToNull(address.email),
    phone: blankToNull(address.phone),
    is_default: address.isDefault,
  };
}

export function toSavedAddress(api: Api.Address): SavedAddress {
  return {
    id: api.id,
    firstName: api.first_name,
    lastName: api.last_name,
    address1: api.address1,
    address2: api.address2,
    city: api.city,
    regionCode: api.region_code,
    regionName: api.region_name,
    postalCode: api.postal_code,
    country: api.country,
    email: api.email,
    phone: api.phone,
    isDefault: api.is_default,
    type: api.type,
  };
}
