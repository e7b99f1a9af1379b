import { passwordConfirmationProblem, passwordProblems, type PasswordProblem } from '../password/password-rule.ts';
import type { Locale } from '../locale/locale.ts';
import type { RegistrationConfig } from './registration-config.ts';
import { registrationFieldsProblems, type FieldProblem } from './registration-field.ts';
import { registrationSteps, type RegistrationStep } from './registration-steps.ts';

/** What the member has entered so far in the registration steps. */
export interface RegistrationDraft {
  /** Values of the verification and registration fields, by field id. */
  readonly values: Readonly<Record<number, string>>;
  readonly password: string;
  readonly passwordConfirmation: string;
  readonly marketing: boolean;
  readonly language: Locale;
  readonly termsAccepted: boolean;
}

/** One thing a step still needs before "next". */
export type DraftProblem =
  | { readonly target: 'field'; readonly fieldId: number; readonly problem: FieldProblem }
  | { readonly target: 'password'; readonly problems: readonly PasswordProblem[] }
  | { readonly target: 'passwordConfirmation'; readonly problem: PasswordProblem }
  | { readonly target: 'terms' };

/**
 * What keeps a step from going on (spec §4, §5): its configured fields'
 * problems (server regexes), the password rule and its confirmation, the
 * terms not accepted. The marketing and language steps always go on (a
 * choice, with a default).
 *
 * Always holds: empty exactly when the step's part of the draft is valid.
 */
export function registrationStepProblems(config: RegistrationConfig, step: RegistrationStep, draft: RegistrationDraft): DraftProblem[] {
  switch (step) {
    case 'verification':
    case 'details': {
      const fields = step === 'verification' ? config.verificationFields : config.registrationFields;
      return [...registrationFieldsProblems(fields, draft.values)].map(([fieldId, problem]) => ({ target: 'field', fieldId, problem }));
    }
    case 'password': {
      const problems: DraftProblem[] = [];
      const rule = passwordProblems(draft.password);
      if (rule.length > 0) problems.push({ target: 'password', problems: rule });
      const confirmation = passwordConfirmationProblem(draft.password, draft.passwordConfirmation);
      if (confirmation !== null) problems.push({ target: 'passwordConfirmation', problem: confirmation });
      return problems;
    }
    case 'terms':
      return draft.termsAccepted ? [] : [{ target: 'terms' }];
    default:
      return [];
  }
}

/**
 * The first step of the registration whose part of the draft is not valid
 * yet, or null when the draft can be submitted.
 */
export function firstIncompleteStep(config: RegistrationConfig, draft: RegistrationDraft): RegistrationStep | null {
  return registrationSteps(config).find((step) => registrationStepProblems(config, step, draft).length > 0) ?? null;
}
