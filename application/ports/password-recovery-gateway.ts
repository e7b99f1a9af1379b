import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { FieldValue, RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import type { GatewayFailure } from './gateway-failure';
import type { TokenRefusal } from './registration-gateway';

/** A reset link that still works: whether its questions were answered, and the questions. */
export interface ResetTokenCheck {
  readonly verified: boolean;
  readonly attemptsLeft: number;
  readonly questions: readonly RegistrationField[];
}

export type RequestResetResult = { readonly ok: true } | GatewayFailure<{ readonly reason: 'too-many-attempts' }>;
export type CheckResetTokenResult = ({ readonly ok: true } & ResetTokenCheck) | GatewayFailure<TokenRefusal>;
/** `wrong-answers`: the answers do not match; `attemptsLeft` more wrong ones end the link. */
export type AnswerQuestionsResult =
  { readonly ok: true } | GatewayFailure<TokenRefusal | { readonly reason: 'wrong-answers'; readonly attemptsLeft: number }>;
/** `not-verified`: the questions were not answered first; `password-used`: it is the current password. */
export type SetNewPasswordResult =
  { readonly ok: true } | GatewayFailure<TokenRefusal | { readonly reason: 'not-verified' } | { readonly reason: 'password-used' }>;

/**
 * Password recovery with the programme API (spec §6, §7: business customers
 * only): ask for a link, open it, answer its questions, set the new password.
 * Guest calls.
 *
 * Contract: never throws for HTTP or network failures; `requestReset`
 * answers ok whoever the username names (the API never tells).
 */
export interface PasswordRecoveryGateway {
  requestReset(username: string, locale: Locale): Promise<RequestResetResult>;
  checkToken(token: string, locale: Locale): Promise<CheckResetTokenResult>;
  answerQuestions(token: string, answers: readonly FieldValue[], locale: Locale): Promise<AnswerQuestionsResult>;
  setNewPassword(token: string, password: string, locale: Locale): Promise<SetNewPasswordResult>;
}
