import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { itineraryPath, travelPartnerUrl, type TravelBooking } from '@rewards-storefront/domain/itinerary/itinerary';
import type { AccountStore } from '../account/account-store';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { ItineraryGateway } from '../ports/itinerary-gateway';

/**
 * The member opens a booking's itinerary at the travel partner (spec §2
 * external redirects: the travel site's authentication page with token and
 * lang, opening itinerary/{product_type}/{order_reference}).
 *
 * Always holds: answers where to go (the UI leaves the store for it) with a
 * fresh token of the active card; without one, a danger notice says the
 * partner cannot be reached (reported), or nothing for a refused session.
 */
export class OpenItinerary {
  constructor(
    private readonly gateway: ItineraryGateway,
    private readonly accounts: AccountStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({
    booking,
    locale,
  }: {
    readonly booking: TravelBooking;
    readonly locale: Locale;
  }): Promise<{ readonly url: string } | null> {
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) return null;
    const result = await this.gateway.travelToken(accountId);
    if (result.ok) {
      return {
        url: travelPartnerUrl(result.travelUrl, {
          token: result.token,
          locale,
          path: itineraryPath(booking.productType, booking.orderReference),
        }),
      };
    }
    // The travel token could also book, so a read-only agent cannot have one (issue 22 item 5): told why, nothing reported.
    noticeFailedChange(result, this.notifications, this.errors, 'travel token', {
      title: { key: 'itinerary.notice.failedTitle' },
      description: { key: 'itinerary.notice.failed' },
    });
    return null;
  }
}
