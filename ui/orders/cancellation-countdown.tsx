import { cancellationTimeLeft, nextCountdownChange } from '@rewards-storefront/domain/orders/cancellation-countdown';
import { Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from '../hooks/use-translate';

interface CancellationCountdownProps {
  /** When the window closes; null when the programme gave no deadline (then only the server decides). */
  readonly deadline: Date | null;
  /** The cancel button, shown while the window is open. */
  readonly children: ReactNode;
}

/**
 * A cancel button with the time left to use it (issue 26 item 4): "Cancel
 * within 4 h 12 min", redrawn when the minute changes. The countdown is plain
 * text, not a live region, so a screen reader is not interrupted every
 * minute; when the window closes the button goes and a polite status says so
 * once. The server still refuses a cancel that comes too late.
 */
export function CancellationCountdown({ deadline, children }: CancellationCountdownProps) {
  const { t } = useTranslate();
  const [now, setNow] = useState(() => new Date());
  const deadlineMs = deadline?.getTime() ?? null;

  useEffect(() => {
    if (deadlineMs === null) return undefined;
    const wait = nextCountdownChange(new Date(deadlineMs), now);
    if (wait === null) return undefined;
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [deadlineMs, now]);

  if (deadlineMs === null) return <>{children}</>;
  const left = cancellationTimeLeft(new Date(deadlineMs), now);
  if (left.kind === 'closed') {
    return (
      <Text m={0} size="sm" role="status">
        {t('orders.detail.countdownClosed')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {children}
      <Text m={0} size="sm">
        {left.kind === 'open' ? t('orders.detail.countdown', { hours: left.hours, minutes: left.minutes }) : t('orders.detail.countdownUnderAMinute')}
      </Text>
    </Stack>
  );
}
