import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Message } from '@rewards-storefront/domain/notification/notification';
import type { AccountStore } from '../account/account-store';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { NotificationStore } from '../notifications/notification-store';
import { IdempotentAttempts } from '../context/idempotent-attempts';
import type { ErrorReporter } from '../ports/error-reporter';
import type { AnyGatewayFailure } from '../ports/gateway-failure';
import type { IdempotencyKeys } from '../ports/idempotency-keys';
import type { PayWithRewardsGateway } from '../ports/pay-with-rewards-gateway';
import type { PayWithRewardsStore } from './pay-with-rewards-store';

/** What paying back with points came to. */
export type PayBackOutcome<Receipt> =
  | { readonly outcome: 'redeemed'; readonly receipt: Receipt }
  | { readonly outcome: 'over-balance' }
  | { readonly outcome: 'busy' }
  | { readonly outcome: 'failed'; readonly reason: string };

/** The refusals that are not about the payment: the session's, which the app answers itself. */
type SessionRefusal = { readonly reason: 'read-only' | 'unauthorized' | 'pending-actions' };

/** How a kind of payment words its answers (i18n keys, both languages). */
export interface PayBackNotices<Receipt, Failure> {
  readonly report: string;
  /** Refusals about the purchases themselves: the list is loaded again to show why, and nothing is reported. */
  readonly aboutPurchases: readonly string[];
  readonly insufficient: string;
  readonly successTitle: string;
  readonly success: (receipt: Receipt, locale: Locale) => Message;
  readonly failedTitle: string;
  readonly failure: (failure: Exclude<Failure, SessionRefusal>) => string;
}

/**
 * What paying one purchase or several back with points share (spec §5, §8;
 * issue 26).
 *
 * Always holds: one Idempotency-Key per attempt, the same again when the
 * last try got no answer ('unavailable'), so a retry is never paid twice;
 * a second press while the attempt is under way is not sent ('busy').
 * Success updates the balance and loads the list again; a refusal shows a
 * danger notice with the store's own message, in the page's language,
 * and loads the list again when a purchase was the reason (not reported);
 * a read-only admin sees the read-only notice; a refused session nothing.
 */
export abstract class PayBack<Receipt extends { readonly balance: number }, Failure extends AnyGatewayFailure> {
  private readonly attempts: IdempotentAttempts;

  constructor(
    protected readonly gateway: PayWithRewardsGateway,
    keys: IdempotencyKeys,
    protected readonly accounts: AccountStore,
    private readonly activities: PayWithRewardsStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {
    this.attempts = new IdempotentAttempts(keys);
  }

  /** How this kind of payment words its answers. */
  protected abstract readonly notices: PayBackNotices<Receipt, Failure>;

  /** The insufficient-points notice, instead of asking the server for more points than the balance. */
  protected overBalance(): PayBackOutcome<Receipt> {
    this.notifications.notify({
      kind: 'danger',
      title: { key: 'payWithRewards.notice.insufficientTitle' },
      description: { key: this.notices.insufficient },
    });
    return { outcome: 'over-balance' };
  }

  /** Sends `attempt` with its key and answers the member in `locale`. */
  protected async send(
    accountId: number,
    attempt: string,
    locale: Locale,
    request: (idempotencyKey: string) => Promise<{ readonly ok: true; readonly receipt: Receipt } | Failure>,
  ): Promise<PayBackOutcome<Receipt>> {
    const result = await this.attempts.send(attempt, request);
    return result === 'busy' ? { outcome: 'busy' } : this.answer(accountId, result, locale);
  }

  private answer(accountId: number, result: { readonly ok: true; readonly receipt: Receipt } | Failure, locale: Locale): PayBackOutcome<Receipt> {
    if (result.ok) {
      this.accounts.balanceChanged(accountId, result.receipt.balance);
      this.activities.retry();
      this.notifications.notify({ kind: 'success', title: { key: this.notices.successTitle }, description: this.notices.success(result.receipt, locale) });
      return { outcome: 'redeemed', receipt: result.receipt };
    }
    if (result.reason === 'read-only') this.notifications.notify(READ_ONLY_NOTICE);
    else if (result.reason !== 'unauthorized' && result.reason !== 'pending-actions') {
      if (this.notices.aboutPurchases.includes(result.reason)) this.activities.retry();
      else this.errors.report(this.notices.report, result);
      this.notifications.notify({
        kind: 'danger',
        title: { key: this.notices.failedTitle },
        description: { key: this.notices.failure(result as Exclude<Failure, SessionRefusal>) },
      });
    }
    return { outcome: 'failed', reason: result.reason };
  }
}
