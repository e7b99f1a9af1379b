import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { payWithRewardsPoints, type PayWithRewardsActivity } from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import { payWithRewardsFailureKey } from '@rewards-storefront/domain/redemptions/pay-with-rewards-refusal';
import type { PayWithRewardsReceipt, PayWithRewardsResult } from '../ports/pay-with-rewards-gateway';
import { PayBack, type PayBackNotices, type PayBackOutcome } from './pay-back';

export type RedeemPurchaseOutcome = PayBackOutcome<PayWithRewardsReceipt>;

/**
 * The member pays back a card purchase with points (spec §1 Pay with
 * Rewards, §5 amount rules, §8 failure notification).
 *
 * Always holds: points above the card's pooled balance are not asked for
 * (the insufficient-points notice of spec §8 instead); one
 * Idempotency-Key per attempt, the same again for a retry of an attempt
 * that got no answer; a second press while one is under way is ignored
 * (PayBack). Success shows the points and cash, the new balance and the
 * list again (the row now Redeemed). A refusal shows a danger notice with
 * the store's own message for it, in the page's language
 * (payWithRewardsFailureKey: never the server's English text); a read-only
 * admin the read-only notice; a refused session nothing.
 */
export class RedeemPurchase extends PayBack<PayWithRewardsReceipt, Extract<PayWithRewardsResult, { ok: false }>> {
  protected readonly notices: PayBackNotices<PayWithRewardsReceipt, Extract<PayWithRewardsResult, { ok: false }>> = {
    report: 'pay with rewards',
    aboutPurchases: ['not-redeemable'],
    insufficient: 'payWithRewards.notice.insufficient',
    successTitle: 'payWithRewards.notice.successTitle',
    success: (receipt, locale) => ({
      key: 'payWithRewards.notice.success',
      params: {
        points: formatPoints(receipt.points, locale),
        cash: formatMoney(receipt.cashCents, locale),
        description: receipt.description,
      },
    }),
    failedTitle: 'payWithRewards.notice.failedTitle',
    failure: payWithRewardsFailureKey,
  };

  async execute(input: {
    readonly activity: PayWithRewardsActivity;
    readonly cents: number;
    readonly conversionRate: number;
    readonly locale: Locale;
  }): Promise<RedeemPurchaseOutcome> {
    const { accountId, pooledBalance } = this.accounts.snapshot;
    if (accountId === null) return { outcome: 'failed', reason: 'not-found' };
    if (payWithRewardsPoints(input.cents, input.conversionRate) > pooledBalance) return this.overBalance();
    return this.send(accountId, `${accountId}:${input.activity.referenceIdentifier}:${input.cents}`, input.locale, (idempotencyKey) =>
      this.gateway.redeem({
        accountId,
        referenceIdentifier: input.activity.referenceIdentifier,
        cents: input.cents,
        locale: input.locale,
        idempotencyKey,
      }),
    );
  }
}
