import type { operations } from '@openapi/programme-api';
import type { CardEarningService } from '../../account/card-earning-service';
import type { MemberService } from '../../account/member-service';
import type { EmailChanges } from '../../account/email-change';
import type { PendingActionService } from '../../pending-actions/pending-action-service';
import type { PasswordService } from '../../password/password-service';
import type { RedemptionValueService } from '../../redemptions/redemption-value-service';
import { originOf } from '../../http/request-origin';
import { memberOf } from '../operation-access';
import { callerOf, type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface AccountHandlerServices {
  members: MemberService;
  emailChanges: EmailChanges;
  pendingActions: PendingActionService;
  passwords: PasswordService;
  cardEarnings: CardEarningService;
  redemptionValues: RedemptionValueService;
}

/** The member's cards, profile, password and pending actions (spec §6, §9). Access is each operation's `x-access`, enforced before these run. */
export function accountHandlers({ members, emailChanges, pendingActions, passwords, cardEarnings, redemptionValues }: AccountHandlerServices) {
  return {
    async getMemberAccounts(request) {
      const member = memberOf(request);
      return { data: await members.accounts(member) };
    },
    async getCardEarning(request) {
      const { id } = request.params as Path<'getCardEarning'>;
      return { data: await cardEarnings.earning(memberOf(request), id) };
    },
    async getRedemptionValues(request) {
      const { id } = request.params as Path<'getRedemptionValues'>;
      return { data: await redemptionValues.values(memberOf(request), id) };
    },
    async getMemberProfile(request) {
      const { member, session } = callerOf(request);
      return { data: await members.profile(member, session) };
    },
    async updateMemberProfile(request) {
      const { member, session } = callerOf(request);
      const body = request.body as JsonBody<'updateMemberProfile'>;
      const changes = {
        hasMarketingEnabled: body.has_marketing_enabled,
        hasPayBackReminders: body.has_pay_back_reminders,
        preferredLanguage: body.preferredLanguage,
        ...(body.email !== undefined ? { email: body.email.trim() } : {}),
        ...(body.phone !== undefined ? { phone: body.phone?.trim() || null } : {}),
      };
      return { data: await members.updatePreferences(member, session, changes, originOf(request)) };
    },
    async sendVerificationEmail(request, reply) {
      await emailChanges.resend(memberOf(request), originOf(request));
      return reply.code(202).send({ data: { code: 'accepted' } });
    },
    async changeMemberPassword(request) {
      const { member, session } = callerOf(request);
      const body = request.body as JsonBody<'changeMemberPassword'>;
      const data = await passwords.change(
        member,
        session,
        { currentPassword: body.current_password, newPassword: body.new_password, confirmation: body.new_password_confirmation },
        request.ip,
      );
      return { data };
    },
    async listPendingActions(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listPendingActions'>;
      return { data: await pendingActions.list(member, query.locale) };
    },
    async getPendingAction(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getPendingAction'>;
      const query = request.query as Query<'getPendingAction'>;
      return { data: await pendingActions.get(member, id, query.locale) };
    },
    async completePendingAction(request, reply) {
      const { member, session } = callerOf(request);
      const { id } = request.params as Path<'completePendingAction'>;
      await pendingActions.complete(member, session, id);
      return reply.code(204).send();
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
