import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Order, OrderItem } from '@rewards-storefront/domain/orders/order';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';
import type { OrderDetailStore } from './order-detail-store';

/**
 * The member asks for a delivered eGift card to be sent again (the
 * programme's custom action `resend-egift`, spec §7 POST /member/custom-action).
 *
 * Always holds: on success a success notice says it goes to the email on
 * file (spec §5: only that email receives eGift cards) and the order is read
 * again, so its status reads Resend requested; a refusal says why in the
 * store's own words; a read-only admin is told the access is read-only; a
 * refused session shows nothing; anything else is reported with the generic
 * error.
 */
export class ResendEgift {
  constructor(
    private readonly gateway: OrderGateway,
    private readonly store: OrderDetailStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ order, item, locale }: { readonly order: Order; readonly item: OrderItem; readonly locale: Locale }): Promise<boolean> {
    const result = await this.gateway.resendEgift({ id: order.id, itemId: item.itemId, locale });
    if (result.ok) {
      this.notifications.notify({
        kind: 'success',
        title: { key: 'orders.resend.doneTitle' },
        description: { key: 'orders.resend.done', params: { name: item.productName } },
      });
      this.store.refresh();
      return true;
    }
    if (result.reason === 'not-resendable') {
      this.notifications.notify({
        kind: 'warning',
        title: { key: 'orders.resend.refusedTitle' },
        description: { key: `orders.resend.refusal.${result.refusal ?? 'not-delivered'}` },
      });
      return false;
    }
    noticeFailedChange(result, this.notifications, this.errors, 'resend eGift', { title: { key: 'orders.resend.failedTitle' }, description: { key: 'orders.resend.failed' } });
    return false;
  }
}
