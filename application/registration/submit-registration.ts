import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { RegistrationConfig } from '@rewards-storefront/domain/registration/registration-config';
import { firstIncompleteStep, type RegistrationDraft } from '@rewards-storefront/domain/registration/registration-draft';
import { fieldValuesOf } from '@rewards-storefront/domain/registration/registration-field';
import type { RegistrationStep } from '@rewards-storefront/domain/registration/registration-steps';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RegistrationGateway } from '../ports/registration-gateway';
import { fieldErrorsByName, stepOfFieldErrors } from './field-errors';
import { REGISTRATION_FAILED_NOTICE } from './registration-notices';
import type { RegistrationStore } from './registration-store';

/**
 * What submitting did: 'registered' (the confirmation link went to
 * `email`); 'incomplete' (a step is not valid yet, nothing sent); 'refused'
 * with the API's field errors and the step they belong to; 'not-verified'
 * (the verification answers no longer name a cardholder who may
 * register); 'username-taken'; 'too-many-attempts'; 'failed' (the
 * registration error notice shows).
 */
export type SubmitRegistrationOutcome =
  | { readonly outcome: 'registered'; readonly email: string }
  | { readonly outcome: 'incomplete'; readonly step: RegistrationStep }
  | { readonly outcome: 'refused'; readonly step: RegistrationStep | null; readonly fieldErrors: Readonly<Record<string, string>> }
  | { readonly outcome: 'not-verified' | 'username-taken' | 'too-many-attempts' | 'failed' };

/**
 * "Next" on the last step submits the registration (spec §4): the
 * verification answers, the registration fields, the password, and the
 * marketing, language and terms choices the programme asks for.
 *
 * Always holds: nothing is sent while a step is incomplete (the domain's
 * rules); a registration the API accepts is remembered with its answers
 * for the verification page; a failure that is not a refusal shows the
 * registration error notice (spec §8) and is reported.
 */
export class SubmitRegistration {
  constructor(
    private readonly gateway: RegistrationGateway,
    private readonly store: RegistrationStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { config: RegistrationConfig; draft: RegistrationDraft; locale: Locale }): Promise<SubmitRegistrationOutcome> {
    const { config, draft, locale } = input;
    const incomplete = firstIncompleteStep(config, draft);
    if (incomplete !== null) return { outcome: 'incomplete', step: incomplete };
    const verification = fieldValuesOf(config.verificationFields, draft.values);
    const result = await this.gateway.register(config.id, {
      verification,
      fields: fieldValuesOf(config.registrationFields, draft.values),
      password: draft.password,
      hasMarketingEnabled: config.hasMarketingPreference ? draft.marketing : null,
      preferredLanguage: config.hasPreferredLanguage ? draft.language : null,
      termsId: config.hasTerms ? (config.terms?.id ?? null) : null,
      locale,
    });
    if (result.ok) {
      this.store.submitted({ registrationId: config.id, email: result.email, verification });
      return { outcome: 'registered', email: result.email };
    }
    switch (result.reason) {
      case 'not-verified':
      case 'username-taken':
      case 'too-many-attempts':
        return { outcome: result.reason };
      case 'invalid':
        return { outcome: 'refused', step: stepOfFieldErrors(result.fieldErrors), fieldErrors: fieldErrorsByName(result.fieldErrors) };
      default:
        this.errors.report('registration', result);
        this.notifications.notify(REGISTRATION_FAILED_NOTICE);
        return { outcome: 'failed' };
    }
  }
}
