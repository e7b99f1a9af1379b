import type { Message, NotificationKind } from '@rewards-storefront/domain/notification/notification';
import { Alert, Container, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';

/** Each kind's tint and icon; the title keeps the body text colour, since the tinted titles fall under 4.5:1. */
const KINDS: Record<NotificationKind, { color: string; Icon: typeof IconCircleCheck }> = {
  success: { color: 'green', Icon: IconCircleCheck },
  warning: { color: 'orange', Icon: IconAlertTriangle },
  danger: { color: 'red', Icon: IconCircleX },
};

/**
 * The notification bar (spec §2): success, warning and danger notices, each
 * with a title and a description, dismissible. Danger notices are alerts
 * (read out at once); the others are polite status messages.
 */
export function NotificationBar() {
  const { t } = useTranslate();
  const store = useCapability('content').notificationStore;
  const notifications = useObservable(store.notifications$);
  const text = (message: Message) => t(message.key, message.params);
  if (notifications.length === 0) return null;
  return (
    <section aria-label={t('notifications.label')}>
      <Container size="xl" pt="md">
        <Stack gap="sm">
          {notifications.map((notification) => {
            const { color, Icon } = KINDS[notification.kind];
            return (
              <Alert
                key={notification.id}
                role={notification.kind === 'danger' ? 'alert' : 'status'}
                color={color}
                variant="light"
                title={text(notification.title)}
                icon={<Icon aria-hidden="true" />}
                withCloseButton
                closeButtonLabel={t('notifications.dismiss')}
                onClose={() => store.dismiss(notification.id)}
                data-kind={notification.kind}
                styles={{ title: { color: 'var(--mantine-color-text)' } }}
              >
                {text(notification.description)}
              </Alert>
            );
          })}
        </Stack>
      </Container>
    </section>
  );
}

/**
 * Clears the notification bar on every navigation (spec §2: notifications
 * reset on every navigation): a change of path or query, not of the hash
 * (skip links change only the hash).
 */
export function ClearNotificationsOnNavigation() {
  const store = useCapability('content').notificationStore;
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const previous = useRef(here);
  useEffect(() => {
    if (previous.current === here) return;
    previous.current = here;
    store.clear();
  }, [store, here]);
  return null;
}
