/** One error of an address validation answer (POST /validateAddress). */
export interface AddressValidationError {
  readonly field: string;
  readonly code?: string;
  readonly message: string;
  /** For the street line: the street name the verifier found instead. */
  readonly suggestion?: string | null;
}

/** The answer of an address validation: a suggested address, or errors, or neither. */
export interface AddressValidationAnswer<Address> {
  readonly suggestion?: Address | null;
  readonly errors?: readonly AddressValidationError[];
}

/** What the address form does with the answer (spec §5). */
export type AddressValidationOutcome<Address> =
  | { readonly kind: 'suggestion'; readonly suggestion: Address }
  | { readonly kind: 'street-suggestion'; readonly streetName: string }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'valid' }
  | { readonly kind: 'failed' };

/** The field names the street line goes by. */
const STREET_FIELDS = ['address1', 'street1'];

/**
 * The address suggestion flow of spec §5 over a validation answer (null
 * when the call failed: a generic error): a suggested address is offered
 * (the member chooses between it and the entered one); otherwise, when the
 * street line's error carries a suggestion, the suggested-street notice
 * with that street name; otherwise the first error's message; with neither
 * suggestion nor errors the address is valid.
 */
export function addressValidationOutcome<Address>(answer: AddressValidationAnswer<Address> | null): AddressValidationOutcome<Address> {
  if (answer === null) {
    return { kind: 'failed' };
  }
  if (answer.suggestion) {
    return { kind: 'suggestion', suggestion: answer.suggestion };
  }
  const errors = answer.errors ?? [];
  const street = errors.find((error) => STREET_FIELDS.includes(error.field) && error.suggestion);
  if (street?.suggestion) {
    return { kind: 'street-suggestion', streetName: street.suggestion };
  }
  const first = errors[0];
  return first === undefined ? { kind: 'valid' } : { kind: 'error', message: first.message };
}

/** The i18n key of the suggested-street notice ('We could not find the entered street name. The suggested street name is {street_name}. Thank you!'). */
export const STREET_SUGGESTION_MESSAGE_KEY = 'address.streetSuggestion';
