import type { Notification } from '@rewards-storefront/domain/notification/notification';

/** Spec §8 "Registration: submit failure: danger notification with registration error title". */
export const REGISTRATION_FAILED_NOTICE: Omit<Notification, 'id'> = {
  kind: 'danger',
  title: { key: 'registration.notice.failedTitle' },
  description: { key: 'registration.notice.failed' },
};

/** A password recovery step that could not be sent (no answer, a server failure). */
export const RECOVERY_FAILED_NOTICE: Omit<Notification, 'id'> = {
  kind: 'danger',
  title: { key: 'passwordRecovery.notice.failedTitle' },
  description: { key: 'passwordRecovery.notice.failed' },
};
