import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { FieldValue, RegistrationConfig } from '@rewards-storefront/domain/registration/registration-config';
import type { GatewayFailure } from './gateway-failure';

/** What a registration submits (spec §3 "registration info"); the adapter names the programme. */
export interface RegistrationInfo {
  readonly verification: readonly FieldValue[];
  readonly fields: readonly FieldValue[];
  readonly password: string;
  /** Null when the programme does not ask. */
  readonly hasMarketingEnabled: boolean | null;
  /** Null when the programme does not ask. */
  readonly preferredLanguage: Locale | null;
  /** The terms accepted; null when the programme has none. */
  readonly termsId: number | null;
  /** The page's language: the server's messages come in it. */
  readonly locale: Locale;
}

/**
 * Why the API refused a verification or a registration: the answers do not
 * name a cardholder who may register (whatever the reason, one answer);
 * the chosen username is taken; too many attempts for this card.
 */
export type RegistrationRefusal =
  { readonly reason: 'not-verified' } | { readonly reason: 'username-taken' } | { readonly reason: 'too-many-attempts' };

/** The emailed link does not work (unknown, used or expired; spec §8). */
export type TokenRefusal = { readonly reason: 'token-invalid' };

export type RegistrationConfigResult = { readonly ok: true; readonly config: RegistrationConfig } | GatewayFailure;
export type VerifyCardholderResult = { readonly ok: true } | GatewayFailure<Exclude<RegistrationRefusal, { reason: 'username-taken' }>>;
export type RegisterResult = { readonly ok: true; readonly email: string } | GatewayFailure<RegistrationRefusal>;
export type ResendConfirmationResult = { readonly ok: true } | GatewayFailure<{ readonly reason: 'too-many-attempts' }>;
/** `emailChanged` when the link was an email change's (the new address is now the member's), else a registration's. */
export type ConfirmEmailResult =
  | { readonly ok: true; readonly alreadyConfirmed: boolean; readonly emailChanged: boolean }
  | GatewayFailure<TokenRefusal>;

/**
 * Registration with the programme API (spec §7 "Registration and
 * recovery"): the configuration, the verification of the cardholder, the
 * registration, the confirmation email and its link. Guest calls: no
 * session is needed.
 *
 * Contract: never throws for HTTP or network failures; field problems the
 * API finds are `invalid` with field errors named `registration_fields.<name>`,
 * `registration_verification.<name>`, `password` or `terms_id`.
 */
export interface RegistrationGateway {
  /** The programme's registration configuration, its texts in `locale`. */
  getConfiguration(locale: Locale): Promise<RegistrationConfigResult>;
  /** Checks the verification answers before the member goes on. */
  verifyCardholder(registrationId: number, verification: readonly FieldValue[], locale: Locale): Promise<VerifyCardholderResult>;
  register(registrationId: number, info: RegistrationInfo): Promise<RegisterResult>;
  /** Sends the confirmation link again (answers ok whoever the answers name). */
  resendConfirmation(registrationId: number, verification: readonly FieldValue[], locale: Locale): Promise<ResendConfirmationResult>;
  /** Follows the emailed link: the email is confirmed (or was already). */
  confirmEmail(token: string, locale: Locale): Promise<ConfirmEmailResult>;
}
