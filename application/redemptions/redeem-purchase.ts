import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { payWithRewardsPoints, type PayWithRewardsActivity } from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import { payWithRewardsFailureKey } from '@rewards-storefront/domain/redemptions/pay-with-rewards-refusal';
import type { AccountStore } from '../account/account-store';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { IdempotencyKeys } from '../ports/idempotency-keys';
import type { PayWithRewardsReceipt, PayWithRewardsGateway } from '../ports/pay-with-rewards-gateway';
import type { PayWithRewardsStore } from './pay-with-rewards-store';

export type RedeemPurchaseOutcome =
  | { readonly outcome: 'redeemed'; readonly receipt: PayWithRewardsReceipt }
  | { readonly outcome: 'over-balance' }
  | { readonly outcome: 'busy' }
  | { readonly outcome: 'failed'; readonly reason: string };

/**
 * The member pays back a card purchase with points (spec §1 Pay with
 * Rewards, §5 amount rules, §8 failure notification).
 *
 * Always holds: points above the card's pooled balance are not asked for
 * (the insufficient-points notice of spec §8 instead); one
 * Idempotency-Key per attempt, the same again for a retry of an attempt
 * that got no answer; a second press while one is under way is ignored.
 * Success shows the points and cash, the new balance and the list again
 * (the row now Redeemed). A refusal shows a danger notice with the store's
 * own message for it, in the page's language (payWithRewardsFailureKey:
 * never the server's English text); a read-only admin the read-only
 * notice; a refused session nothing.
 */
export class RedeemPurchase {
  private readonly unanswered = new Map<string, string>();
  private readonly underWay = new Set<string>();

  constructor(
    private readonly gateway: PayWithRewardsGateway,
    private readonly keys: IdempotencyKeys,
    private readonly accounts: AccountStore,
    private readonly activities: PayWithRewardsStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: {
    readonly activity: PayWithRewardsActivity;
    readonly cents: number;
    readonly conversionRate: number;
    readonly locale: Locale;
  }): Promise<RedeemPurchaseOutcome> {
    const { accountId, pooledBalance } = this.accounts.snapshot;
    if (accountId === null) return { outcome: 'failed', reason: 'not-found' };
    if (payWithRewardsPoints(input.cents, input.conversionRate) > pooledBalance) {
      this.notifications.notify({
        kind: 'danger',
        title: { key: 'payWithRewards.notice.insufficientTitle' },
        description: { key: 'payWithRewards.notice.insufficient' },
      });
      return { outcome: 'over-balance' };
    }
    const attempt = `${accountId}:${input.activity.referenceIdentifier}:${input.cents}`;
    if (this.underWay.has(attempt)) return { outcome: 'busy' };
    this.underWay.add(attempt);
    try {
      const idempotencyKey = this.unanswered.get(attempt) ?? this.keys.next();
      const result = await this.gateway.redeem({
        accountId,
        referenceIdentifier: input.activity.referenceIdentifier,
        cents: input.cents,
        locale: input.locale,
        idempotencyKey,
      });
      if (!result.ok && result.reason === 'unavailable') this.unanswered.set(attempt, idempotencyKey);
      else this.unanswered.delete(attempt);
      if (result.ok) {
        this.accounts.balanceChanged(accountId, result.receipt.balance);
        this.activities.retry();
        this.notifications.notify({
          kind: 'success',
          title: { key: 'payWithRewards.notice.successTitle' },
          description: {
            key: 'payWithRewards.notice.success',
            params: {
              points: formatPoints(result.receipt.points, input.locale),
              cash: formatMoney(result.receipt.cashCents, input.locale),
              description: result.receipt.description,
            },
          },
        });
        return { outcome: 'redeemed', receipt: result.receipt };
      }
      if (result.reason === 'read-only') this.notifications.notify(READ_ONLY_NOTICE);
      else if (result.reason !== 'unauthorized' && result.reason !== 'pending-actions') {
        if (result.reason === 'not-redeemable') this.activities.retry();
        else this.errors.report('pay with rewards', result);
        this.notifications.notify({
          kind: 'danger',
          title: { key: 'payWithRewards.notice.failedTitle' },
          description: { key: payWithRewardsFailureKey(result) },
        });
      }
      return { outcome: 'failed', reason: result.reason };
    } finally {
      this.underWay.delete(attempt);
    }
  }
}
