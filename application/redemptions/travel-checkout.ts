import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { TravelBookingRefusal } from '@rewards-storefront/domain/redemptions/travel-booking-eligibility';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { AccountStore } from '../account/account-store';
import { noticeFailedChange } from '../notifications/failed-change-notice';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { IdempotencyKeys } from '../ports/idempotency-keys';
import type { RedemptionGateway, TravelQuote } from '../ports/redemption-gateway';

/** A trip as the member sees it: the partner's name (null when it could not be read), the quote and the card's balance. */
interface Trip {
  readonly partner: string | null;
  readonly quote: TravelQuote;
  readonly balance: number;
}

/**
 * The trip the travel partner sent the member back with, on its way to
 * being paid with points.
 *
 * - `checking`: validate-member is asked; `ready`: the trip, the balance and
 *   whether this card may book it (`refusal` says why not); `booking`: the
 *   checkout is under way; `booked`: its confirmation number and the balance
 *   after; `unknown-offer`: the partner no longer offers the trip; `no-card`:
 *   no usable card; `failed`: the partner could not be asked.
 */
export type TravelCheckoutState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | (Trip & { readonly status: 'ready'; readonly refusal: TravelBookingRefusal | null })
  | (Trip & { readonly status: 'booking' })
  | (Trip & { readonly status: 'booked'; readonly reference: string })
  | { readonly status: 'unknown-offer' | 'no-card' | 'failed' };

/**
 * Pays a trip chosen at the travel partner with points (spec §7 travel
 * partner calls): the partner sends the member back with the trip and its
 * attempt id; the store asks validate-member for the active card, shows the
 * trip in points, and books it through the travel checkout.
 *
 * Always holds: the partner's attempt id is the Idempotency-Key (a new one
 * only when the partner gave none), so a reload or a second press books
 * once; a booking changes the utility bar's balance; a card short of points
 * or on hold is told so and nothing is sent again until the member tries; a
 * read-only agent is told the access is read-only; a refused session shows
 * nothing.
 */
export class TravelCheckout {
  private readonly state = new BehaviorSubject<TravelCheckoutState>({ status: 'idle' });
  private request: { offerCode: string; key: string; locale: Locale; accountId: number } | null = null;

  readonly state$: Observable<TravelCheckoutState> = this.state.asObservable();

  constructor(
    private readonly gateway: RedemptionGateway,
    private readonly keys: IdempotencyKeys,
    private readonly accounts: AccountStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  get snapshot(): TravelCheckoutState {
    return this.state.getValue();
  }

  /** The partner sent the member back with `offerCode` (and its attempt id): check it for the active card. */
  async open({ offerCode, attempt, locale }: { readonly offerCode: string; readonly attempt: string | null; readonly locale: Locale }): Promise<void> {
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) {
      this.request = null;
      this.state.next({ status: 'no-card' });
      return;
    }
    const same = this.request !== null && this.request.offerCode === offerCode && this.request.accountId === accountId;
    const key = attempt ?? (same ? this.request!.key : this.keys.next());
    const request = { offerCode, key, locale, accountId };
    this.request = request;
    this.state.next({ status: 'checking' });
    const [result, partner] = await Promise.all([this.gateway.validateTravelBooking({ accountId, offerCode, locale }), this.gateway.travelPartner()]);
    if (this.request !== request) return;
    if (result.ok) {
      const name = partner.ok ? partner.partner.name[locale] : null;
      this.state.next({ status: 'ready', partner: name, quote: result.quote, balance: result.balance, refusal: result.refusal });
      return;
    }
    if (result.reason === 'unknown-offer') {
      this.state.next({ status: 'unknown-offer' });
      return;
    }
    this.errors.report('travel validate-member', result);
    this.state.next({ status: 'failed' });
  }

  /** The member confirms the trip: book it with the card's points. */
  async book(): Promise<void> {
    const current = this.snapshot;
    const request = this.request;
    if (current.status !== 'ready' || current.refusal !== null || request === null) return;
    const trip: Trip = { partner: current.partner, quote: current.quote, balance: current.balance };
    this.state.next({ status: 'booking', ...trip });
    const result = await this.gateway.checkoutTravelBooking({
      accountId: request.accountId,
      offerCode: request.offerCode,
      locale: request.locale,
      idempotencyKey: request.key,
    });
    if (this.request !== request) return;
    if (result.ok) {
      this.accounts.balanceChanged(request.accountId, result.balance);
      this.state.next({ status: 'booked', partner: trip.partner, quote: result.quote, reference: result.reference, balance: result.balance });
      return;
    }
    if (result.reason === 'insufficient-points' || result.reason === 'account-not-active') {
      const refusal: TravelBookingRefusal = result.reason === 'insufficient-points' ? 'insufficient-points' : 'card-not-active';
      this.state.next({ status: 'ready', ...trip, refusal });
      return;
    }
    this.state.next(current);
    noticeFailedChange(result, this.notifications, this.errors, 'travel checkout', { title: { key: 'travel.checkout.failedTitle' }, description: { key: 'travel.checkout.failed' } });
  }

  /** The page closed: forget the trip. */
  close(): void {
    this.request = null;
    this.state.next({ status: 'idle' });
  }
}
