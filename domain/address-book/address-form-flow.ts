import type { AddressFormValues } from './new-address.ts';
import type { SavedAddress } from './saved-address.ts';
import type { AddressFieldProblem } from './shipping-address.ts';

/** A field of the address form. */
export type AddressFormField = keyof AddressFormValues;

/** The verification refusals the form names (spec §5); any other code reads as a missing address. */
export const ADDRESS_VERIFICATION_CODES = [
  'MISSING_ADDRESS',
  'PO_BOX_ERROR',
  'RURAL_ROUTE_ERROR',
  'OUTSIDE_CANADA',
  'INVALID_POSTAL_CODE',
  'INVALID_REGION',
] as const;

export type AddressVerificationCode = (typeof ADDRESS_VERIFICATION_CODES)[number];

/** The code whose message the form shows for the server's verification error `code`. */
export function verificationMessageCode(code: string): AddressVerificationCode {
  return (ADDRESS_VERIFICATION_CODES as readonly string[]).includes(code) ? (code as AddressVerificationCode) : 'MISSING_ADDRESS';
}

/** A saved address as the form's values; an absent second line, email or phone is an empty field. */
export function addressFormOf(address: SavedAddress): AddressFormValues {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    region_code: address.regionCode,
    postal_code: address.postalCode,
    country: address.country,
    email: address.email ?? '',
    phone: address.phone ?? '',
  };
}

/** The form's values as the lines of an address on screen; an empty second line is none. */
export function addressLinesOf(values: AddressFormValues) {
  return {
    address1: values.address1,
    address2: values.address2 || null,
    city: values.city,
    regionCode: values.region_code,
    postalCode: values.postal_code,
    country: values.country,
  };
}

/** Editing the fields, or choosing between the address entered and the verified one (spec §5). */
export type AddressFormPhase =
  | { readonly kind: 'editing' }
  | { readonly kind: 'choosing'; readonly verified: AddressFormValues; readonly streetName: string | null };

export interface AddressFormState<FieldError extends { readonly field: string }> {
  readonly form: AddressFormValues;
  readonly isDefault: boolean;
  readonly phase: AddressFormPhase;
  readonly choice: 'entered' | 'verified';
  readonly problems: readonly AddressFieldProblem[];
  readonly fieldErrors: readonly FieldError[];
  readonly errorCode: string | null;
  readonly saving: boolean;
}

/** The form as it opens: the values given, editing, nothing refused. */
export function initialAddressForm<FieldError extends { readonly field: string }>(
  form: AddressFormValues,
  isDefault: boolean,
): AddressFormState<FieldError> {
  return { form, isDefault, phase: { kind: 'editing' }, choice: 'verified', problems: [], fieldErrors: [], errorCode: null, saving: false };
}

/** What saving the address answered (the SaveAddress use case's outcome). */
export type AddressSaveAnswer<FieldError> =
  | { readonly outcome: 'saved' | 'failed' }
  | { readonly outcome: 'problems'; readonly problems: readonly AddressFieldProblem[] }
  | { readonly outcome: 'suggestion'; readonly verified: AddressFormValues }
  | { readonly outcome: 'street-suggestion'; readonly streetName: string; readonly verified: AddressFormValues }
  | { readonly outcome: 'error'; readonly code: string }
  | { readonly outcome: 'invalid'; readonly fieldErrors: readonly FieldError[] };

export type AddressFormEvent<FieldError> =
  | { readonly type: 'edit'; readonly field: AddressFormField; readonly value: string }
  | { readonly type: 'default'; readonly isDefault: boolean }
  | { readonly type: 'choose'; readonly choice: 'entered' | 'verified' }
  | { readonly type: 'change-address' }
  | { readonly type: 'saving' }
  | { readonly type: 'answered'; readonly answer: AddressSaveAnswer<FieldError> };

/**
 * The address form and its verification step as a state machine. Each
 * answer replaces the previous one's problems, field errors and error code;
 * a suggestion (of an address or a street) opens the choice with the
 * verified address chosen; any other answer goes back to editing, and so
 * does "change address".
 */
export function addressFormFlow<FieldError extends { readonly field: string }>(
  state: AddressFormState<FieldError>,
  event: AddressFormEvent<FieldError>,
): AddressFormState<FieldError> {
  switch (event.type) {
    case 'edit':
      return { ...state, form: { ...state.form, [event.field]: event.value } };
    case 'default':
      return { ...state, isDefault: event.isDefault };
    case 'choose':
      return { ...state, choice: event.choice };
    case 'change-address':
      return { ...state, phase: { kind: 'editing' } };
    case 'saving':
      return { ...state, saving: true };
    case 'answered': {
      const { answer } = event;
      const answered: AddressFormState<FieldError> = {
        ...state,
        saving: false,
        problems: answer.outcome === 'problems' ? answer.problems : [],
        fieldErrors: answer.outcome === 'invalid' ? answer.fieldErrors : [],
        errorCode: answer.outcome === 'error' ? answer.code : null,
      };
      if (answer.outcome === 'suggestion' || answer.outcome === 'street-suggestion') {
        const streetName = answer.outcome === 'street-suggestion' ? answer.streetName : null;
        return { ...answered, choice: 'verified', phase: { kind: 'choosing', verified: answer.verified, streetName } };
      }
      // A saved address leaves the form; its phase no longer matters.
      return answer.outcome === 'saved' ? answered : { ...answered, phase: { kind: 'editing' } };
    }
  }
}

/** What "save" sends: the verified address when the member chose it, else the one entered; confirmed once choosing. */
export function addressToSave(state: AddressFormState<{ readonly field: string }>): { address: AddressFormValues; confirmed: boolean } {
  const choosing = state.phase.kind === 'choosing';
  return { address: state.phase.kind === 'choosing' && state.choice === 'verified' ? state.phase.verified : state.form, confirmed: choosing };
}

/**
 * What is wrong with `field`, for its message: the domain's problem when
 * there is one, else 'invalid' when the server refused the field, else null.
 */
export function addressFieldProblem(
  state: Pick<AddressFormState<{ readonly field: string }>, 'problems' | 'fieldErrors'>,
  field: AddressFormField,
): AddressFieldProblem | 'invalid' | null {
  const problem = state.problems.find((candidate) => candidate.field === field);
  if (problem) return problem;
  return state.fieldErrors.some((error) => error.field === field) ? 'invalid' : null;
}
