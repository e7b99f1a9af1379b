import {
  deliveryRestriction,
  isCanadianPostalCode,
  isCanadianRegionCode,
  normalizePostalCode,
} from '@rewards-storefront/domain/address-book/shipping-address';
import type { AddressValidation, AddressToValidate } from '@openapi/schemas';

type ValidationError = AddressValidation['errors'][number];

/**
 * Address verification (POST /validateAddress, spec §5): the bank's address
 * service in production, the sandbox below in the reference deployment.
 */
export interface AddressVerifier {
  verify(address: AddressToValidate): Promise<AddressValidation>;
}

/** English messages of the verification errors (spec §8 'Address is invalid'). */
export const ADDRESS_VERIFICATION_MESSAGES = {
  missing: 'Address is invalid',
  poBox: 'We cannot deliver to a P.O. box. Please enter a street address.',
  ruralRoute: 'We cannot deliver to a rural route. Please enter a street address.',
  outsideCanada: 'We deliver to addresses in Canada only.',
  postalCode: 'Postal code is invalid',
  region: 'Province is invalid',
  streetNotFound: (street: string) => `We could not find the entered street name. The suggested street name is ${street}. Thank you!`,
} as const;

/** Streets the sandbox verifier "knows": a close misspelling of one gets it suggested. */
export const SANDBOX_KNOWN_STREETS = [
  'King Street West',
  'Queen Street East',
  'Yonge Street',
  'Bay Street',
  'Main Street',
  'Sherbrooke Street West',
  'Rue Sainte-Catherine',
  'Rue Saint-Denis',
  'Boulevard René-Lévesque',
  'Wellington Street',
  'Granville Street',
  'Jasper Avenue',
];

const STREET_TYPES: ReadonlyArray<[RegExp, string]> = [
  [/\bSt\.?$/i, 'Street'],
  [/\bAve\.?$/i, 'Avenue'],
  [/\bRd\.?$/i, 'Road'],
  [/\bBlvd\.?$/i, 'Boulevard'],
  [/\bDr\.?$/i, 'Drive'],
  [/\bSt\.? W\.?$/i, 'Street West'],
  [/\bSt\.? E\.?$/i, 'Street East'],
];

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j]!;
      previous[j] = Math.min(previous[j]! + 1, previous[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** "100 king st w" → number "100", street "king st w". */
function splitStreetLine(line: string): { number: string; street: string } {
  const match = /^\s*(\d+[A-Za-z]?(?:-\d+)?)\s+(.*)$/.exec(line);
  return match ? { number: match[1]!, street: match[2]!.trim() } : { number: '', street: line.trim() };
}

function expandStreetType(street: string): string {
  for (const [pattern, full] of [...STREET_TYPES].reverse()) {
    if (pattern.test(street)) return street.replace(pattern, full);
  }
  return street;
}

/**
 * The sandbox verifier (decisions §3): a missing street line is
 * MISSING_ADDRESS; a P.O. box, rural route or country other than Canada is
 * refused (PO_BOX_ERROR, RURAL_ROUTE_ERROR, OUTSIDE_CANADA); a postal code or
 * province that is not Canadian is an error; a street within two letters of
 * one it knows is STREET_NOT_FOUND with that street as the suggestion.
 * Otherwise it suggests the address written its way (street types spelled
 * out, postal code "A1A 1A1", province in capitals) when that differs.
 */
export class SandboxAddressVerifier implements AddressVerifier {
  async verify(address: AddressToValidate): Promise<AddressValidation> {
    const errors: ValidationError[] = [];
    const address1 = (address.address1 ?? '').trim();
    const country = (address.country ?? '').trim().toUpperCase();
    const error = (field: string, code: ValidationError['code'], message: string, suggestion: string | null = null) =>
      errors.push({ field, code, message, suggestion });

    if (address1 === '' || (address.city ?? '').trim() === '') {
      error(address1 === '' ? 'address1' : 'city', 'MISSING_ADDRESS', ADDRESS_VERIFICATION_MESSAGES.missing);
      return { suggestion: null, errors };
    }
    const restriction = deliveryRestriction({ address1, address2: address.address2 ?? null, country });
    if (restriction === 'invalid_country') error('country', 'OUTSIDE_CANADA', ADDRESS_VERIFICATION_MESSAGES.outsideCanada);
    if (restriction === 'po_box') error('address1', 'PO_BOX_ERROR', ADDRESS_VERIFICATION_MESSAGES.poBox);
    if (restriction === 'rural_route') error('address1', 'RURAL_ROUTE_ERROR', ADDRESS_VERIFICATION_MESSAGES.ruralRoute);
    if (restriction === 'invalid_country') return { suggestion: null, errors };
    if (!isCanadianPostalCode(address.postal_code ?? '')) error('postal_code', 'INVALID_POSTAL_CODE', ADDRESS_VERIFICATION_MESSAGES.postalCode);
    if (!isCanadianRegionCode(address.region_code ?? '')) error('region_code', 'INVALID_REGION', ADDRESS_VERIFICATION_MESSAGES.region);
    if (errors.length > 0) return { suggestion: null, errors };

    const { number, street } = splitStreetLine(address1);
    const expanded = expandStreetType(street);
    const known = SANDBOX_KNOWN_STREETS.find((candidate) => candidate.toLowerCase() === expanded.toLowerCase());
    const close = known ? undefined : SANDBOX_KNOWN_STREETS.find((candidate) => editDistance(candidate.toLowerCase(), expanded.toLowerCase()) <= 2);
    if (close) {
      error('address1', 'STREET_NOT_FOUND', ADDRESS_VERIFICATION_MESSAGES.streetNotFound(close), close);
      return { suggestion: null, errors };
    }
    const suggestion = {
      ...(address.first_name !== undefined ? { first_name: address.first_name } : {}),
      ...(address.last_name !== undefined ? { last_name: address.last_name } : {}),
      address1: [number, known ?? expanded].filter(Boolean).join(' '),
      address2: address.address2?.trim() || null,
      city: (address.city ?? '').trim(),
      region_code: (address.region_code ?? '').trim().toUpperCase(),
      postal_code: normalizePostalCode(address.postal_code ?? ''),
      country,
    };
    const same =
      suggestion.address1 === address1 &&
      suggestion.address2 === (address.address2 ?? null) &&
      suggestion.city === address.city &&
      suggestion.region_code === address.region_code &&
      suggestion.postal_code === address.postal_code &&
      suggestion.country === address.country;
    return { suggestion: same ? null : suggestion, errors: [] };
  }
}
