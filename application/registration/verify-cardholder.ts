import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RegistrationConfig } from '@rewards-storefront/domain/registration/registration-config';
import { registrationStepProblems, type DraftProblem, type RegistrationDraft } from '@rewards-storefront/domain/registration/registration-draft';
import { fieldValuesOf } from '@rewards-storefront/domain/registration/registration-field';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RegistrationGateway } from '../ports/registration-gateway';
import { fieldErrorsByName } from './field-errors';
import { REGISTRATION_FAILED_NOTICE } from './registration-notices';

/**
 * What checking the verification step did: 'verified' (go on); 'invalid'
 * with the domain's problems (nothing sent); 'refused' with the API's
 * field errors by field name; 'not-verified' (the answers name nobody who
 * may register); 'too-many-attempts'; 'failed' (the registration error
 * notice shows).
 */
export type VerifyCardholderOutcome =
  | { readonly outcome: 'verified' | 'not-verified' | 'too-many-attempts' | 'failed' }
  | { readonly outcome: 'invalid'; readonly problems: readonly DraftProblem[] }
  | { readonly outcome: 'refused'; readonly fieldErrors: Readonly<Record<string, string>> };

/**
 * "Next" on the verification step (spec §4): the answers are checked by the
 * configured regexes first, then by the API, so the member learns at once
 * when the card details do not match.
 *
 * Always holds: nothing is sent while a field breaks its regex; a failure
 * other than a refusal shows the registration error notice (spec §8) and is
 * reported.
 */
export class VerifyCardholder {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { config: RegistrationConfig; draft: RegistrationDraft; locale: Locale }): Promise<VerifyCardholderOutcome> {
    const { config, draft, locale } = input;
    const problems = registrationStepProblems(config, 'verification', draft);
    if (problems.length > 0) return { outcome: 'invalid', problems };
    const result = await this.gateway.verifyCardholder(config.id, fieldValuesOf(config.verificationFields, draft.values), locale);
    if (result.ok) return { outcome: 'verified' };
    if (result.reason === 'not-verified' || result.reason === 'too-many-attempts') return { outcome: result.reason };
    if (result.reason === 'invalid') return { outcome: 'refused', fieldErrors: fieldErrorsByName(result.fieldErrors) };
    this.errors.report('registration verification', result);
    this.notifications.notify(REGISTRATION_FAILED_NOTICE);
    return { outcome: 'failed' };
  }
}
