import { createHash } from 'node:crypto';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { maskAccountNumber, matchesAccountPattern } from '@rewards-storefront/domain/redemptions/partner-account-number';
import { EXTERNAL_REDEMPTION_MINIMUM_POINTS, redemptionAmountProblem } from '@rewards-storefront/domain/redemptions/redemption-amount';
import { pointsToCashCents } from '@rewards-storefront/domain/points/points-to-cash';
import type { operations } from '@openapi/programme-api';
import type { RedemptionResult } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { requireCardCapability } from '../account/card-membership';
import type { MemberRow } from '../account/member-repository';
import { money } from '../orders/order-view';
import { findConversionRate } from '../transactions/transaction-repository';
import { amountMessage } from './external-redemption-service';
import {
  findFinancialReward,
  hasCurrentVerification,
  insertAccountVerification,
  type FinancialRewardRow,
} from './financial-redemption-repository';
import { placedRedemptionAnswer, placeRedemptionOrder, requireRedemptionConsents } from './redemption-order';

type RedeemBody = operations['redeemFinancialReward']['requestBody']['content']['application/json'];

/** A verification is good for 30 minutes. */
export const VERIFICATION_LIFETIME_MS = 30 * 60_000;

/** Account numbers of rewards without a pattern of their own: 5 to 20 digits. */
const DEFAULT_ACCOUNT_PATTERN = '[0-9]{5,20}';

/**
 * The sandbox financial partner knows every well-formed account number
 * except those ending in 0000 (documented in server/README.md), so both
 * answers of the verify call can be shown.
 */
export function sandboxPartnerKnows(accountNumber: string): boolean {
  return !accountNumber.trim().endsWith('0000');
}

const digestOf = (accountNumber: string) => createHash('sha256').update(accountNumber.trim()).digest('hex');

function checkAccountNumber(reward: FinancialRewardRow, accountNumber: string, field: string): void {
  if (!matchesAccountPattern(accountNumber, reward.pattern ?? DEFAULT_ACCOUNT_PATTERN)) {
    throw ApiError.validation([{ field, message: `Invalid ${reward.nameEn} account number` }]);
  }
}

/**
 * Financial rewards (spec §7 financial redemption): points paid into a
 * loan or an investment account at the partner. A reward that needs it is
 * redeemed only into an account the partner verified for this member,
 * card and reward in the last 30 minutes. A redemption is an order of one
 * EPBC item, debited once, like the external redemptions.
 */
export class FinancialRedemptionService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly mail: MailDispatcher,
  ) {}

  async verify(
    member: MemberRow,
    session: SessionClaims,
    input: { accountId: number; productId: number; accountNumber: string },
  ): Promise<{ verification_id: number; masked_account_number: string; expires_at: string }> {
    await requireCardCapability(this.pool, member, input.accountId, 'redeem');
    const reward = await findFinancialReward(this.pool, member.programmeId, input.productId);
    if (!reward) throw ApiError.notFound('No such financial reward.');
    checkAccountNumber(reward, input.accountNumber, 'investment.account_number');
    if (!sandboxPartnerKnows(input.accountNumber)) {
      throw new ApiError(
        422,
        'ACCOUNT_NOT_VERIFIED',
        `We could not verify this ${reward.nameEn} account. Please check the number and try again.`,
        {
          errors: [{ field: 'investment.account_number', message: 'is not an account the partner knows' }],
        },
      );
    }
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + VERIFICATION_LIFETIME_MS);
    const masked = maskAccountNumber(input.accountNumber);
    const verificationId = await insertAccountVerification(this.pool, {
      memberId: member.id,
      accountId: input.accountId,
      productId: reward.id,
      accountNumberDigest: digestOf(input.accountNumber),
      maskedAccountNumber: masked,
      createdAt: now,
      expiresAt,
    });
    return { verification_id: verificationId, masked_account_number: masked, expires_at: expiresAt.toISOString() };
  }

  async redeem(
    member: MemberRow,
    session: SessionClaims,
    input: { accountId: number; body: RedeemBody; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: RedemptionResult }>> {
    const { body, locale } = input;
    const investment = body.data.investments;
    const answer = await runIdempotent<{ data: RedemptionResult }>(
      this.pool,
      { memberId: member.id, key: input.idempotencyKey, hash: input.hash },
      async (client) => {
        await declareActingAgent(client, actingAgentOf(session));
        const card = await requireCardCapability(client, member, input.accountId, 'redeem');
        if (card.status !== 'ACTIVE')
          throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', 'This card is on hold or cancelled and cannot redeem points.');
        const reward = await findFinancialReward(client, member.programmeId, investment.product_id);
        if (!reward) throw ApiError.notFound('No such financial reward.');
        const problem = redemptionAmountProblem(investment.amount, {
          balance: Number.MAX_SAFE_INTEGER,
          minimum: EXTERNAL_REDEMPTION_MINIMUM_POINTS,
          maximum: null,
        });
        if (problem)
          throw ApiError.validation([
            { field: 'data.investments.amount', message: amountMessage(problem, EXTERNAL_REDEMPTION_MINIMUM_POINTS) },
          ]);
        checkAccountNumber(reward, investment.account_number, 'data.investments.account_number');
        const consents = requireRedemptionConsents(body.consents);
        const now = this.clock.now();
        if (reward.requiresVerification) {
          const verified = await hasCurrentVerification(client, {
            verificationId: investment.verification_id ?? 0,
            memberId: member.id,
            accountId: input.accountId,
            productId: reward.id,
            accountNumberDigest: digestOf(investment.account_number),
            at: now,
          });
          if (!verified) {
            throw new ApiError(422, 'ACCOUNT_VERIFICATION_REQUIRED', 'Please verify this account with the partner before redeeming.', {
              errors: [{ field: 'data.investments.verification_id', message: 'must be a current verification of this account number' }],
            });
          }
        }
        const rate = await findConversionRate(client, input.accountId);
        const cashCents = pointsToCashCents(investment.amount, rate);
        const masked = maskAccountNumber(investment.account_number);
        const nameFr = reward.nameFr ?? reward.nameEn;
        const t = locale === 'fr-CA';
        const placed = await placeRedemptionOrder(client, {
          member,
          adminId: session.loginAs?.adminId ?? null,
          accountId: input.accountId,
          locale,
          now,
          kind: 'financial_reward',
          channel: 'EPBC',
          name: [`${reward.nameEn}: ${formatMoney(cashCents, 'en-CA')}`, `${nameFr}\u00a0: ${formatMoney(cashCents, 'fr-CA')}`],
          points: investment.amount,
          conversionRate: rate,
          productId: reward.id,
          payload: { product_group_code: 'financial-rewards', amount: cashCents / 100, currency_name: 'CAD', account_number: masked },
          consents,
          status: 'placed',
          email: {
            facts: [
              [t ? 'Points utilisés' : 'Points used', formatPoints(investment.amount, locale)],
              [t ? 'Montant' : 'Amount', formatMoney(cashCents, locale)],
              [t ? 'Compte' : 'Account', masked],
            ],
            expectation: null,
          },
        });
        return placedRedemptionAnswer(
          placed,
          {
            kind: 'financial_reward',
            title: t ? nameFr : reward.nameEn,
            points: investment.amount,
            cash: money(cashCents),
            miles: null,
            currency_name: 'CAD',
            masked_account_number: masked,
          },
          now,
        );
      },
    );
    this.mail.kick();
    return answer;
  }
}
