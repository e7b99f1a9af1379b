import { z } from 'zod/mini';
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
 * The new shipping address form (spec §5: merchandise ships to Canadian
 * street addresses only): every problem of `shippingAddressProblems`, one
 * issue per field, whose message is {@link addressProblemKey}.
 */
export const shippingAddressFormSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    region_code: z.string(),
    postal_code: z.string(),
    country: z.string(),
  })
  .check(
    z.superRefine((form, context) => {
      for (const problem of shippingAddressProblems(form)) {
        context.addIssue({ code: 'custom', path: [problem.field], message: addressProblemKey(problem), input: form[problem.field] });
      }
    }),
  );

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
