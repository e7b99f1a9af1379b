import { oneTimeTokenState } from '@rewards-storefront/domain/auth/one-time-token';
import { passwordProblems } from '@rewards-storefront/domain/password/password-rule';
import { isSsoEligible } from '@rewards-storefront/domain/sign-in/sso-eligibility';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { operations } from '@openapi/programme-api';
import type { FieldValue as FieldValueBody, ProgramRegistration as ProgramRegistrationBody, Terms as TermsBody } from '@openapi/schemas';
import type { Pool } from 'pg';
import { findOneTimeToken, markOneTimeTokenUsed } from '../auth/one-time-token-repository';
import { clientAddressThrottleKey } from '@rewards-storefront/domain/auth/client-address-throttle-key';
import { REGISTRATION_ADDRESS_BACK_OFF, REGISTRATION_CARD_BACK_OFF, signInThrottleKey } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { DEFAULT_SCRYPT_PARAMETERS, hashPassword, type ScryptParameters } from '../auth/password-hasher';
import type { PasswordChecks } from '../auth/password-checks';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import type { Clock } from '../clock';
import { withTransaction } from '../database/create-pool';
import type { Queryable } from '../database/queryable';
import { ApiError, type FieldError } from '../http/api-error';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { findCardStandings, findProgrammeBySlug } from '../account/member-repository';
import { checkFieldValues, identityFactsOf, throttleKeyOf, type CheckedValues } from './configured-fields';
import { tokenInvalid, verificationFailed } from './identity-refusals';
import { ofKind, registrationConfiguration, termsBody } from './registration-configuration';
import { sendEmailConfirmation } from './email-confirmation';
import { IDENTITY_MESSAGES, passwordProblemText } from './identity-messages';
import {
  findCardholderById,
  findCardholdersByFacts,
  findCurrentTerms,
  findRegistrationById,
  findRegistrationBySlug,
  findRegistrationFields,
  openRulesPendingAction,
  recordEmailVerified,
  recordRegistration,
  type CardholderRow,
  type RegistrationRow,
} from './registration-repository';

type RegisterBody = operations['registerUser']['requestBody']['content']['application/json'];

/** Registration fields stored on the member's own columns; other names are kept with the registration. */
const MEMBER_COLUMNS = ['user_account', 'email', 'phone'] as const;

/** Whether the PostgreSQL error is a unique violation (the user name is taken). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export interface RegistrationServiceOptions {
  hashParameters?: ScryptParameters;
  /** Where new passwords are hashed (the server's hashing threads); scrypt on libuv's pool without it. */
  passwords?: PasswordChecks;
}

/**
 * Registration in the store (spec §3, §4, §7): the configuration, the
 * verification of a cardholder, the registration itself, the email
 * confirmation link and its resending, and the programme's terms.
 *
 * Always holds: only a primary cardholder in good standing whose
 * verification answers all match what the bank has on file, who has no
 * online access and no hold, registers, once; every refusal of the
 * verification answers the same (REGISTRATION_VERIFICATION_FAILED), and
 * verification attempts are throttled per card like sign-ins; the
 * registration, its confirmation token and its email commit together.
 */
export class RegistrationService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
    private readonly mail: MailDispatcher,
    private readonly options: RegistrationServiceOptions = {},
  ) {}

  async configurationBySlug(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<ProgramRegistrationBody> {
    const registration = await findRegistrationBySlug(this.pool, slug);
    if (!registration) throw ApiError.notFound('This programme has no registration.');
    return registrationConfiguration(this.pool, registration, locale);
  }

  async configurationById(id: number, locale: Locale = DEFAULT_LOCALE): Promise<ProgramRegistrationBody> {
    return registrationConfiguration(this.pool, await this.requireRegistration(id), locale);
  }

  async programmeTerms(slug: string, locale: Locale = DEFAULT_LOCALE): Promise<TermsBody> {
    const programme = await findProgrammeBySlug(this.pool, slug);
    if (!programme) throw ApiError.notFound('There is no such programme.');
    return this.currentTerms(programme.id, locale);
  }

  async currentTerms(programmeId: number, locale: Locale = DEFAULT_LOCALE): Promise<TermsBody> {
    const terms = await findCurrentTerms(this.pool, programmeId);
    if (!terms) throw ApiError.notFound('This programme has no terms.');
    return termsBody(terms, locale);
  }

  /** Checks the verification answers (the first step): a cardholder who may register, or 422 (429 when throttled). */
  async verify(registrationId: number, values: readonly FieldValueBody[], locale: Locale, clientAddress: string): Promise<void> {
    const registration = await this.requireRegistration(registrationId);
    const fields = await findRegistrationFields(this.pool, registration.id);
    const checked = checkFieldValues(ofKind(fields, 'verification'), values, 'registration_verification', locale);
    const matched = await this.throttle.backOff(this.backOffKeys(registration, checked, clientAddress), async () =>
      this.registrableCardholder(this.pool, registration, checked),
    );
    if (matched === null) throw verificationFailed(locale);
  }

  /**
   * Registers the cardholder the verification answers name: user name,
   * password, email and preferences; the terms accepted (else the
   * programme rules become a pending action); a confirmation link emailed
   * in the member's language. Sign-in waits for the confirmation.
   */
  async register(
    registrationId: number,
    body: RegisterBody,
    context: { origin: string; locale?: Locale; clientAddress: string },
  ): Promise<{ code: 'success'; email: string }> {
    const locale = body.locale ?? context.locale ?? DEFAULT_LOCALE;
    const registration = await this.requireRegistration(registrationId);
    const fields = await findRegistrationFields(this.pool, registration.id);
    const errors: FieldError[] = [];
    const collect = <T>(check: () => T): T | null => {
      try {
        return check();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'VALIDATION_ERROR') {
          errors.push(...(error.details.errors ?? []));
          return null;
        }
        throw error;
      }
    };
    if (body.program !== registration.programmeSlug)
      errors.push({ field: 'program', message: 'is not the programme of this registration' });
    const verification = collect(() =>
      checkFieldValues(ofKind(fields, 'verification'), body.registration_verification, 'registration_verification', locale),
    );
    const details = collect(() =>
      checkFieldValues(ofKind(fields, 'registration'), body.registration_fields, 'registration_fields', locale),
    );
    for (const problem of passwordProblems(body.password))
      errors.push({ field: 'password', message: passwordProblemText(problem, locale) });
    if (registration.hasTerms && (body.terms_id ?? null) !== registration.termsId) {
      errors.push({ field: 'terms_id', message: IDENTITY_MESSAGES[locale].termsNotAccepted });
    }
    if (errors.length > 0 || verification === null || details === null) throw ApiError.validation(errors);
    const userAccount = details.get('user_account')?.value;
    const email = details.get('email')?.value;
    if (userAccount === undefined || email === undefined) {
      throw new Error(`Registration ${registration.id} must configure the registration fields user_account and email`);
    }

    const now = this.clock.now();
    const outcome = await this.throttle.backOff(this.backOffKeys(registration, verification, context.clientAddress), async () => {
      // Hashed once the card's and the address's back-off let the attempt through, on the hashing threads.
      const parameters = this.options.hashParameters ?? DEFAULT_SCRYPT_PARAMETERS;
      const passwordHash = this.options.passwords
        ? await this.options.passwords.hash(body.password, { lane: 'open' }, parameters)
        : await hashPassword(body.password, parameters);
      try {
        return await withTransaction(this.pool, async (client) => {
          const cardholder = await this.registrableCardholder(client, registration, verification);
          if (cardholder === null) return null;
          const preferredLanguage = registration.hasPreferredLanguage ? (body.preferred_language ?? locale) : cardholder.preferredLanguage;
          await recordRegistration(client, {
            memberId: cardholder.id,
            registrationId: registration.id,
            userAccount,
            passwordHash,
            email,
            phone: details.get('phone')?.value ?? null,
            hasMarketingEnabled: registration.hasMarketingPreference && body.has_marketing_enabled === true,
            preferredLanguage,
            termsId: registration.hasTerms ? registration.termsId : null,
            locale,
            otherValues: Object.fromEntries(
              [...details]
                .filter(([name]) => !(MEMBER_COLUMNS as readonly string[]).includes(name))
                .map(([name, { value }]) => [name, value]),
            ),
            now,
          });
          if (!registration.hasTerms) await openRulesPendingAction(client, cardholder.id, now);
          await sendEmailConfirmation(client, registration, { ...cardholder, email, preferredLanguage }, context.origin, now);
          return 'registered' as const;
        });
      } catch (error) {
        // A verified cardholder whose chosen name is taken: not a failed verification, so it clears the count.
        if (isUniqueViolation(error)) return 'taken' as const;
        throw error;
      }
    });
    if (outcome === null) throw verificationFailed(locale);
    if (outcome === 'taken') {
      throw new ApiError(409, 'USER_ACCOUNT_TAKEN', IDENTITY_MESSAGES[locale].userAccountTaken, {
        errors: [{ field: 'registration_fields.user_account', message: IDENTITY_MESSAGES[locale].userAccountTaken }],
      });
    }
    this.mail.kick();
    return { code: 'success', email };
  }

  /**
   * Sends the confirmation link again to the registered, unconfirmed member
   * the verification answers name (the earlier link stops working). Says
   * nothing of whom the answers name: the caller always answers 202.
   */
  async resendConfirmation(
    registrationId: number,
    values: readonly FieldValueBody[],
    context: { origin: string; locale?: Locale; clientAddress: string },
  ): Promise<void> {
    const locale = context.locale ?? DEFAULT_LOCALE;
    const registration = await this.requireRegistration(registrationId);
    const fields = await findRegistrationFields(this.pool, registration.id);
    const checked = checkFieldValues(ofKind(fields, 'verification'), values, 'registration_verification', locale);
    // Every resend counts against the card's attempts, found or not: nobody can flood a mailbox.
    await this.throttle.backOff(this.backOffKeys(registration, checked, context.clientAddress), async () => {
      await withTransaction(this.pool, async (client) => {
        const candidates = await findCardholdersByFacts(client, registration.programmeId, identityFactsOf(checked));
        const member = candidates.length === 1 ? candidates[0] : undefined;
        if (!member || member.emailVerified !== false || member.accessHold !== null || !member.email) return;
        await sendEmailConfirmation(client, registration, { ...member, email: member.email }, context.origin, this.clock.now());
      });
      return null;
    });
    this.mail.kick();
  }

  /**
   * Confirms the email of the token's member (spec §4: then sign in). The
   * same link followed again, or after it expired, answers
   * 'already_verified' once the email is confirmed; any other used,
   * expired or unknown token is 422 TOKEN_INVALID.
   */
  async verifyEmail(token: string, locale: Locale = DEFAULT_LOCALE): Promise<'verified' | 'already_verified'> {
    const now = this.clock.now();
    const outcome = await withTransaction(this.pool, async (client) => {
      const row = await findOneTimeToken(client, token, 'email_verification', { forUpdate: true });
      if (!row) return null;
      if (oneTimeTokenState(row, now) === 'valid') {
        await markOneTimeTokenUsed(client, row.id, now);
        await recordEmailVerified(client, row.memberId, now);
        return 'verified' as const;
      }
      const member = await findCardholderById(client, row.memberId);
      return member?.emailVerified === true ? ('already_verified' as const) : null;
    });
    if (outcome === null) throw tokenInvalid(locale);
    return outcome;
  }

  private async requireRegistration(id: number): Promise<RegistrationRow> {
    const registration = await findRegistrationById(this.pool, id);
    if (!registration) throw ApiError.notFound('There is no such programme registration.');
    return registration;
  }

  /**
   * Registration checks back off per card and per client address (domain
   * REGISTRATION_CARD_BACK_OFF, REGISTRATION_ADDRESS_BACK_OFF) instead of
   * locking the card: its cardholder waits minutes at most, a guesser is
   * slowed to a try per wait.
   */
  private backOffKeys(registration: RegistrationRow, checked: CheckedValues, clientAddress: string) {
    const scope = this.scope(registration);
    return [
      { key: signInThrottleKey(scope, throttleKeyOf(checked)), policy: REGISTRATION_CARD_BACK_OFF },
      { key: `${scope}@${clientAddressThrottleKey(clientAddress)}`, policy: REGISTRATION_ADDRESS_BACK_OFF },
    ];
  }

  private scope(registration: RegistrationRow): string {
    return `registration:${registration.programmeSlug}`;
  }

  /**
   * The one cardholder the answers name who may register: every answer
   * matches, no online access yet, no hold, primary on a card in good
   * standing. Null otherwise (several matches included: never guess).
   */
  private async registrableCardholder(db: Queryable, registration: RegistrationRow, checked: CheckedValues): Promise<CardholderRow | null> {
    const candidates = await findCardholdersByFacts(db, registration.programmeId, identityFactsOf(checked));
    const [cardholder] = candidates;
    if (candidates.length !== 1 || !cardholder) return null;
    if (cardholder.hasPassword || cardholder.accessHold !== null || cardholder.emailVerified !== null) return null;
    return isSsoEligible(await findCardStandings(db, cardholder.id), cardholder.id) ? cardholder : null;
  }

}
