import {
  isCanadianPostalCode,
  isCanadianRegionCode,
  normalizePostalCode,
  restrictedField,
  type DeliveryRestriction,
} from '@rewards-storefront/domain/address-book/shipping-address';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Address as AddressBody, AddressInput } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import { withTransaction } from '../database/create-pool';
import { ApiError, type FieldError } from '../http/api-error';
import type { MemberRow } from '../account/member-repository';
import {
  countAddresses,
  deleteAddress,
  findAddressOfMember,
  findAddressesOfMember,
  insertAddress,
  lockMemberAddresses,
  setDefaultAddress,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from './address-repository';
import { regionName } from './canadian-regions';

/** The API body of an address. */
export function toAddressBody(row: AddressRow, locale: Locale): AddressBody {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    region_code: row.regionCode,
    region_name: regionName(row.country, row.regionCode, locale),
    postal_code: row.postalCode,
    country: row.country,
    email: row.email,
    phone: row.phone,
    is_default: row.isDefault,
    validated_at: row.validatedAt ? row.validatedAt.toISOString() : null,
    type: row.isDefault ? 'default' : 'shipping',
  };
}

/** The field error of an address merchandise cannot ship to (spec §5, §8 P.O. box, rural or outside-Canada error). */
export const DELIVERY_RESTRICTION_FIELD_MESSAGES: Readonly<Record<DeliveryRestriction, string>> = {
  po_box: 'is a P.O. box: merchandise ships to Canadian street addresses only',
  rural_route: 'is a rural route: merchandise ships to Canadian street addresses only',
  invalid_country: 'must be CA: merchandise ships to Canadian street addresses only',
};

/**
 * The field error of an address that is not a Canadian street address
 * (domain/address-book/shipping-address.ts `restrictedField`, the rule the
 * storefront's forms use), or null: the country, or the address line that
 * names a P.O. box or a rural route, with `fieldPrefix` before its name.
 */
export function deliveryRestrictionError(
  values: Pick<AddressValues, 'address1' | 'address2' | 'country'>,
  fieldPrefix = '',
): { restriction: DeliveryRestriction; error: FieldError } | null {
  const restricted = restrictedField(values);
  if (!restricted) return null;
  return {
    restriction: restricted.restriction,
    error: { field: `${fieldPrefix}${restricted.field}`, message: DELIVERY_RESTRICTION_FIELD_MESSAGES[restricted.restriction] },
  };
}

/**
 * An address of the book: {@link addressValuesOf}, and a Canadian street
 * address, since the book holds where rewards ship (spec §5): a P.O. box,
 * a rural route or another country is a 400 naming the field, as the
 * storefront's form says before sending.
 */
export function bookAddressValuesOf(input: AddressInput): AddressValues {
  const values = addressValuesOf(input);
  const restricted = deliveryRestrictionError(values);
  if (restricted) throw ApiError.validation([restricted.error]);
  return values;
}

/**
 * An address input trimmed and checked: required texts not blank, and a
 * Canadian address with a Canadian province and postal code (normalized).
 * Whether merchandise can ship there (P.O. box, rural route, outside Canada)
 * is {@link deliveryRestrictionError}'s question.
 */
export function addressValuesOf(input: AddressInput, fieldPrefix = ''): AddressValues {
  const errors: FieldError[] = [];
  const text = (name: keyof AddressInput, value: string | null | undefined, required: boolean): string | null => {
    const trimmed = value?.trim() ?? '';
    if (required && trimmed === '') errors.push({ field: `${fieldPrefix}${name}`, message: 'must not be empty' });
    return trimmed === '' ? null : trimmed;
  };
  const country = input.country.toUpperCase();
  const values: AddressValues = {
    firstName: text('first_name', input.first_name, true) ?? '',
    lastName: text('last_name', input.last_name, true) ?? '',
    address1: text('address1', input.address1, true) ?? '',
    address2: text('address2', input.address2, false),
    city: text('city', input.city, true) ?? '',
    regionCode: (text('region_code', input.region_code, true) ?? '').toUpperCase(),
    postalCode: text('postal_code', input.postal_code, true) ?? '',
    country,
    email: text('email', input.email, false),
    phone: text('phone', input.phone, false),
  };
  if (country === 'CA') {
    if (values.regionCode !== '' && !isCanadianRegionCode(values.regionCode)) {
      errors.push({ field: `${fieldPrefix}region_code`, message: 'must be a Canadian province or territory code' });
    }
    if (values.postalCode !== '') {
      if (isCanadianPostalCode(values.postalCode)) values.postalCode = normalizePostalCode(values.postalCode);
      else errors.push({ field: `${fieldPrefix}postal_code`, message: 'must be a Canadian postal code' });
    }
  }
  if (errors.length > 0) throw ApiError.validation(errors);
  return values;
}

/** The member's address book (spec §7 /address calls); every address is the member's own. */
export class AddressService {
  constructor(private readonly pool: Pool) {}

  async list(member: MemberRow, locale: Locale): Promise<AddressBody[]> {
    return (await findAddressesOfMember(this.pool, member.id)).map((row) => toAddressBody(row, locale));
  }

  async get(member: MemberRow, addressId: number, locale: Locale): Promise<AddressBody> {
    return toAddressBody(await this.own(this.pool, member, addressId), locale);
  }

  async create(member: MemberRow, session: SessionClaims, input: AddressInput, locale: Locale): Promise<AddressBody> {
    const values = bookAddressValuesOf(input);
    const id = await withTransaction(this.pool, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      await lockMemberAddresses(client, member.id);
      const isDefault = input.is_default === true || (await countAddresses(client, member.id)) === 0;
      return insertAddress(client, member.id, values, { isDefault, validatedAt: null });
    });
    return this.get(member, id, locale);
  }

  async update(member: MemberRow, session: SessionClaims, addressId: number, input: AddressInput, locale: Locale): Promise<AddressBody> {
    const values = bookAddressValuesOf(input);
    await withTransaction(this.pool, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      await lockMemberAddresses(client, member.id);
      await this.own(client, member, addressId);
      await updateAddress(client, member.id, addressId, values, null);
      if (input.is_default === true) await setDefaultAddress(client, member.id, addressId);
    });
    return this.get(member, addressId, locale);
  }

  async remove(member: MemberRow, session: SessionClaims, addressId: number): Promise<void> {
    await withTransaction(this.pool, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      await lockMemberAddresses(client, member.id);
      await this.own(client, member, addressId);
      await deleteAddress(client, member.id, addressId);
    });
  }

  async makeDefault(member: MemberRow, session: SessionClaims, addressId: number, locale: Locale): Promise<AddressBody> {
    await withTransaction(this.pool, async (client) => {
      await declareActingAgent(client, actingAgentOf(session));
      await lockMemberAddresses(client, member.id);
      await this.own(client, member, addressId);
      await setDefaultAddress(client, member.id, addressId);
    });
    return this.get(member, addressId, locale);
  }

  private async own(db: Pool | import('pg').PoolClient, member: MemberRow, addressId: number): Promise<AddressRow> {
    const row = await findAddressOfMember(db, member.id, addressId);
    if (!row) throw ApiError.notFound('No such address for this member.');
    return row;
  }
}
