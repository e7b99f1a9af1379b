import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { FieldValue, RegistrationConfig } from '@rewards-storefront/domain/registration/registration-config';
import { fieldValuesOf, registrationFieldsProblems, type FieldProblem } from '@rewards-storefront/domain/registration/registration-field';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RegistrationGateway } from '../ports/registration-gateway';
import type { RegistrationStore } from './registration-store';

/**
 * What asking for the link again did: 'sent'; 'invalid' with the problems
 * of the card details typed (nothing sent); 'too-many-attempts'; 'failed';
 * 'nothing-to-resend' when there are neither card details nor a
 * registration submitted in this visit.
 */
export type ResendConfirmationOutcome =
  | { readonly outcome: 'sent' | 'too-many-attempts' | 'failed' | 'nothing-to-resend' }
  | { readonly outcome: 'invalid'; readonly problems: ReadonlyMap<number, FieldProblem> };

/** Card details typed to ask for a new link (after the visit that registered, or when the link expired). */
export interface ResendAnswers {
  readonly config: RegistrationConfig;
  readonly values: Readonly<Record<number, string>>;
}

/**
 * The member did not get the confirmation email, or its link expired, and
 * asks for it again (spec §7 user-email): with the verification answers of
 * the registration just submitted, or with the card details typed again.
 *
 * Always holds: typed details are checked by their regexes first; the API
 * answers alike whoever they name, so the notice never tells whether a
 * registration waits; a failure shows the registration error notice and is
 * reported.
 */
export class ResendConfirmation {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly store: RegistrationStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { locale: Locale; answers?: ResendAnswers }): Promise<ResendConfirmationOutcome> {
    const { answers, locale } = input;
    const submitted = this.store.snapshot.submitted;
    let request: { readonly registrationId: number; readonly verification: readonly FieldValue[] };
    if (answers) {
      const problems = registrationFieldsProblems(answers.config.verificationFields, answers.values);
      if (problems.size > 0) return { outcome: 'invalid', problems };
      request = { registrationId: answers.config.id, verification: fieldValuesOf(answers.config.verificationFields, answers.values) };
    } else if (submitted) {
      request = submitted;
    } else {
      return { outcome: 'nothing-to-resend' };
    }
    const result = await this.gateway.resendConfirmation(request.registrationId, request.verification, locale);
    if (result.ok) {
      this.notifications.notify({
        kind: 'success',
        title: { key: 'registration.notice.resentTitle' },
        description:
          !answers && submitted
            ? { key: 'registration.notice.resent', params: { email: submitted.email } }
            : { key: 'registration.notice.resentIfWaiting' },
      });
      return { outcome: 'sent' };
    }
    if (result.reason === 'too-many-attempts') return { outcome: 'too-many-attempts' };
    this.errors.report('registration email resend', result);
    this.notifications.notify({
      kind: 'danger',
      title: { key: 'registration.notice.failedTitle' },
      description: { key: 'registration.notice.resendFailed' },
    });
    return { outcome: 'failed' };
  }
}
