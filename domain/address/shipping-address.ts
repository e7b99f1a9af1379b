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

// "PO Box 12", "P.O. Box", "Post Office Box", "Box 12", and French "C.P. 12" / "Case postale 12".
// The patterns are not anchored at the end: a number's first digit is enough.
const PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|box\s+\d|c\.\s*p\.?\s*\d|cp\s+\d|case\s+postale)/i;
// "RR 2", "R.R. #3", "Rural Route 4", French "Route rurale 1".
const RURAL_ROUTE = /\b(?:r\.?\s*r\.?\s*#?\s*\d|rural\s+route|route\s+rurale)/i;

/** Whether an address line is a post office box (English or French forms). */
export function isPoBox(line: string): boolean {
  return PO_BOX.test(line);
}

/** Whether an address line is a rural route. */
export function isRuralRoute(line: string): boolean {
  return RURAL_ROUTE.test(line);
}

/** The parts of an address the shipping rules read (API field names). */
export interface ShippingAddressLines {
  readonly address1: string;
  readonly address2?: string | null;
  readonly country: string;
}

/** Why merchandise cannot ship to an address (spec §5). */
export type DeliveryRestriction = 'po_box' | 'rural_route' | 'invalid_country';

/**
 * Whether merchandise can ship to an address (spec §5: Canadian street
 * addresses only): outside Canada first, then a P.O. box, then a rural
 * route, in either address line; null when it can.
 */
export function deliveryRestriction(address: ShippingAddressLines): DeliveryRestriction | null {
  if (address.country.trim().toUpperCase() !== SHIPPING_COUNTRY) {
    return 'invalid_country';
  }
  const lines = [address.address1, address.address2 ?? ''];
  if (lines.some(isPoBox)) {
    return 'po_box';
  }
  if (lines.some(isRuralRoute)) {
    return 'rural_route';
  }
  return null;
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
 * (Canadian ones), then the delivery restriction on address1 (or country
 * when outside Canada). An empty list means the address can be used.
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
  const restriction = missing.has('country') ? null : deliveryRestriction(address);
  if (restriction === 'invalid_country') {
    return [...problems, { field: 'country', key: ADDRESS_MESSAGE_KEYS.restricted, params: { restriction } }];
  }
  if (!missing.has('region_code') && !isCanadianRegionCode(address.region_code)) {
    problems.push({ field: 'region_code', key: ADDRESS_MESSAGE_KEYS.invalid, params: { field: 'region_code' } });
  }
  if (!missing.has('postal_code') && !isCanadianPostalCode(address.postal_code)) {
    problems.push({ field: 'postal_code', key: ADDRESS_MESSAGE_KEYS.invalid, params: { field: 'postal_code' } });
  }
  if (restriction !== null && !missing.has('address1')) {
    problems.push({ field: 'address1', key: ADDRESS_MESSAGE_KEYS.restricted, params: { restriction } });
  }
  return problems;
}
