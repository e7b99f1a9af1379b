import type { operations } from '@openapi/programme-api';
import { DEFAULT_LOCALE } from '@rewards-storefront/domain/locale/locale';
import type { EmailChanges } from '../../account/email-change';
import type { RegistrationService } from '../../registration/registration-service';
import type { PasswordRecoveryService } from '../../registration/password-recovery-service';
import { originOf } from '../../http/request-origin';
import { memberOf } from '../operation-access';
import { type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface IdentityHandlerServices {
  emailChanges: EmailChanges;
  registrations: RegistrationService;
  passwordRecovery: PasswordRecoveryService;
}

/** Registration, email verification, programme terms and password recovery (spec §6). Access is each operation's `x-access`, enforced before these run. */
export function identityHandlers({ emailChanges, registrations, passwordRecovery }: IdentityHandlerServices) {
  return {
    async getProgramRegistration(request) {
      const { slug } = request.params as Path<'getProgramRegistration'>;
      const query = request.query as Query<'getProgramRegistration'>;
      return { data: await registrations.configurationBySlug(slug, query.locale) };
    },
    async getUserRegistration(request) {
      const { id } = request.params as Path<'getUserRegistration'>;
      const query = request.query as Query<'getUserRegistration'>;
      return { data: await registrations.configurationById(id, query.locale) };
    },
    async registerUser(request) {
      const { id } = request.params as Path<'registerUser'>;
      const body = request.body as JsonBody<'registerUser'>;
      return { data: await registrations.register(id, body, { origin: originOf(request), clientAddress: request.ip }) };
    },
    async verifyRegistration(request) {
      const { id } = request.params as Path<'verifyRegistration'>;
      const body = request.body as JsonBody<'verifyRegistration'>;
      await registrations.verify(id, body.registration_verification, body.locale ?? DEFAULT_LOCALE, request.ip);
      return { data: { verified: true } };
    },
    async resendVerificationEmail(request, reply) {
      const { id } = request.params as Path<'resendVerificationEmail'>;
      const body = request.body as JsonBody<'resendVerificationEmail'>;
      await registrations.resendConfirmation(id, body.registration_verification, {
        origin: originOf(request),
        locale: body.locale,
        clientAddress: request.ip,
      });
      return reply.code(202).send({ data: { code: 'accepted' } });
    },
    async verifyEmail(request) {
      const query = request.query as Query<'verifyEmail'>;
      // An email change's link, else a registration's (both arrive at the same page).
      const changed = await emailChanges.confirm(query.token, query.locale);
      if (changed) return { data: { code: 'email_changed', email: changed.email } };
      return { data: { code: await registrations.verifyEmail(query.token, query.locale) } };
    },
    async getMemberTerms(request) {
      const member = memberOf(request);
      const query = request.query as Query<'getMemberTerms'>;
      return { data: await registrations.currentTerms(member.programmeId, query.locale) };
    },
    async getProgramTerms(request) {
      const { slug } = request.params as Path<'getProgramTerms'>;
      const query = request.query as Query<'getProgramTerms'>;
      return { data: await registrations.programmeTerms(slug, query.locale) };
    },
    async verifyToken(request) {
      const { slug } = request.params as Path<'verifyToken'>;
      const query = request.query as Query<'verifyToken'>;
      return { data: await passwordRecovery.checkToken(slug, query.token, query.locale) };
    },
    async requestPasswordReset(request, reply) {
      const { slug } = request.params as Path<'requestPasswordReset'>;
      const body = request.body as JsonBody<'requestPasswordReset'>;
      await passwordRecovery.request(slug, body.user_account, { origin: originOf(request), clientAddress: request.ip });
      return reply.code(202).send({ data: { code: 'accepted' } });
    },
    async verifyPasswordReset(request) {
      const { slug } = request.params as Path<'verifyPasswordReset'>;
      const body = request.body as JsonBody<'verifyPasswordReset'>;
      await passwordRecovery.verify(slug, body.token, body.password_verifications, body.locale);
      return { data: { verified: true } };
    },
    async resetPassword(request) {
      const { slug } = request.params as Path<'resetPassword'>;
      const body = request.body as JsonBody<'resetPassword'>;
      await passwordRecovery.resetPassword(slug, body.token, body.new_password, body.locale);
      return { data: { code: 'success' } };
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
