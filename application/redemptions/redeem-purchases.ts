import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { payBackTotal } from '@rewards-storefront/domain/redemptions/pay-back-window';
import type { PayWithRewardsActivity } from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import { payWithRewardsFailureKey } from '@rewards-storefront/domain/redemptions/pay-with-rewards-refusal';
import type { PayWithRewardsBulkReceipt, PayWithRewardsBulkResult } from '../ports/pay-with-rewards-gateway';
import { PayBack, type PayBackNotices, type PayBackOutcome } from './pay-back';

export type RedeemPurchasesOutcome = PayBackOutcome<PayWithRewardsBulkReceipt>;

/** Refusals about one of the purchases: the member is told none was paid back and the list shows why. */
const ABOUT_PURCHASES = ['not-redeemable', 'not-found'];

/**
 * The member pays back several purchases at once, each in full, all or
 * nothing (issue 26).
 *
 * Always holds: a total above the card's pooled balance is not asked for
 * (the insufficient-points notice instead); one Idempotency-Key per
 * selection, the same again for a retry of one that got no answer, so a
 * retry never pays twice; a second press while one is under way is
 * ignored (PayBack). Success shows the count, points and cash, the new
 * balance and the list again; a purchase no longer payable refuses them
 * all, said so in the page's language, and the list is loaded again; a
 * read-only admin sees the read-only notice.
 */
export class RedeemPurchases extends PayBack<PayWithRewardsBulkReceipt, Extract<PayWithRewardsBulkResult, { ok: false }>> {
  protected readonly notices: PayBackNotices<PayWithRewardsBulkReceipt, Extract<PayWithRewardsBulkResult, { ok: false }>> = {
    report: 'pay with rewards (several)',
    aboutPurchases: ABOUT_PURCHASES,
    insufficient: 'payWithRewards.bulk.insufficient',
    successTitle: 'payWithRewards.bulk.successTitle',
    success: (receipt, locale) => ({
      key: 'payWithRewards.bulk.success',
      params: {
        count: receipt.receipts.length,
        points: formatPoints(receipt.points, locale),
        cash: formatMoney(receipt.cashCents, locale),
      },
    }),
    failedTitle: 'payWithRewards.bulk.failedTitle',
    failure: (failure) => (ABOUT_PURCHASES.includes(failure.reason) ? 'payWithRewards.bulk.notRedeemable' : payWithRewardsFailureKey(failure)),
  };

  async execute(input: {
    readonly activities: readonly PayWithRewardsActivity[];
    readonly conversionRate: number;
    readonly locale: Locale;
  }): Promise<RedeemPurchasesOutcome> {
    const { accountId, pooledBalance } = this.accounts.snapshot;
    if (accountId === null) return { outcome: 'failed', reason: 'not-found' };
    const total = payBackTotal(
      input.activities.map((activity) => activity.amountCents),
      input.conversionRate,
    );
    if (total.points > pooledBalance) return this.overBalance();
    const references = input.activities.map((activity) => activity.referenceIdentifier);
    return this.send(accountId, `${accountId}:${references.join(',')}`, input.locale, (idempotencyKey) =>
      this.gateway.redeemMany({ accountId, referenceIdentifiers: references, locale: input.locale, idempotencyKey }),
    );
  }
}
