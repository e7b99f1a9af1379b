import type { Message } from '@rewards-storefront/domain/notification/notification';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure, type AnyGatewayFailure } from '../ports/gateway-failure';
import type { NotificationStore } from './notification-store';
import { READ_ONLY_NOTICE } from './read-only-notice';

/** The danger notice a use case shows for a change that failed for no reason of the member's. */
export interface FailedChangeNotice {
  readonly title: Message;
  readonly description: Message;
}

/**
 * What a use case does with a failure it does not answer itself: a refused
 * session shows nothing (HandleSessionEvents ends it); a read-only admin is
 * told the access is read-only (spec §6), nothing reported; anything else is
 * reported as `what` and shown as the danger notice `failed`.
 */
export function noticeFailedChange(
  failure: AnyGatewayFailure,
  notifications: NotificationStore,
  errors: ErrorReporter,
  what: string,
  failed: FailedChangeNotice,
): void {
  if (isSessionFailure(failure)) return;
  if (failure.reason === 'read-only') {
    notifications.notify(READ_ONLY_NOTICE);
    return;
  }
  errors.report(what, failure);
  notifications.notify({ kind: 'danger', ...failed });
}
