import type {
  AnswerQuestionsResult,
  CheckResetTokenResult,
  PasswordRecoveryGateway,
  RequestResetResult,
  SetNewPasswordResult,
} from '@application/ports/password-recovery-gateway';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { FieldValue } from '@rewards-storefront/domain/registration/registration-config';
import { callApi } from './call-api';
import { toRegistrationField } from './http-registration-gateway';
import type { ProgrammeApiClient } from './openapi-client';

/** 422 TOKEN_INVALID, and a link that is not a token at all (400 on the token), are an invalid link. */
function tokenRefusal(status: number, code: string) {
  return (status === 422 && code === 'TOKEN_INVALID') || (status === 400 && code === 'VALIDATION_ERROR')
    ? ({ reason: 'token-invalid' } as const)
    : null;
}

function attemptsLeftOf(data: unknown): number {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['attempts_left'] : undefined;
  return typeof value === 'number' ? value : 0;
}

/**
 * PasswordRecoveryGateway over the programme API: POST
 * /program/{slug}/forgot-password, GET /program/{slug}/verify-token, POST
 * /program/{slug}/forgot-password/verify and /new-password.
 */
export class HttpPasswordRecoveryGateway implements PasswordRecoveryGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  requestReset(username: string, locale: Locale): Promise<RequestResetResult> {
    return callApi(
      () =>
        this.client.POST('/program/{slug}/forgot-password', {
          params: { path: { slug: this.programSlug } },
          body: { user_account: username, locale },
        }),
      () => ({ ok: true }) as const,
      (status) => (status === 429 ? { reason: 'too-many-attempts' } : null),
    );
  }

  checkToken(token: string, locale: Locale): Promise<CheckResetTokenResult> {
    return callApi(
      () => this.client.GET('/program/{slug}/verify-token', { params: { path: { slug: this.programSlug }, query: { token, locale } } }),
      ({ data }) =>
        ({
          ok: true,
          verified: data.verified,
          attemptsLeft: data.attempts_left,
          questions: data.password_verification_fields.map(toRegistrationField),
        }) as const,
      tokenRefusal,
    );
  }

  answerQuestions(token: string, answers: readonly FieldValue[], locale: Locale): Promise<AnswerQuestionsResult> {
    return callApi(
      () =>
        this.client.POST('/program/{slug}/forgot-password/verify', {
          params: { path: { slug: this.programSlug } },
          body: { token, password_verifications: answers.map(({ id, value }) => ({ id, value })), locale },
        }),
      () => ({ ok: true }) as const,
      (status, code, { data }) =>
        status === 422 && code === 'PASSWORD_VERIFICATION_FAILED'
          ? { reason: 'wrong-answers', attemptsLeft: attemptsLeftOf(data) }
          : status === 422 && code === 'TOKEN_INVALID'
            ? { reason: 'token-invalid' }
            : null,
    );
  }

  setNewPassword(token: string, password: string, locale: Locale): Promise<SetNewPasswordResult> {
    return callApi(
      () =>
        this.client.POST('/program/{slug}/forgot-password/new-password', {
          params: { path: { slug: this.programSlug } },
          body: { token, new_password: password, locale },
        }),
      () => ({ ok: true }) as const,
      (status, code) => {
        if (status === 422 && code === 'TOKEN_INVALID') return { reason: 'token-invalid' };
        if (status === 422 && code === 'PASSWORD_USED_ALREADY') return { reason: 'password-used' };
        if (status === 409 && code === 'TOKEN_NOT_VERIFIED') return { reason: 'not-verified' };
        return null;
      },
    );
  }
}
