import { fieldMessagesOf, formValidation, type FormValidation } from '../validation/validation-message.ts';
import {
  ADDRESS_MESSAGE_KEYS,
  normalizePostalCode,
  shippingAddressProblems,
  type AddressFieldProblem,
  type ShippingAddressFields,
} from './shipping-address.ts';

/** What the new-address form of the checkout holds, every field as typed. */
export interface ShippingAddressForm {
  readonly first_name: string;
  readonly last_name: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly region_code: string;
  readonly postal_code: string;
  readonly country: string;
}

/** An address ready to ship to: trimmed, province in capitals, postal code as Canada Post writes it, no empty second line. */
export interface ShippingAddress extends ShippingAddressFields {
  readonly address2: string | null;
}

/**
 * The i18n key of an address problem: the generic required and invalid
 * messages (with `{ field }`), and one text per delivery restriction
 * ("address.restricted.po_box", "…rural_route", "…invalid_country").
 */
export function addressProblemKey(problem: AddressFieldProblem): string {
  return problem.key === ADDRESS_MESSAGE_KEYS.restricted ? `${problem.key}.${problem.params['restriction']}` : problem.key;
}

/**
 * Checks the new shipping address form (spec §5: merchandise ships to
 * Canadian street addresses only): every problem of
 * `shippingAddressProblems` on its field, whose key is
 * {@link addressProblemKey}; the form as typed when it has none (what the
 * form submits; {@link toShippingAddress} cleans it for the API).
 */
export function validateShippingAddressForm(form: ShippingAddressForm): FormValidation<ShippingAddressForm, keyof ShippingAddressForm> {
  const problems = shippingAddressProblems(form);
  return formValidation(
    form,
    fieldMessagesOf(problems.map((problem) => ({ field: problem.field, key: addressProblemKey(problem), params: problem.params }))),
  );
}

/** The address the form describes, cleaned for the API (see {@link ShippingAddress}). */
export function toShippingAddress(form: ShippingAddressForm): ShippingAddress {
  const address2 = form.address2.trim();
  return {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    address1: form.address1.trim(),
    address2: address2 === '' ? null : address2,
    city: form.city.trim(),
    region_code: form.region_code.trim().toUpperCase(),
    postal_code: normalizePostalCode(form.postal_code),
    country: form.country.trim().toUpperCase(),
  };
}
