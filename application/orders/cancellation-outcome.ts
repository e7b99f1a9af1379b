import type { NotificationStore } from '../notifications/notification-store';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure, type GatewayFailure } from '../ports/gateway-failure';
import type { CancellationRefusal } from '../ports/order-gateway';

/**
 * What a cancellation did: 'cancelled'; 'refused' by the programme (nothing
 * changed); 'failed' otherwise; 'busy' when another cancellation was under
 * way (the press is ignored, so a double click cannot send two).
 */
export type CancellationOutcome = 'cancelled' | 'refused' | 'failed' | 'busy';

/**
 * Says why a cancellation did not happen (spec §8 "Cancel order failure"):
 * the danger notification with the programme's localized explanation when
 * it gave one, else the generic system error of the item or the order; a
 * read-only admin is told the access is read-only; a refused session shows
 * nothing (HandleSessionEvents ends it). Failures other than a refusal are
 * reported.
 */
export function cancellationFailed(
  failure: GatewayFailure<CancellationRefusal>,
  what: 'item' | 'order',
  notifications: NotificationStore,
  errors: ErrorReporter,
): CancellationOutcome {
  if (isSessionFailure(failure)) return 'failed';
  if (failure.reason === 'read-only') {
    notifications.notify(READ_ONLY_NOTICE);
    return 'failed';
  }
  const title = { key: what === 'item' ? 'orders.notice.cancelItemFailedTitle' : 'orders.notice.cancelOrderFailedTitle' };
  const generic = { key: what === 'item' ? 'orders.notice.cancelItemFailed' : 'orders.notice.cancelOrderFailed' };
  if (failure.reason === 'not-cancellable') {
    const description =
      failure.message === null ? generic : { key: 'orders.notice.programmeMessage', params: { message: failure.message } };
    notifications.notify({ kind: 'danger', title, description });
    return 'refused';
  }
  errors.report(`cancel ${what}`, failure);
  notifications.notify({ kind: 'danger', title, description: generic });
  return 'failed';
}
