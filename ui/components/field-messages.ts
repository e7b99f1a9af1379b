import type { PasswordProblem } from '@rewards-storefront/domain/password/password-rule';
import type { RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import type { FieldProblem } from '@rewards-storefront/domain/registration/registration-field';
import type { TFunction } from 'i18next';

/**
 * A configured field's problem as the member reads it: the generic messages
 * of spec §5 with the field's label, or the field's own message (the
 * programme's, already in the page's language) when its regex does not match.
 */
export function fieldProblemText(t: TFunction, field: Pick<RegistrationField, 'label'>, problem: FieldProblem): string {
  switch (problem.kind) {
    case 'required':
      return t('validation.required', { field: field.label });
    case 'too-long':
      return t('validation.max', { field: field.label, length: problem.max });
    default:
      return problem.message;
  }
}

/** The password rule's unmet parts in one sentence: "Your password needs a digit, a special character…". */
export function passwordProblemsText(t: TFunction, problems: readonly PasswordProblem[]): string {
  return t('passwordRule.invalid', { missing: problems.map((problem) => t(problem.key, problem.params ?? {})).join(', ') });
}
