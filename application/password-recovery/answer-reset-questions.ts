import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { registrationFieldsProblems, fieldValuesOf, type FieldProblem } from '@rewards-storefront/domain/registration/registration-field';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PasswordRecoveryGateway } from '../ports/password-recovery-gateway';
import { fieldErrorsByName } from '../registration/field-errors';
import { RECOVERY_FAILED_NOTICE } from '../registration/registration-notices';
import type { PasswordResetStore } from './password-reset-store';

/**
 * What answering the reset link's questions did: 'verified' (the new
 * password comes next); 'invalid' with the domain's problems by question
 * id (nothing sent); 'refused' with the API's field errors by name;
 * 'wrong-answers' with the wrong answers left; 'token-invalid'; 'failed'.
 */
export type AnswerResetQuestionsOutcome =
  | { readonly outcome: 'verified' | 'token-invalid' | 'failed' | 'not-asked' }
  | { readonly outcome: 'invalid'; readonly problems: ReadonlyMap<number, FieldProblem> }
  | { readonly outcome: 'refused'; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly outcome: 'wrong-answers'; readonly attemptsLeft: number };

/**
 * The business customer answers the recovery questions of the emailed link
 * (spec §7 forgot-password verify).
 *
 * Always holds: nothing is sent while an answer breaks its configured
 * regex; the store moves to the new password, counts the wrong answers
 * left, or marks the link invalid; other failures show the recovery error
 * notice and are reported.
 */
export class AnswerResetQuestions {
  constructor(
    private readonly gateway: PasswordRecoveryGateway,
    private readonly store: PasswordResetStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { answers: Readonly<Record<number, string>>; locale: Locale }): Promise<AnswerResetQuestionsOutcome> {
    const state = this.store.snapshot;
    if (state.status !== 'questions') return { outcome: 'not-asked' };
    const problems = registrationFieldsProblems(state.questions, input.answers);
    if (problems.size > 0) return { outcome: 'invalid', problems };
    const result = await this.gateway.answerQuestions(state.token, fieldValuesOf(state.questions, input.answers), input.locale);
    if (result.ok) {
      this.store.verified();
      return { outcome: 'verified' };
    }
    switch (result.reason) {
      case 'wrong-answers':
        this.store.attemptsLeft(result.attemptsLeft);
        return { outcome: 'wrong-answers', attemptsLeft: result.attemptsLeft };
      case 'token-invalid':
        this.store.invalid();
        return { outcome: 'token-invalid' };
      case 'invalid':
        return { outcome: 'refused', fieldErrors: fieldErrorsByName(result.fieldErrors) };
      default:
        this.errors.report('password reset questions', result);
        this.notifications.notify(RECOVERY_FAILED_NOTICE);
        return { outcome: 'failed' };
    }
  }
}
