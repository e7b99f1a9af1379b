import type {
  ConfirmEmailResult,
  RegisterResult,
  RegistrationConfigResult,
  RegistrationGateway,
  RegistrationInfo,
  ResendConfirmationResult,
  VerifyCardholderResult,
} from '@application/ports/registration-gateway';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { FieldValue, RegistrationConfig, RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';

/** A configured field as the domain reads it (spec §3's menu title is the label). */
export function toRegistrationField(api: Api.RegistrationField): RegistrationField {
  return {
    id: api.id,
    name: api.name,
    dataType: api.data_type,
    label: api.menu_title,
    description: api.description,
    placeholder: api.placeholder,
    regex: api.regex,
    errorMessage: api.error_message,
    required: api.required,
  };
}

export function toRegistrationConfig(api: Api.ProgramRegistration): RegistrationConfig {
  return {
    id: api.id,
    hasVerification: api.has_verification,
    hasMarketingPreference: api.has_marketing_preference,
    hasPreferredLanguage: api.has_preferred_language,
    hasTerms: api.has_terms,
    verificationFields: api.verification_fields.map(toRegistrationField),
    registrationFields: api.registration_fields.map(toRegistrationField),
    terms: api.terms ? { id: api.terms.id, title: api.terms.title, description: api.terms.description } : null,
  };
}

const toValues = (values: readonly FieldValue[]) => values.map(({ id, value }) => ({ id, value }));

/** 422 REGISTRATION_VERIFICATION_FAILED and 429 are the verification's refusals. */
function verificationRefusal(status: number, code: string) {
  if (status === 422 && code === 'REGISTRATION_VERIFICATION_FAILED') return { reason: 'not-verified' } as const;
  if (status === 429) return { reason: 'too-many-attempts' } as const;
  return null;
}

/**
 * RegistrationGateway over the programme API: GET
 * /member/program/{slug}/program-registration, POST
 * /member/program-registration/{id}/verify, /user-registration and
 * /user-email, GET /member/email/verify.
 */
export class HttpRegistrationGateway implements RegistrationGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  getConfiguration(locale: Locale): Promise<RegistrationConfigResult> {
    return callApi(
      () =>
        this.client.GET('/member/program/{slug}/program-registration', { params: { path: { slug: this.programSlug }, query: { locale } } }),
      (data) => ({ ok: true, config: toRegistrationConfig(data.data) }) as const,
    );
  }

  verifyCardholder(registrationId: number, verification: readonly FieldValue[], locale: Locale): Promise<VerifyCardholderResult> {
    return callApi(
      () =>
        this.client.POST('/member/program-registration/{id}/verify', {
          params: { path: { id: registrationId } },
          body: { registration_verification: toValues(verification), locale },
        }),
      () => ({ ok: true }) as const,
      verificationRefusal,
    );
  }

  register(registrationId: number, info: RegistrationInfo): Promise<RegisterResult> {
    return callApi(
      () =>
        this.client.POST('/member/program-registration/{id}/user-registration', {
          params: { path: { id: registrationId } },
          body: {
            program: this.programSlug,
            registration_verification: toValues(info.verification),
            registration_fields: toValues(info.fields),
            password: info.password,
            ...(info.hasMarketingEnabled === null ? {} : { has_marketing_enabled: info.hasMarketingEnabled }),
            ...(info.preferredLanguage === null ? {} : { preferred_language: info.preferredLanguage }),
            terms_id: info.termsId,
            locale: info.locale,
          },
        }),
      (data) => ({ ok: true, email: data.data.email }) as const,
      (status, code) =>
        status === 409 && code === 'USER_ACCOUNT_TAKEN' ? { reason: 'username-taken' } : verificationRefusal(status, code),
    );
  }

  resendConfirmation(registrationId: number, verification: readonly FieldValue[], locale: Locale): Promise<ResendConfirmationResult> {
    return callApi(
      () =>
        this.client.POST('/member/program-registration/{id}/user-email', {
          params: { path: { id: registrationId } },
          body: { registration_verification: toValues(verification), locale },
        }),
      () => ({ ok: true }) as const,
      (status) => (status === 429 ? { reason: 'too-many-attempts' } : null),
    );
  }

  confirmEmail(token: string, locale: Locale): Promise<ConfirmEmailResult> {
    return callApi(
      () => this.client.GET('/member/email/verify', { params: { query: { token, locale } } }),
      (data) =>
        ({ ok: true, alreadyConfirmed: data.data.code === 'already_verified', emailChanged: data.data.code === 'email_changed' }) as const,
      // A link that is not a token at all (400) is as invalid as an unknown one.
      (status, code) => ((status === 422 && code === 'TOKEN_INVALID') || status === 400 ? { reason: 'token-invalid' } : null),
    );
  }
}
