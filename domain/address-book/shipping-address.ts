import { nonStreetDeliveryOf } from './non-street-delivery.ts';

/** The provinces and territories of Canada by their two-letter codes. */
export const CANADIAN_REGION_CODES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

/** The only country merchandise ships to (spec §5). */
export const SHIPPING_COUNTRY = 'CA';

// Canada Post: the first letter names the region (no D, F, I, O, Q, U, W, Z), the others exclude D, F, I, O, Q, U.
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** Whether `value` is a Canadian postal code ("K1A 0B1", "k1a0b1"), ignoring case and outer spaces. */
export function isCanadianPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value.trim().toUpperCase());
}

/** A Canadian postal code written the way Canada Post does: upper case, one space in the middle ("K1A 0B1"). */
export function normalizePostalCode(value: string): string {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim().toUpperCase();
}

/** Whether `code` is a Canadian province or territory code, ignoring case. */
export function isCanadianRegionCode(code: string): boolean {
  return (CANADIAN_REGION_CODES as readonly string[]).includes(code.trim().toUpperCase());
}

/** Whether an address line is a post office box (English or French forms; general delivery too): {@link nonStreetDeliveryOf}. */
export function isPoBox(line: string): boolean {
  return nonStreetDeliveryOf(line) === 'po_box';
}

/** Whether an address line is a rural route (and not a box): {@link nonStreetDeliveryOf}. */
export function isRuralRoute(line: string): boolean {
  return nonStreetDeliveryOf(line) === 'rural_route';
}

/** The parts of an address the shipping rules read (API field names). */
export interface ShippingAddressLines {
  readonly address1: string;
  readonly address2?: string | null;
  readonly country: string;
}

/** Why merchandise cannot ship to an address (spec §5). */
export type DeliveryRestriction = 'po_box' | 'rural_route' | 'invalid_country';

/** The field of an address that makes it one merchandise cannot ship to, and why (spec §5). */
export interface RestrictedField {
  readonly field: 'country' | 'address1' | 'address2';
  readonly restriction: DeliveryRestriction;
}

/**
 * Where and why merchandise cannot ship to an address (spec §5: Canadian
 * street addresses only): outside Canada (on the country) first, then a
 * P.O. box in either line, then a rural route in either line, on the line
 * that names it (address1 when both do); null when it can ship there.
 */
export function restrictedField(address: ShippingAddressLines): RestrictedField | null {
  if (address.country.trim().toUpperCase() !== SHIPPING_COUNTRY) {
    return { field: 'country', restriction: 'invalid_country' };
  }
  const lines = [
    { field: 'address1', kind: nonStreetDeliveryOf(address.address1) },
    { field: 'address2', kind: nonStreetDeliveryOf(address.address2 ?? '') },
  ] as const;
  for (const restriction of ['po_box', 'rural_route'] as const) {
    const line = lines.find((candidate) => candidate.kind === restriction);
    if (line) return { field: line.field, restriction };
  }
  return null;
}

/** Why merchandise cannot ship to an address, or null when it can ({@link restrictedField}). */
export function deliveryRestriction(address: ShippingAddressLines): DeliveryRestriction | null {
  return restrictedField(address)?.restriction ?? null;
}

/**
 * The server's error codes for a restricted address at checkout. Spec §8
 * maps any code containing po_box or invalid_country to the address
 * restriction, so a rural route's code contains po_box too.
 */
export const DELIVERY_RESTRICTION_CODES: Readonly<Record<DeliveryRestriction, string>> = {
  po_box: 'SHIPPING_ADDRESS_PO_BOX',
  rural_route: 'SHIPPING_ADDRESS_PO_BOX_RURAL_ROUTE',
  invalid_country: 'SHIPPING_ADDRESS_INVALID_COUNTRY',
};

/** A shipping address as a form or the API holds it. */
export interface ShippingAddressFields extends ShippingAddressLines {
  readonly first_name: string;
  readonly last_name: string;
  readonly city: string;
  readonly region_code: string;
  readonly postal_code: string;
}

/** One problem of an address: the field, and the i18n key with its parameters. */
export interface AddressFieldProblem {
  readonly field: keyof ShippingAddressFields;
  readonly key: string;
  readonly params: Readonly<Record<string, string>>;
}

/** i18n keys of the address problems. */
export const ADDRESS_MESSAGE_KEYS = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  restricted: 'address.restricted',
} as const;

const REQUIRED_FIELDS = ['first_name', 'last_name', 'address1', 'city', 'region_code', 'postal_code', 'country'] as const;

/**
 * Every problem of a shipping address for merchandise (spec §5), one per
 * field at most: required fields first, then the province and postal code
 * (Canadian ones), then the delivery restriction on the line that names it
 * (or the country when outside Canada). An empty list means the address can be used.
 */
export function shippingAddressProblems(address: ShippingAddressFields): AddressFieldProblem[] {
  const problems: AddressFieldProblem[] = [];
  const missing = new Set<string>();
  for (const field of REQUIRED_FIELDS) {
    if (address[field].trim() === '') {
      missing.add(field);
      problems.push({ field, key: ADDRESS_MESSAGE_KEYS.required, params: { field } });
    }
  }
  const restricted = missing.has('country') ? null : restrictedField(address);
  if (restricted?.restriction === 'invalid_country') {
    return [...problems, { field: 'country', key: ADDRESS_MESSAGE_KEYS.restricted, params: { restriction: restricted.restriction } }];
  }
  if (!missing.has('region_code') && !isCanadianRegionCode(address.region_code)) {
    problems.push({ field: 'region_code', key: ADDRESS_MESSAGE_KEYS.invalid, params: { field: 'region_code' } });
  }
  if (!missing.has('postal_code') && !isCanadianPostalCode(address.postal_code)) {
    problems.push({ field: 'postal_code', key: ADDRESS_MESSAGE_KEYS.invalid, params: { field: 'postal_code' } });
  }
  if (restricted !== null && !missing.has('address1')) {
    problems.push({ field: restricted.field, key: ADDRESS_MESSAGE_KEYS.restricted, params: { restriction: restricted.restriction } });
  }
  return problems;
}
