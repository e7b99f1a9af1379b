import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { travelPartnerUrl } from '@rewards-storefront/domain/itinerary/itinerary';
import type { AccountStore } from '../account/account-store';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RedemptionGateway, TravelPartner } from '../ports/redemption-gateway';

/**
 * Where the browser goes: the travel partner's page, a form posting the
 * token to the vacation site, or the sign-in page when there is no usable
 * card to book with.
 */
export type TravelDestination =
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'form'; readonly action: string; readonly token: string }
  | { readonly kind: 'sign-in' };

/**
 * The member leaves the store to book travel with points (spec §2 external
 * redirects): the travel partner's authentication page with the token and
 * lang, or the vacation site of the page's language with the token posted
 * by form.
 *
 * Always holds: a fresh token of the active card each time; without one, a
 * danger notice says the partner cannot be reached (reported), or nothing
 * for a refused session (HandleSessionEvents ends it); without a usable
 * card, the sign-in page (spec §2: "without a token or account, each
 * redirect sends the user to login"), and no token is asked for.
 */
export class OpenTravel {
  constructor(
    private readonly gateway: RedemptionGateway,
    private readonly accounts: AccountStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  private known: TravelPartner | null = null;

  /** The travel partner's configuration, asked once and kept; null when it could not be read (reported). */
  private async partner(): Promise<TravelPartner | null> {
    if (this.known) return this.known;
    const result = await this.gateway.travelPartner();
    if (result.ok) this.known = result.partner;
    else this.errors.report('travel partner', result);
    return this.known;
  }

  async execute({ site, locale }: { readonly site: 'travel' | 'vacation'; readonly locale: Locale }): Promise<TravelDestination | null> {
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) return { kind: 'sign-in' };
    const [result, partner] = await Promise.all([this.gateway.travelToken(accountId), this.partner()]);
    if (result.ok) {
      // The partner's configuration names its sites (GET /member/ascenda/partner); the token's answer does too, as a fallback.
      const travelUrl = partner?.travelUrl ?? result.travelUrl;
      const vacationUrls = partner?.vacationUrls ?? result.vacationUrls;
      return site === 'travel'
        ? { kind: 'redirect', url: travelPartnerUrl(travelUrl, { token: result.token, locale }) }
        : { kind: 'form', action: vacationUrls[locale], token: result.token };
    }
    // A read-only agent may not have a token a partner could book with (issue 22 item 5): told why, nothing reported.
    noticeFailedChange(result, this.notifications, this.errors, 'travel token', {
      title: { key: 'travel.notice.failedTitle' },
      description: { key: 'travel.notice.failed' },
    });
    return null;
  }
}
