import type { Notification } from '@rewards-storefront/domain/notification/notification';
import type { RefreshBalances } from '../account/refresh-balances';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { CancellationResult, OrderGateway } from '../ports/order-gateway';
import { cancellationFailed, type CancellationOutcome } from './cancellation-outcome';
import type { CancellationTarget, OrderDetailStore } from './order-detail-store';

/**
 * What cancelling a whole order and cancelling one of its items share
 * (spec §4 "Cancellation"): one cancellation at a time ('busy' otherwise,
 * nothing sent); on success the target shows cancelled at once, then the
 * order is read again and the card balances refreshed (the points came
 * back), and the success notice shows; on failure nothing changes and the
 * failure notice of {@link cancellationFailed} shows.
 */
export abstract class CancellationFlow {
  constructor(
    protected readonly gateway: OrderGateway,
    private readonly store: OrderDetailStore,
    private readonly balances: RefreshBalances,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  /** Cancels `target` of order `orderId` with what `send` asks the programme, telling the member `success` when it did. */
  protected async cancel(
    orderId: number,
    target: CancellationTarget,
    send: () => Promise<CancellationResult>,
    success: Pick<Notification, 'title' | 'description'>,
  ): Promise<CancellationOutcome> {
    if (!this.store.startCancelling(orderId, target)) return 'busy';
    try {
      const result = await send();
      if (!result.ok) return cancellationFailed(result, target.kind, this.notifications, this.errors);
      if (target.kind === 'item') this.store.itemCancelled(orderId, target.itemId);
      else this.store.orderCancelled(orderId);
      this.store.refresh();
      void this.balances.execute();
      this.notifications.notify({ kind: 'success', ...success });
      return 'cancelled';
    } finally {
      this.store.endCancelling();
    }
  }
}
