import type {
  ConfirmEmailResult,
  RegisterResult,
  RegistrationConfigResult,
  RegistrationGateway,
  RegistrationInfo,
  ResendConfirmationResult,
  VerifyCardholderResult,
} from '@application/ports/registration-gateway';
import type { FieldError } from '@application/ports/gateway-failure';
import { passwordProblems } from '@rewards-storefront/domain/password/password-rule';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { FieldValue, RegistrationConfig, RegistrationField } from '@rewards-storefront/domain/registration/registration-config';
import { identityFactValue, registrationFieldProblem } from '@rewards-storefront/domain/registration/registration-field';
import { toRegistrationConfig } from '@infrastructure/http-registration-gateway';
import { apiProgramRegistration } from './api-fixtures';
import { failed } from './failures';

/** Nadia Haddad's verification answers, as the demo programme has them (card, postal code, birth date). */
export const FAKE_CARDHOLDER = { card_number: '4512 3456 7800 7001', postal_code: 'M4C 1B5', date_of_birth: '1988-06-14' };
/** Nadia's registration of the demo programme's fields (nadia.haddad, nadia@example.com) with her answers; `choices` give her language and the page's. */
export function nadiasRegistration(choices: Pick<RegistrationInfo, 'hasMarketingEnabled' | 'preferredLanguage' | 'locale'>): RegistrationInfo {
  return {
    verification: [
      { id: 1, value: FAKE_CARDHOLDER.card_number },
      { id: 2, value: FAKE_CARDHOLDER.postal_code },
      { id: 3, value: FAKE_CARDHOLDER.date_of_birth },
    ],
    fields: [
      { id: 4, value: 'nadia.haddad' },
      { id: 5, value: 'nadia@example.com' },
    ],
    password: 'Maple#Leaf2026',
    termsId: 1,
    ...choices,
  };
}

/** Another cardholder without online access. */
export const OTHER_FAKE_CARDHOLDER = { card_number: '4512 3456 7800 7003', postal_code: 'V5K 0A1', date_of_birth: '1992-01-25' };

interface Cardholder {
  /** Verification answers as the bank stores them, by field name. */
  readonly facts: Record<string, string>;
  registered: boolean;
  email: string | null;
  confirmed: boolean;
}

/**
 * A RegistrationGateway that behaves like the demo programme's API: the
 * configuration of the fixtures, two cardholders who may register, field
 * checks by the configured regexes, five wrong verifications per card, one
 * registration per cardholder, taken user names, confirmation links (the
 * newest works; a confirmed one answers already confirmed). Calls and links
 * are recorded.
 */
export class FakeRegistrationGateway implements RegistrationGateway {
  config: RegistrationConfig = toRegistrationConfig(apiProgramRegistration());
  /** The configuration in a language, when a test gives one (else `config`, as in English). */
  readonly configs: Partial<Record<Locale, RegistrationConfig>> = {};
  configFailure: { reason: 'unavailable' } | null = null;
  /** Answer every call with this failure instead (e.g. no answer). */
  failure: { reason: 'unavailable' } | null = null;
  readonly takenUsernames = new Set(['business', 'elite.martin']);
  readonly cardholders: Cardholder[] = [FAKE_CARDHOLDER, OTHER_FAKE_CARDHOLDER].map((answers) => ({
    facts: this.factsOf(answers),
    registered: false,
    email: null,
    confirmed: false,
  }));
  /** The confirmation links sent, newest last: to whom, with which token. */
  readonly sentLinks: { email: string; token: string }[] = [];
  readonly calls: { method: keyof RegistrationGateway; locale: Locale; argument?: unknown }[] = [];
  private readonly wrongTries = new Map<string, number>();
  private readonly tokens = new Map<string, { cardholder: Cardholder; live: boolean }>();

  async getConfiguration(locale: Locale): Promise<RegistrationConfigResult> {
    this.calls.push({ method: 'getConfiguration', locale });
    if (this.configFailure) return failed(this.configFailure);
    return { ok: true, config: this.configs[locale] ?? this.config };
  }

  async verifyCardholder(registrationId: number, verification: readonly FieldValue[], locale: Locale): Promise<VerifyCardholderResult> {
    this.calls.push({ method: 'verifyCardholder', locale, argument: verification });
    if (this.failure) return failed(this.failure);
    const errors = this.fieldErrors(this.config.verificationFields, verification, 'registration_verification');
    if (errors.length > 0) return failed({ reason: 'invalid' as const, fieldErrors: errors });
    return this.match(verification) ? { ok: true } : this.wrong(verification);
  }

  async register(registrationId: number, info: RegistrationInfo): Promise<RegisterResult> {
    this.calls.push({ method: 'register', locale: info.locale, argument: info });
    if (this.failure) return failed(this.failure);
    const errors = [
      ...this.fieldErrors(this.config.verificationFields, info.verification, 'registration_verification'),
      ...this.fieldErrors(this.config.registrationFields, info.fields, 'registration_fields'),
      ...passwordProblems(info.password).map((problem) => ({ field: 'password', message: problem.key })),
      ...(this.config.hasTerms && info.termsId !== this.config.terms?.id ? [{ field: 'terms_id', message: 'not accepted' }] : []),
    ];
    if (errors.length > 0) return failed({ reason: 'invalid' as const, fieldErrors: errors });
    const cardholder = this.match(info.verification);
    if (!cardholder) return this.wrong(info.verification);
    const username = this.valueOf(this.config.registrationFields, info.fields, 'user_account');
    if (this.takenUsernames.has(username.toLowerCase())) return failed({ reason: 'username-taken' as const });
    this.takenUsernames.add(username.toLowerCase());
    cardholder.registered = true;
    cardholder.email = this.valueOf(this.config.registrationFields, info.fields, 'email');
    this.sendLink(cardholder);
    return { ok: true, email: cardholder.email };
  }

  async resendConfirmation(registrationId: number, verification: readonly FieldValue[], locale: Locale): Promise<ResendConfirmationResult> {
    this.calls.push({ method: 'resendConfirmation', locale, argument: verification });
    if (this.failure) return failed(this.failure);
    const cardholder = this.cardholderOf(verification);
    if (cardholder?.registered && !cardholder.confirmed) this.sendLink(cardholder);
    return { ok: true };
  }

  /** Links of email changes sent from the account page: each confirms once. */
  readonly emailChangeLinks = new Set<string>();

  async confirmEmail(token: string, locale: Locale): Promise<ConfirmEmailResult> {
    this.calls.push({ method: 'confirmEmail', locale, argument: token });
    if (this.failure) return failed(this.failure);
    // An email change's link (account page) works once, like the API's.
    if (this.emailChangeLinks.delete(token)) return { ok: true, alreadyConfirmed: false, emailChanged: true };
    const link = this.tokens.get(token);
    if (link?.live) {
      link.live = false;
      link.cardholder.confirmed = true;
      return { ok: true, alreadyConfirmed: false, emailChanged: false };
    }
    if (link?.cardholder.confirmed) return { ok: true, alreadyConfirmed: true, emailChanged: false };
    return failed({ reason: 'token-invalid' as const });
  }

  callsTo(method: keyof RegistrationGateway): number {
    return this.calls.filter((call) => call.method === method).length;
  }

  private factsOf(answers: Record<string, string>): Record<string, string> {
    return Object.fromEntries(
      this.config.verificationFields.map((field) => [field.name, identityFactValue(field.dataType, answers[field.name] ?? '')]),
    );
  }

  private cardholderOf(verification: readonly FieldValue[]): Cardholder | undefined {
    const given = Object.fromEntries(
      this.config.verificationFields.map((field) => [
        field.name,
        identityFactValue(field.dataType, verification.find((value) => value.id === field.id)?.value ?? ''),
      ]),
    );
    return this.cardholders.find((cardholder) => Object.entries(cardholder.facts).every(([name, value]) => given[name] === value));
  }

  private match(verification: readonly FieldValue[]): Cardholder | null {
    const cardholder = this.cardholderOf(verification);
    const key = this.cardKey(verification);
    if ((this.wrongTries.get(key) ?? 0) >= 5) return null;
    if (!cardholder || cardholder.registered) return null;
    this.wrongTries.delete(key);
    return cardholder;
  }

  private wrong(verification: readonly FieldValue[]): ReturnType<typeof failed<{ readonly reason: 'not-verified' | 'too-many-attempts' }>> {
    const key = this.cardKey(verification);
    const tries = this.wrongTries.get(key) ?? 0;
    if (tries >= 5) return failed({ reason: 'too-many-attempts' as const });
    this.wrongTries.set(key, tries + 1);
    return failed({ reason: 'not-verified' as const });
  }

  private cardKey(verification: readonly FieldValue[]): string {
    const first = this.config.verificationFields[0];
    return first ? identityFactValue(first.dataType, verification.find((value) => value.id === first.id)?.value ?? '') : '';
  }

  private sendLink(cardholder: Cardholder): void {
    for (const link of this.tokens.values()) if (link.cardholder === cardholder) link.live = false;
    const token = `confirm-${this.sentLinks.length + 1}-${'x'.repeat(32)}`;
    this.tokens.set(token, { cardholder, live: true });
    this.sentLinks.push({ email: cardholder.email ?? '', token });
  }

  private valueOf(fields: readonly RegistrationField[], values: readonly FieldValue[], name: string): string {
    const field = fields.find((candidate) => candidate.name === name);
    return values.find((value) => value.id === field?.id)?.value.trim() ?? '';
  }

  private fieldErrors(fields: readonly RegistrationField[], values: readonly FieldValue[], prefix: string): FieldError[] {
    return fields.flatMap((field) => {
      const problem = registrationFieldProblem(field, values.find((value) => value.id === field.id)?.value ?? '');
      if (problem === null) return [];
      return [{ field: `${prefix}.${field.name}`, message: problem.kind === 'pattern' ? problem.message : `${field.label} is required` }];
    });
  }
}
