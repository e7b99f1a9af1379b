import type { Notification } from '@rewards-storefront/domain/notification/notification';

/**
 * What an admin logged in as a member with read access is told when a
 * change is refused (spec §6: an admin with read access cannot write),
 * instead of a generic failure.
 */
export const READ_ONLY_NOTICE: Omit<Notification, 'id'> = {
  kind: 'warning',
  title: { key: 'readOnly.noticeTitle' },
  description: { key: 'readOnly.notice' },
};
