import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { TravelBooking } from '@rewards-storefront/domain/itinerary/itinerary';
import type { AccountStore } from '../account/account-store';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { IdempotencyKeys } from '../ports/idempotency-keys';
import type { ItineraryGateway } from '../ports/itinerary-gateway';

/**
 * Cancels a travel booking at the travel partner (spec §7 POST
 * /member/ascenda/cancel/{id}); the points come back at once.
 *
 * Always holds: one Idempotency-Key per attempt (a double click refunds
 * once); on success the card's balance in the utility bar is the one the
 * API answered and the member is told the points returned; the partner's
 * refusal (already cancelled, trip started) is shown in the member's
 * language as the API sent it; a read-only admin is told so; a refused
 * session shows nothing; other failures are reported.
 */
export class CancelTravelBooking {
  constructor(
    private readonly gateway: ItineraryGateway,
    private readonly keys: IdempotencyKeys,
    private readonly accounts: AccountStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: { readonly booking: TravelBooking; readonly locale: Locale }): Promise<'cancelled' | 'failed'> {
    const result = await this.gateway.cancelBooking(input.booking.orderId, this.keys.next(), input.locale);
    if (result.ok) {
      const accountId = this.accounts.snapshot.accountId;
      if (accountId !== null) this.accounts.balanceChanged(accountId, result.balance);
      this.notifications.notify({
        kind: 'success',
        title: { key: 'itinerary.cancelledTitle' },
        description: { key: 'itinerary.cancelled', params: { name: input.booking.itemName, points: result.pointsRefunded - result.bonusReversed } },
      });
      return 'cancelled';
    }
    if (result.reason === 'not-cancellable') {
      this.notifications.notify({
        kind: 'warning',
        title: { key: 'itinerary.cancelFailedTitle' },
        description: { key: 'itinerary.notCancellable', params: { message: result.message } },
      });
    } else {
      noticeFailedChange(result, this.notifications, this.errors, 'travel cancellation', {
        title: { key: 'itinerary.cancelFailedTitle' },
        description: { key: 'itinerary.cancelFailed' },
      });
    }
    return 'failed';
  }
}
