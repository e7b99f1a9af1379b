import type { AuthorizedRedeemer } from '@rewards-storefront/domain/account/authorized-redeemer';
import type { AccountStore } from '../account/account-store';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { AuthorizedRedeemerGateway } from '../ports/authorized-redeemer-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { AuthorizedRedeemerStore } from './authorized-redeemer-store';

/**
 * The primary cardholder removes an authorized redeemer from the active
 * card: they can no longer redeem on it.
 *
 * Always holds: on success (or when the redeemer was already gone) the list
 * drops them and a notice names them; a read-only admin is told the access
 * is read-only; a refused session shows nothing; other failures a danger
 * notice, reported, and the list is unchanged.
 */
export class RemoveAuthorizedRedeemer {
  constructor(
    private readonly gateway: AuthorizedRedeemerGateway,
    private readonly store: AuthorizedRedeemerStore,
    private readonly accounts: AccountStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(redeemer: AuthorizedRedeemer): Promise<'removed' | 'failed'> {
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) return 'failed';
    const result = await this.gateway.remove({ accountId, redeemerId: redeemer.id });
    const name = `${redeemer.firstName} ${redeemer.lastName}`;
    if (result.ok || result.reason === 'not-found') {
      this.store.removed(accountId, redeemer.id);
      this.notifications.notify({
        kind: 'success',
        title: { key: 'redeemers.notice.removedTitle' },
        description: { key: 'redeemers.notice.removed', params: { name } },
      });
      return 'removed';
    }
    noticeFailedChange(result, this.notifications, this.errors, 'authorized redeemer removal', {
      title: { key: 'redeemers.notice.failedTitle' },
      description: { key: 'redeemers.notice.removeFailed', params: { name } },
    });
    return 'failed';
  }
}
