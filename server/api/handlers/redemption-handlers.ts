import type { operations } from '@openapi/programme-api';
import type { ExternalRedemptionService } from '../../redemptions/external-redemption-service';
import type { FinancialRedemptionService } from '../../redemptions/financial-redemption-service';
import type { PayWithRewardService } from '../../redemptions/pay-with-reward-service';
import { memberOf } from '../operation-access';
import { callerOf, localeOf, sendIdempotent, type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface RedemptionHandlerServices {
  externalRedemptions: ExternalRedemptionService;
  financialRedemptions: FinancialRedemptionService;
  payWithRewards: PayWithRewardService;
}

/** External, financial and Pay with Rewards redemptions (spec §1, §9). Access is each operation's `x-access`, enforced before these run. */
export function redemptionHandlers({ externalRedemptions, financialRedemptions, payWithRewards }: RedemptionHandlerServices) {
  return {
    async listExternalRedemptionProducts(request) {
      const member = memberOf(request);
      const { slug, code } = request.params as Path<'listExternalRedemptionProducts'>;
      const query = request.query as Query<'listExternalRedemptionProducts'>;
      return { data: await externalRedemptions.list(member, { slug, code, accountId: query.account_id, locale: localeOf(query, member) }) };
    },
    async checkoutExternalRedemption(request, reply) {
      const body = request.body as JsonBody<'checkoutExternalRedemption'>;
      return sendIdempotent(request, reply, 'body', ({ member, session }, call) => externalRedemptions.checkout(member, session, { body, ...call }));
    },
    async verifyFinancialAccount(request) {
      const { member, session } = callerOf(request);
      const { id } = request.params as Path<'verifyFinancialAccount'>;
      const body = request.body as JsonBody<'verifyFinancialAccount'>;
      const data = await financialRedemptions.verify(member, session, {
        accountId: id,
        productId: body.investment.product,
        accountNumber: body.investment.account_number,
      });
      return { data };
    },
    async redeemFinancialReward(request, reply) {
      const { id } = request.params as Path<'redeemFinancialReward'>;
      const body = request.body as JsonBody<'redeemFinancialReward'>;
      return sendIdempotent(request, reply, 'body', ({ member, session }, call) =>
        financialRedemptions.redeem(member, session, { accountId: id, body, ...call }),
      );
    },
    async listPayWithRewardActivities(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'listPayWithRewardActivities'>;
      const query = request.query as Query<'listPayWithRewardActivities'>;
      return payWithRewards.list(member, {
        accountId: id,
        filter: query.filter ?? 'is_eligible',
        days: Number(query.date_filter ?? '7') as 7 | 15 | 30 | 60 | 90,
        page: query.page ?? 1,
        locale: localeOf(query, member),
      });
    },
    async redeemPayWithReward(request, reply) {
      const { id } = request.params as Path<'redeemPayWithReward'>;
      const body = request.body as JsonBody<'redeemPayWithReward'>;
      return sendIdempotent(request, reply, 'body', ({ member, session }, call) =>
        payWithRewards.redeem(member, session, { accountId: id, reference: body.reference_identifier, amount: body.amount, ...call }),
      );
    },
    async getPayWithRewardReminder(request) {
      const { id } = request.params as Path<'getPayWithRewardReminder'>;
      return payWithRewards.reminder(memberOf(request), id);
    },
    async redeemPayWithRewardBulk(request, reply) {
      const { id } = request.params as Path<'redeemPayWithRewardBulk'>;
      const body = request.body as JsonBody<'redeemPayWithRewardBulk'>;
      return sendIdempotent(request, reply, 'body', ({ member, session }, call) =>
        payWithRewards.redeemMany(member, session, { accountId: id, references: body.reference_identifiers, ...call }),
      );
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
