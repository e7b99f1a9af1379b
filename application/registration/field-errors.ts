import type { RegistrationStep } from '@rewards-storefront/domain/registration/registration-steps';
import type { FieldError } from '../ports/gateway-failure';

/**
 * Field errors the API named, by field: the name after the step's prefix
 * (`registration_fields.user_account` is `user_account`), `password` and
 * `terms_id` as they are; the first message of each field wins.
 */
export function fieldErrorsByName(errors: readonly FieldError[]): Readonly<Record<string, string>> {
  const byName: Record<string, string> = {};
  for (const { field, message } of errors) {
    const name = field.slice(field.indexOf('.') + 1);
    byName[name] ??= message;
  }
  return byName;
}

/** The registration step whose part the API blamed first, by its field errors; null when none is a step's. */
export function stepOfFieldErrors(errors: readonly FieldError[]): RegistrationStep | null {
  for (const { field } of errors) {
    if (field.startsWith('registration_verification.')) return 'verification';
    if (field.startsWith('registration_fields.')) return 'details';
    if (field === 'password') return 'password';
    if (field === 'terms_id') return 'terms';
  }
  return null;
}
