import { VALIDATION_MESSAGE_KEYS, fieldMessagesOf, type FieldIssue, type FormValidation } from '../validation/validation-message.ts';

/** The longest username or password the sign-in form accepts (the API's limit). */
export const SIGN_IN_FIELD_MAX_LENGTH = 255;

/** What the sign-in form submits once valid. */
export interface SignInForm {
  readonly username: string;
  readonly password: string;
}

/** The name of a sign-in form field, as `params.field` of its messages. */
export type SignInField = keyof SignInForm;

/**
 * The outcome of checking the sign-in form: the cleaned values, or one
 * message per invalid field (keyed by the empty string when the input is no
 * form at all).
 */
export type SignInFormResult = FormValidation<SignInForm, SignInField | ''>;

/**
 * Checks sign-in input without throwing: username and password, each
 * required and at most {@link SIGN_IN_FIELD_MAX_LENGTH} characters.
 *
 * Always holds: every message key is one of `VALIDATION_MESSAGE_KEYS`
 * ("validation.required" with `{ field }` when the field is missing, blank
 * or not text, "validation.max" with `{ field, length }`,
 * "validation.invalid" keyed by '' when the input is not a form object at
 * all), never an English sentence; `value` holds the two fields only.
 * The username is trimmed (a pasted trailing space is not part of it, and a
 * blank one is missing); the password is taken exactly as typed.
 */
export function validateSignInForm(input: unknown): SignInFormResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: fieldMessagesOf([{ field: '', key: VALIDATION_MESSAGE_KEYS.invalid }]) };
  }
  const form = input as Partial<Record<SignInField, unknown>>;
  const username = checkField('username', form.username, (typed) => typed.trim());
  const password = checkField('password', form.password, (typed) => typed);
  if ('value' in username && 'value' in password) {
    return { ok: true, value: { username: username.value, password: password.value } };
  }
  return { ok: false, errors: fieldMessagesOf([username, password].flatMap((checked) => ('issue' in checked ? [checked.issue] : []))) };
}

/** A field's cleaned text, or its problem: missing (not text, or empty once cleaned) or longer than {@link SIGN_IN_FIELD_MAX_LENGTH}. */
function checkField(
  field: SignInField,
  raw: unknown,
  clean: (typed: string) => string,
): { readonly value: string } | { readonly issue: FieldIssue<SignInField> } {
  const value = typeof raw === 'string' ? clean(raw) : '';
  if (value.length === 0) return { issue: { field, key: VALIDATION_MESSAGE_KEYS.required } };
  if (value.length > SIGN_IN_FIELD_MAX_LENGTH) {
    return { issue: { field, key: VALIDATION_MESSAGE_KEYS.max, params: { length: SIGN_IN_FIELD_MAX_LENGTH } } };
  }
  return { value };
}
