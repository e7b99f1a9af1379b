import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { ExternalRedemptionProduct, RedemptionReceipt } from '@rewards-storefront/domain/redemptions/external-redemption';
import type { AccountStore } from '../account/account-store';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { NotificationStore } from '../notifications/notification-store';
import { IdempotentAttempts } from '../context/idempotent-attempts';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { IdempotencyKeys } from '../ports/idempotency-keys';
import type { RedemptionGateway, RedemptionResult } from '../ports/redemption-gateway';

/** What the member redeems: an external product with its fields, or a financial reward into a (verified) account. */
export type PointsRedemption =
  | {
      readonly kind: 'external';
      readonly product: ExternalRedemptionProduct;
      readonly points: number;
      readonly fields: ReadonlyArray<{ readonly id: number; readonly value: string }>;
    }
  | {
      readonly kind: 'financial';
      readonly productId: number;
      readonly points: number;
      readonly accountNumber: string;
      readonly verificationId: number | null;
    };

/** What happened: the confirmation, nothing sent (over the balance, or already under way), or a refusal. */
export type RedeemPointsOutcome =
  | { readonly outcome: 'redeemed'; readonly receipt: RedemptionReceipt }
  | { readonly outcome: 'over-balance' }
  | { readonly outcome: 'busy' }
  | { readonly outcome: 'failed'; readonly reason: string };

/** Refusals with a message of their own; anything else is the generic processing error. */
const NAMED = new Set(['insufficient-points', 'card-not-eligible', 'account-not-active', 'account-not-verified', 'verification-required']);

/**
 * The member redeems points outside the cart: cash back, a direct deposit,
 * a miles transfer or a financial reward (spec §5, §7).
 *
 * Always holds: an amount above the card's pooled balance is not sent, and
 * a danger notice with the direct-deposit error title and description
 * (naming the currency) says why (spec §5); one Idempotency-Key per attempt,
 * the same again when the previous attempt of this form got no answer, so
 * a retry never debits twice; a second press while one is under way is
 * ignored. On success the utility bar shows the new balance. A refusal
 * shows a danger notice saying why; a read-only admin is told the access is
 * read-only; a refused session shows nothing.
 */
export class RedeemPoints {
  private readonly attempts: IdempotentAttempts;

  constructor(
    private readonly gateway: RedemptionGateway,
    keys: IdempotencyKeys,
    private readonly accounts: AccountStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {
    this.attempts = new IdempotentAttempts(keys);
  }

  async execute({ redemption, locale }: { readonly redemption: PointsRedemption; readonly locale: Locale }): Promise<RedeemPointsOutcome> {
    const { accountId, pooledBalance, currency } = this.accounts.snapshot;
    if (accountId === null) return { outcome: 'failed', reason: 'not-found' };
    if (redemption.kind === 'financial' || redemption.product.kind !== 'miles_transfer') {
      if (redemption.points > pooledBalance) {
        this.notifications.notify({
          kind: 'danger',
          title: { key: 'redemptions.notice.overBalanceTitle' },
          description: {
            key: 'redemptions.notice.overBalance',
            params: { currency: currency.name, balance: formatPoints(pooledBalance, locale) },
          },
        });
        return { outcome: 'over-balance' };
      }
    }
    const result = await this.attempts.send(JSON.stringify([accountId, redemption]), (idempotencyKey) =>
      this.send(accountId, redemption, locale, idempotencyKey),
    );
    if (result === 'busy') return { outcome: 'busy' };
    if (result.ok) {
      this.accounts.balanceChanged(accountId, result.receipt.balance);
      return { outcome: 'redeemed', receipt: result.receipt };
    }
    if (!isSessionFailure(result)) this.refused(result);
    return { outcome: 'failed', reason: result.reason };
  }

  private send(accountId: number, redemption: PointsRedemption, locale: Locale, idempotencyKey: string): Promise<RedemptionResult> {
    if (redemption.kind === 'external') {
      return this.gateway.redeem({
        accountId,
        productId: redemption.product.id,
        points: redemption.points,
        fields: redemption.fields,
        locale,
        idempotencyKey,
      });
    }
    return this.gateway.redeemFinancialReward({
      accountId,
      productId: redemption.productId,
      points: redemption.points,
      accountNumber: redemption.accountNumber,
      verificationId: redemption.verificationId,
      locale,
      idempotencyKey,
    });
  }

  private refused(failure: { readonly ok: false; readonly reason: string; readonly detail: string }): void {
    if (failure.reason === 'read-only') {
      this.notifications.notify(READ_ONLY_NOTICE);
      return;
    }
    const key = NAMED.has(failure.reason) ? failure.reason : 'failed';
    if (key === 'failed') this.errors.report('redemption', failure);
    this.notifications.notify({
      kind: 'danger',
      title: { key: `redemptions.refusal.${key}Title` },
      description: { key: `redemptions.refusal.${key}` },
    });
  }
}
