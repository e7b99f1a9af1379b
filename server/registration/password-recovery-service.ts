import { ONE_TIME_TOKEN_LIFETIME_SECONDS, oneTimeTokenState, verificationAttemptsLeft } from '@rewards-storefront/domain/auth/one-time-token';
import { recoversPasswordInStore } from '@rewards-storefront/domain/password-recovery/password-recovery';
import { passwordProblems } from '@rewards-storefront/domain/password/password-rule';
import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import type { FieldValue as FieldValueBody, RegistrationField as RegistrationFieldBody } from '@openapi/schemas';
import type { Pool } from 'pg';
import {
  endOneTimeTokens,
  findOneTimeToken,
  issueOneTimeToken,
  markOneTimeTokenUsed,
  markOneTimeTokenVerified,
  recordFailedVerification,
  type OneTimeTokenRow,
} from '../auth/one-time-token-repository';
import { DEFAULT_SCRYPT_PARAMETERS, hashPassword, verifyPassword, type ScryptParameters } from '../auth/password-hasher';
import { revokeMemberSignInSessions } from '../auth/sign-in-session-repository';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import type { PasswordChecks } from '../auth/password-checks';
import { CLIENT_ADDRESS_REQUEST_THROTTLE } from '@rewards-storefront/domain/auth/sign-in-throttle';
import type { Clock } from '../clock';
import type { ContentService } from '../content/content-service';
import { withTransaction } from '../database/create-pool';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { findProgrammeBySlug, type ProgrammeRow } from '../account/member-repository';
import { checkFieldValues, fieldBody, identityFactsOf } from './configured-fields';
import { renderPasswordChanged, renderPasswordReset, renderPasswordResetUnavailable } from './identity-emails';
import { IDENTITY_MESSAGES, passwordProblemText } from './identity-messages';
import {
  findCardholderById,
  findCardholderByUserAccount,
  findPasswordHash,
  findRegistrationByProgrammeId,
  findRegistrationFields,
  hasIdentityFacts,
  updatePassword,
  type CardholderRow,
  type RegistrationFieldRow,
} from './registration-repository';
import { tokenInvalid } from './identity-refusals';
import { storeLink } from './store-link';

export interface TokenCheck {
  purpose: 'password_reset';
  expires_at: string;
  verified: boolean;
  attempts_left: number;
  password_verification_fields: RegistrationFieldBody[];
}

/**
 * Password recovery in the store (spec §1, §6, §7): business customers
 * only; personal customers are sent to online banking. Request a link, open
 * it (verify token), answer the recovery questions (verify), choose a new
 * password (new password).
 *
 * Always holds: the request answers the same whoever it names (the caller
 * always says 202); a reset token lives 30 minutes, is used once, is ended
 * by a newer one and by five wrong answers; a new password needs the
 * questions answered first, meets the password rule and is not the current
 * one; success ends every reset link of the member and lets them sign in at
 * once (their paused sign-in starts afresh).
 */
export class PasswordRecoveryService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly throttle: SignInThrottle,
    private readonly mail: MailDispatcher,
    private readonly content: ContentService,
    private readonly options: { hashParameters?: ScryptParameters; passwords?: PasswordChecks } = {},
  ) {}

  /**
   * A reset link for a business customer, an email pointing a personal
   * customer to online banking, nothing for anyone else (unknown, no online
   * access, on hold). Five requests per user name per 15 minutes, and 30
   * per client address on any names (counted first, so a refused request
   * costs nothing else).
   */
  async request(slug: string, userAccount: string, context: { origin: string; clientAddress: string }): Promise<void> {
    const programme = await this.requireProgramme(slug);
    await this.throttle.countRequest(context.clientAddress, `forgot-password:${slug}`, CLIENT_ADDRESS_REQUEST_THROTTLE);
    await this.throttle.guard(`forgot-password:${slug}`, userAccount, async () => {
      const member = await findCardholderByUserAccount(this.pool, programme.id, userAccount);
      if (!member || !member.hasPassword || member.accessHold !== null || !member.email) return null;
      const recipient = { ...member, email: member.email };
      if (recoversPasswordInStore(member.accountCategory)) {
        await withTransaction(this.pool, (client) => this.sendResetLink(client, programme, recipient, context.origin));
      } else {
        const onlineBankingUrl = await this.content.externalUrl(
          programme.id,
          'online_banking_sign_in',
          context.origin,
          member.preferredLanguage,
        );
        const email = renderPasswordResetUnavailable({ locale: member.preferredLanguage, firstName: member.firstName, onlineBankingUrl });
        await enqueueMail(this.pool, {
          programmeId: programme.id,
          memberId: member.id,
          kind: 'password_reset_unavailable',
          locale: member.preferredLanguage,
          to: recipient.email,
          ...email,
          orderId: null,
        });
      }
      // Every request counts: nobody can flood a member's mailbox.
      return null;
    });
    this.mail.kick();
  }

  /** Whether the emailed link still works, and the questions to answer with it (spec §7 verify token). */
  async checkToken(slug: string, token: string, locale: Locale = DEFAULT_LOCALE): Promise<TokenCheck> {
    const programme = await this.requireProgramme(slug);
    const row = await findOneTimeToken(this.pool, token, 'password_reset');
    const member = row ? await this.usableTokenOwner(this.pool, programme, row) : null;
    if (!row || !member) throw tokenInvalid(locale);
    return {
      purpose: 'password_reset',
      expires_at: row.expiresAt.toISOString(),
      verified: row.verifiedAt !== null,
      attempts_left: verificationAttemptsLeft(row.failedVerifications),
      password_verification_fields: (await this.questions(programme)).map((field) => fieldBody(field, locale)),
    };
  }

  /** The answers to the recovery questions (spec §7 forgot-password verify): right, or a wrong answer counted. */
  async verify(slug: string, token: string, answers: readonly FieldValueBody[], locale: Locale = DEFAULT_LOCALE): Promise<void> {
    const programme = await this.requireProgramme(slug);
    const checked = checkFieldValues(await this.questions(programme), answers, 'password_verifications', locale);
    const now = this.clock.now();
    const outcome = await withTransaction(this.pool, async (client) => {
      const row = await findOneTimeToken(client, token, 'password_reset', { forUpdate: true });
      const member = row ? await this.usableTokenOwner(client, programme, row) : null;
      if (!row || !member) return { kind: 'invalid' } as const;
      if (row.verifiedAt !== null) return { kind: 'verified' } as const;
      if (await hasIdentityFacts(client, member.id, identityFactsOf(checked))) {
        await markOneTimeTokenVerified(client, row.id, now);
        return { kind: 'verified' } as const;
      }
      // Committed with the transaction: the count survives the refusal below.
      return { kind: 'wrong', attemptsLeft: verificationAttemptsLeft(await recordFailedVerification(client, row.id)) } as const;
    });
    if (outcome.kind === 'invalid') throw tokenInvalid(locale);
    if (outcome.kind === 'wrong') {
      throw new ApiError(422, 'PASSWORD_VERIFICATION_FAILED', IDENTITY_MESSAGES[locale].passwordVerificationFailed, {
        data: { attempts_left: outcome.attemptsLeft },
      });
    }
  }

  /** Sets the new password with a verified token (spec §7 new password), which is then used up. */
  async resetPassword(slug: string, token: string, newPassword: string, locale: Locale = DEFAULT_LOCALE): Promise<void> {
    const programme = await this.requireProgramme(slug);
    const problems = passwordProblems(newPassword);
    if (problems.length > 0) {
      throw ApiError.validation(problems.map((problem) => ({ field: 'new_password', message: passwordProblemText(problem, locale) })));
    }
    const parameters = this.options.hashParameters ?? DEFAULT_SCRYPT_PARAMETERS;
    const passwordHash = this.options.passwords
      ? await this.options.passwords.hash(newPassword, { lane: 'open' }, parameters)
      : await hashPassword(newPassword, parameters);
    const now = this.clock.now();
    const outcome = await withTransaction(this.pool, async (client) => {
      const row = await findOneTimeToken(client, token, 'password_reset', { forUpdate: true });
      const member = row ? await this.usableTokenOwner(client, programme, row) : null;
      if (!row || !member) return { kind: 'invalid' } as const;
      if (row.verifiedAt === null) return { kind: 'not-verified' } as const;
      const current = await findPasswordHash(client, member.id);
      const used = this.options.passwords
        ? await this.options.passwords.verify(newPassword, current, { lane: 'open' })
        : await verifyPassword(newPassword, current);
      if (used) return { kind: 'used' } as const;
      await updatePassword(client, member.id, passwordHash, now);
      await markOneTimeTokenUsed(client, row.id, now);
      await endOneTimeTokens(client, { memberId: member.id, purpose: 'password_reset', now });
      // Whoever is signed in with the old password, wherever, is signed out.
      await revokeMemberSignInSessions(client, { memberId: member.id, keep: null, reason: 'password_reset', now });
      if (member.email) {
        await enqueueMail(client, {
          programmeId: programme.id,
          memberId: member.id,
          kind: 'password_changed',
          locale: member.preferredLanguage,
          to: member.email,
          ...renderPasswordChanged({ locale: member.preferredLanguage, firstName: member.firstName }),
          orderId: null,
        });
      }
      return { kind: 'done', member } as const;
    });
    if (outcome.kind === 'invalid') throw tokenInvalid(locale);
    if (outcome.kind === 'not-verified') throw new ApiError(409, 'TOKEN_NOT_VERIFIED', IDENTITY_MESSAGES[locale].tokenNotVerified);
    if (outcome.kind === 'used') {
      throw new ApiError(422, 'PASSWORD_USED_ALREADY', IDENTITY_MESSAGES[locale].passwordUsedAlready, {
        errors: [{ field: 'new_password', message: IDENTITY_MESSAGES[locale].passwordUsedAlready }],
      });
    }
    // The member proved who they are: a sign-in paused by someone else's guesses opens again.
    await this.throttle.clear(`member:${slug}`, outcome.member.userAccount);
    this.mail.kick();
  }

  private async requireProgramme(slug: string): Promise<ProgrammeRow> {
    const programme = await findProgrammeBySlug(this.pool, slug);
    if (!programme) throw ApiError.notFound('There is no such programme.');
    return programme;
  }

  /** The recovery questions of the programme (its registration's password verification fields). */
  private async questions(programme: ProgrammeRow): Promise<RegistrationFieldRow[]> {
    const registration = await findRegistrationByProgrammeId(this.pool, programme.id);
    if (!registration) return [];
    return (await findRegistrationFields(this.pool, registration.id)).filter((field) => field.kind === 'password_verification');
  }

  /** The member of a live token who may still recover here: same programme, business, no hold. */
  private async usableTokenOwner(db: Queryable, programme: ProgrammeRow, row: OneTimeTokenRow): Promise<CardholderRow | null> {
    if (oneTimeTokenState(row, this.clock.now()) !== 'valid') return null;
    const member = await findCardholderById(db, row.memberId);
    if (!member || member.programmeId !== programme.id || member.accessHold !== null) return null;
    return recoversPasswordInStore(member.accountCategory) ? member : null;
  }

  private async sendResetLink(
    db: Queryable,
    programme: ProgrammeRow,
    member: Pick<CardholderRow, 'id' | 'firstName' | 'preferredLanguage'> & { email: string },
    origin: string,
  ): Promise<void> {
    const token = await issueOneTimeToken(db, { memberId: member.id, purpose: 'password_reset', now: this.clock.now() });
    const link = storeLink(origin, member.preferredLanguage, `/reset-password?token=${encodeURIComponent(token)}`);
    const email = renderPasswordReset({
      locale: member.preferredLanguage,
      firstName: member.firstName,
      link,
      minutes: ONE_TIME_TOKEN_LIFETIME_SECONDS.password_reset / 60,
    });
    await enqueueMail(db, {
      programmeId: programme.id,
      memberId: member.id,
      kind: 'password_reset',
      locale: member.preferredLanguage,
      to: member.email,
      ...email,
      orderId: null,
    });
  }
}
