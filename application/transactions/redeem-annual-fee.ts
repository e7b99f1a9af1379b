import type { Transaction } from '@rewards-storefront/domain/transactions/transaction';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { NotificationStore } from '../notifications/notification-store';
import { IdempotentAttempts } from '../context/idempotent-attempts';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { IdempotencyKeys } from '../ports/idempotency-keys';
import type { EraserReceipt, TransactionGateway } from '../ports/transaction-gateway';
import type { TransactionStore } from './transaction-store';

/**
 * What the eraser did: 'redeemed' with the receipt, or 'failed' with why
 * (spec §8: "failure gives an error notification and returns the response
 * code"); 'busy' when this fee's redemption is already under way.
 */
export type RedeemAnnualFeeOutcome =
  | { readonly outcome: 'redeemed'; readonly receipt: EraserReceipt }
  | { readonly outcome: 'busy' }
  | { readonly outcome: 'failed'; readonly reason: string };

/**
 * The member redeems an annual fee with points (spec §1 annual-fee eraser,
 * within 90 days of posting; §8 notifications).
 *
 * Always holds: one Idempotency-Key per attempt, and the same key again
 * when the previous attempt of this fee got no answer (so a retry can never
 * debit twice); a second press while one is under way is ignored. On
 * success a notice names the points, the cash, the fee and the currency,
 * the card's balance shows the points taken, and the transactions load
 * again. A refusal shows a danger notice saying why (not enough points, no
 * longer redeemable); a read-only admin is told the access is read-only; a
 * refused session shows nothing (HandleSessionEvents ends it).
 */
export class RedeemAnnualFee {
  /** Each fee's attempts, by "card:fee". */
  private readonly attempts: IdempotentAttempts;

  constructor(
    private readonly gateway: TransactionGateway,
    keys: IdempotencyKeys,
    private readonly accounts: AccountStore,
    private readonly transactions: TransactionStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {
    this.attempts = new IdempotentAttempts(keys);
  }

  async execute({ fee, locale }: { readonly fee: Transaction; readonly locale: Locale }): Promise<RedeemAnnualFeeOutcome> {
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null || fee.cardTransactionId === null) return { outcome: 'failed', reason: 'not-found' };
    const { cardTransactionId } = fee;
    const result = await this.attempts.send(`${accountId}:${cardTransactionId}`, (idempotencyKey) =>
      this.gateway.eraseAnnualFee({ accountId, cardTransactionId, locale, idempotencyKey }),
    );
    if (result === 'busy') return { outcome: 'busy' };
    if (result.ok) {
      this.redeemed(accountId, result.receipt, locale);
      return { outcome: 'redeemed', receipt: result.receipt };
    }
    if (!isSessionFailure(result)) this.refused(result);
    return { outcome: 'failed', reason: result.reason };
  }

  private redeemed(accountId: number, receipt: EraserReceipt, locale: Locale): void {
    this.accounts.balanceChanged(accountId, receipt.balance);
    this.transactions.retry();
    this.notifications.notify({
      kind: 'success',
      title: { key: 'transactions.eraser.successTitle' },
      description: {
        key: 'transactions.eraser.success',
        params: {
          points: formatPoints(receipt.points, locale, receipt.currencySymbol),
          cash: formatMoney(receipt.cashCents, locale),
          description: receipt.description,
          currency: receipt.currencyName,
        },
      },
    });
  }

  private refused(failure: { readonly reason: string; readonly ok: false; readonly detail: string }): void {
    if (failure.reason === 'read-only') {
      this.notifications.notify(READ_ONLY_NOTICE);
      return;
    }
    const key = failure.reason === 'insufficient-points' || failure.reason === 'not-redeemable' ? failure.reason : 'failed';
    if (key === 'not-redeemable') this.transactions.retry();
    if (key === 'failed') this.errors.report('annual-fee eraser', failure);
    this.notifications.notify({
      kind: 'danger',
      title: { key: `transactions.eraser.${key}Title` },
      description: { key: `transactions.eraser.${key}` },
    });
  }
}
