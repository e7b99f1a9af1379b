import type {
  AddressBookGateway,
  AddressListResult,
  AddressRemoveResult,
  AddressResult,
  AddressValidationResult,
  SuggestedAddress,
} from '@application/ports/address-book-gateway';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type { AddressValidationAnswer } from '@rewards-storefront/domain/address-book/address-validation-outcome';
import type { AddressFormValues } from '@rewards-storefront/domain/address-book/new-address';
import type { SavedAddress } from '@rewards-storefront/domain/address-book/saved-address';
import { isPoBox, normalizePostalCode } from '@rewards-storefront/domain/address-book/shipping-address';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { toSavedAddress } from '@infrastructure/http-address-book-gateway';
import { apiAddress } from './account-api-fixtures';
import { NOT_FOUND, failed } from './failures';

export function aSavedAddress(id: number, overrides: Partial<SavedAddress> = {}): SavedAddress {
  return { ...toSavedAddress(apiAddress(id)), ...overrides };
}

/** Streets the fake verifier knows, as the sandbox's: a close misspelling gets one suggested. */
const KNOWN_STREETS = ['King Street West', 'Yonge Street', 'Rue Sainte-Catherine'];

/**
 * A small verifier with the sandbox's answers for the cases the store's flow
 * reads (spec §5, §8): no street line is MISSING_ADDRESS, a P.O. box
 * PO_BOX_ERROR, "Stret" for "Street" STREET_NOT_FOUND with the known street,
 * "St W" written out as a suggestion; anything else is valid.
 */
export function fakeVerification(address: AddressFormValues): AddressValidationAnswer<SuggestedAddress> {
  const line = address.address1.trim();
  if (line === '')
    return { suggestion: null, errors: [{ field: 'address1', code: 'MISSING_ADDRESS', message: 'Address is invalid', suggestion: null }] };
  if (isPoBox(line))
    return {
      suggestion: null,
      errors: [
        {
          field: 'address1',
          code: 'PO_BOX_ERROR',
          message: 'We cannot deliver to a P.O. box. Please enter a street address.',
          suggestion: null,
        },
      ],
    };
  const misspelled = KNOWN_STREETS.find(
    (street) => street.includes('Street') && line.toLowerCase().endsWith(street.toLowerCase().replace('street', 'stret')),
  );
  if (misspelled) {
    const message = `We could not find the entered street name. The suggested street name is ${misspelled}. Thank you!`;
    return { suggestion: null, errors: [{ field: 'address1', code: 'STREET_NOT_FOUND', message, suggestion: misspelled }] };
  }
  if (/\bSt W$/i.test(line)) {
    return {
      suggestion: {
        address1: line.replace(/\bSt W$/i, 'Street West'),
        address2: address.address2,
        city: address.city,
        region_code: address.region_code.toUpperCase(),
        postal_code: normalizePostalCode(address.postal_code),
        country: address.country,
      },
      errors: [],
    };
  }
  return { suggestion: null, errors: [] };
}

/**
 * One member's address book in memory, like the programme API: the default
 * first, the first address (or one saved as default) the default, deleting
 * the default makes the oldest remaining one the default, another id is
 * 404. Records every call; `failure` makes every call fail.
 */
export class FakeAddressBookGateway implements AddressBookGateway {
  readonly created: (AddressFormValues & { isDefault: boolean })[] = [];
  readonly updated: { id: number; address: AddressFormValues & { isDefault: boolean } }[] = [];
  readonly removed: number[] = [];
  readonly validated: AddressFormValues[] = [];
  listCalls = 0;
  failure: CommonFailure | null = null;
  /** Makes POST /validateAddress fail alone (the flow's generic error). */
  validationFailure: CommonFailure | null = null;
  private nextId = 100;

  constructor(public addresses: SavedAddress[] = []) {}

  async list(_locale: Locale): Promise<AddressListResult> {
    this.listCalls += 1;
    if (this.failure) return failed(this.failure);
    return { ok: true, addresses: this.ordered() };
  }

  async create(address: AddressFormValues & { isDefault: boolean }): Promise<AddressResult> {
    this.created.push(address);
    if (this.failure) return failed(this.failure);
    this.nextId += 1;
    const saved = this.saved(this.nextId, address, address.isDefault || this.addresses.length === 0);
    this.addresses = [
      ...this.addresses.map((existing) => (saved.isDefault ? { ...existing, isDefault: false, type: 'shipping' as const } : existing)),
      saved,
    ];
    return { ok: true, address: saved };
  }

  async update(id: number, address: AddressFormValues & { isDefault: boolean }): Promise<AddressResult> {
    this.updated.push({ id, address });
    if (this.failure) return failed(this.failure);
    const existing = this.addresses.find((candidate) => candidate.id === id);
    if (!existing) return NOT_FOUND;
    const saved = this.saved(id, address, address.isDefault || existing.isDefault);
    this.addresses = this.addresses.map((candidate) =>
      candidate.id === id ? saved : saved.isDefault ? { ...candidate, isDefault: false, type: 'shipping' as const } : candidate,
    );
    return { ok: true, address: saved };
  }

  async remove(id: number): Promise<AddressRemoveResult> {
    this.removed.push(id);
    if (this.failure) return failed(this.failure);
    const existing = this.addresses.find((candidate) => candidate.id === id);
    if (!existing) return NOT_FOUND;
    const rest = this.addresses.filter((candidate) => candidate.id !== id);
    const oldest = [...rest].sort((a, b) => a.id - b.id)[0];
    this.addresses =
      existing.isDefault && oldest
        ? rest.map((candidate) => (candidate === oldest ? { ...candidate, isDefault: true, type: 'default' as const } : candidate))
        : rest;
    return { ok: true };
  }

  async makeDefault(id: number): Promise<AddressResult> {
    if (this.failure) return failed(this.failure);
    if (!this.addresses.some((candidate) => candidate.id === id)) return NOT_FOUND;
    this.addresses = this.addresses.map((candidate) => ({
      ...candidate,
      isDefault: candidate.id === id,
      type: candidate.id === id ? 'default' : 'shipping',
    }));
    return { ok: true, address: this.addresses.find((candidate) => candidate.id === id)! };
  }

  async validate(address: AddressFormValues): Promise<AddressValidationResult> {
    this.validated.push(address);
    const failure = this.failure ?? this.validationFailure;
    if (failure) return failed(failure);
    return { ok: true, answer: fakeVerification(address) };
  }

  private ordered(): SavedAddress[] {
    return [...this.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
  }

  private saved(id: number, address: AddressFormValues, isDefault: boolean): SavedAddress {
    const blank = (value: string) => (value.trim() === '' ? null : value.trim());
    return {
      id,
      firstName: address.first_name.trim(),
      lastName: address.last_name.trim(),
      address1: address.address1.trim(),
      address2: blank(address.address2),
      city: address.city.trim(),
      regionCode: address.region_code.trim().toUpperCase(),
      regionName: null,
      postalCode: normalizePostalCode(address.postal_code),
      country: address.country,
      email: blank(address.email),
      phone: blank(address.phone),
      isDefault,
      type: isDefault ? 'default' : 'shipping',
    };
  }
}
